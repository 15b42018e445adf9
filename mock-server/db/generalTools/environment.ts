/**
 * Environmental data of the general site (spec 001 §2.2): the questionnaires of the three
 * construction systems — joist-and-block floors ('pou'), pre-slabs ('pre') and pre-walls ('mur') —,
 * their products (one per complete combination of answers) with concrete volumes and steel ratios
 * computed from the geometry, and the FDES sheets (environmental product declarations) of each.
 *
 * The filters have the shape of the thermal-break catalogue's (`Filter`, `FilterValue`), with ids
 * in their own range (filters 7000-7399, values 70001-73999) so both can be told apart.
 *
 * The shapes are in environmentTypes.ts, the tables in environmentData.ts, their index in
 * environmentQuestions.ts, the products in environmentProducts.ts.
 *
 * Used by `POST /api/filters` (dataType pou, pre or mur: `environmentFiltersOf`), by
 * `POST /api/env/result` (`environmentResultFor`) and by the histories.
 */
import { SYSTEM_FILTER_ID, SYSTEMS } from './environmentData';
import { PRODUCTS, productsById } from './environmentProducts';
import { filterOrder, filtersById, toFilter, valuesById } from './environmentQuestions';
import {
  ENV_MESSAGES,
  EnvironmentAnswerError,
  isEnvDataType,
  type EnvDataType,
  type EnvironmentFilter,
  type EnvironmentResult,
  type Fdes,
} from './environmentTypes';

export * from './environmentTypes';
export { SYSTEM_FILTER_ID, SYSTEM_QUESTION, SYSTEMS } from './environmentData';

// ---- Reading the answers --------------------------------------------------------------------------

/** The value ids of one system's questions, by filter; throws on unknown or foreign values. */
function answersByFilter(dataType: EnvDataType, valueIds: readonly unknown[]): Map<number, number> {
  const answers = new Map<number, number>();
  for (const raw of valueIds) {
    const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
    const value = typeof id === 'number' ? valuesById.get(id) : undefined;
    if (!value) throw new EnvironmentAnswerError(ENV_MESSAGES.unknownValue(raw));
    if (value.dataType === 'system') {
      if (value.id !== SYSTEMS[dataType].valueId)
        throw new EnvironmentAnswerError(ENV_MESSAGES.otherSystem);
      continue;
    }
    if (value.dataType !== dataType) throw new EnvironmentAnswerError(ENV_MESSAGES.otherSystem);
    const previous = answers.get(value.filterId);
    if (previous !== undefined && previous !== value.id)
      throw new EnvironmentAnswerError(
        ENV_MESSAGES.twoAnswers(filtersById.get(value.filterId)!.name),
      );
    answers.set(value.filterId, value.id);
  }
  return answers;
}

function productsMatching(dataType: EnvDataType, answers: Map<number, number>) {
  return PRODUCTS[dataType].filter((product) =>
    [...answers].every(([filterId, valueId]) => product.answers.get(filterId) === valueId),
  );
}

// ---- The module's API -----------------------------------------------------------------------------

/**
 * The French message of what is wrong with environmental answers (unknown id, answer of another
 * system, two answers to one question), or undefined when they are acceptable.
 */
export function environmentAnswersError(
  dataType: unknown,
  answerValueIds: readonly unknown[],
): string | undefined {
  if (!isEnvDataType(dataType)) return ENV_MESSAGES.unknownDataType;
  try {
    answersByFilter(dataType, answerValueIds);
    return undefined;
  } catch (error) {
    if (error instanceof EnvironmentAnswerError) return error.message;
    throw error;
  }
}

/**
 * The questionnaire step of `POST /api/filters` for dataType pou, pre or mur: the questions not
 * answered yet, in order, each with only the answers that still lead to a product, and
 * `nbResults`, the number of products of that data type matching the answers. Until the answers
 * hold the system question's answer, the list starts with that question ('Quel est votre système
 * constructif ?', its three answers naming their data type, so the app switches to that data
 * type); its answer, when given, must be the data type's own.
 *
 * Throws `EnvironmentAnswerError` (French message) for an unknown value id, an answer of another
 * system or two answers to one question: answer 400 with its message (or check first with
 * `environmentAnswersError`).
 */
export function environmentFiltersOf(
  dataType: EnvDataType,
  answerValueIds: number[],
): { nbResults: number; filters: EnvironmentFilter[] } {
  if (!isEnvDataType(dataType)) throw new EnvironmentAnswerError(ENV_MESSAGES.unknownDataType);
  const answers = answersByFilter(dataType, answerValueIds);
  const products = productsMatching(dataType, answers);
  const systemAnswered = answerValueIds.some((id) => valuesById.get(id)?.dataType === 'system');
  const filters = filterOrder[dataType]
    .filter((filterId) => !answers.has(filterId))
    .map((filterId) => {
      const info = filtersById.get(filterId)!;
      const possible = info.valueIds.filter((valueId) =>
        products.some((product) => product.answers.get(filterId) === valueId),
      );
      return toFilter(info, possible);
    })
    .filter((filter) => filter.filterValues.length > 0);
  if (!systemAnswered) filters.unshift(environmentSystemFilter());
  return { nbResults: products.length, filters };
}

/** The first question of the tool: the three systems, each value naming its data type. */
export function environmentSystemFilter(): EnvironmentFilter {
  const info = filtersById.get(SYSTEM_FILTER_ID)!;
  return toFilter(info, info.valueIds);
}

export type EnvironmentOutcome =
  | {
      ok: true;
      product: { id: number; dataType: EnvDataType };
      result: EnvironmentResult;
      fdes: Fdes[];
    }
  | { ok: false; message: string };

/**
 * The environmental result of a complete set of answers: the one product they lead to, its
 * result and its FDES sheets. Refused (with a French message) for unknown values, answers of
 * another system, answers that match no product, or answers that still leave several products.
 */
export function environmentOutcomeFor(
  dataType: unknown,
  valueIds: readonly unknown[],
): EnvironmentOutcome {
  if (!isEnvDataType(dataType)) return { ok: false, message: ENV_MESSAGES.unknownDataType };
  let answers: Map<number, number>;
  try {
    answers = answersByFilter(dataType, valueIds);
  } catch (error) {
    if (error instanceof EnvironmentAnswerError) return { ok: false, message: error.message };
    throw error;
  }
  const products = productsMatching(dataType, answers);
  if (products.length === 0) return { ok: false, message: ENV_MESSAGES.noProduct };
  if (products.length > 1) return { ok: false, message: ENV_MESSAGES.incomplete };
  const product = products[0]!;
  return {
    ok: true,
    product: { id: product.id, dataType },
    result: structuredClone(product.result),
    fdes: product.fdes.map((sheet) => ({ ...sheet })),
  };
}

/** The environmental result and FDES of a complete set of answers, or undefined (see above). */
export function environmentResultFor(
  dataType: EnvDataType,
  valueIds: number[],
): { result: EnvironmentResult; fdes: Fdes[]; productId: number } | undefined {
  const outcome = environmentOutcomeFor(dataType, valueIds);
  return outcome.ok
    ? { result: outcome.result, fdes: outcome.fdes, productId: outcome.product.id }
    : undefined;
}

/** An environmental product's result and FDES by its id (the histories keep the id). */
export function environmentProductById(
  id: number,
):
  | { dataType: EnvDataType; result: EnvironmentResult; fdes: Fdes[]; answerValueIds: number[] }
  | undefined {
  const product = productsById.get(id);
  if (!product) return undefined;
  return {
    dataType: product.dataType,
    result: structuredClone(product.result),
    fdes: product.fdes.map((sheet) => ({ ...sheet })),
    answerValueIds: [...product.answers.values()],
  };
}

/** The products of a system (seeds and tests). */
export function environmentProductIds(dataType: EnvDataType): number[] {
  return PRODUCTS[dataType].map((product) => product.id);
}

/** The answered questions of a system with every answer, the chosen ones flagged `selected`. */
export function environmentAnsweredFilters(
  dataType: EnvDataType,
  valueIds: readonly number[],
): EnvironmentFilter[] {
  const chosen = new Set(valueIds);
  return [SYSTEM_FILTER_ID, ...filterOrder[dataType]]
    .map((filterId) => filtersById.get(filterId)!)
    .filter((info) =>
      info.dataType === 'system' ? true : info.valueIds.some((valueId) => chosen.has(valueId)),
    )
    .map((info) =>
      toFilter(
        info,
        info.valueIds,
        info.dataType === 'system' ? new Set([SYSTEMS[dataType].valueId]) : chosen,
      ),
    );
}

/** Whether a value id belongs to the environmental questionnaires (system question included). */
export function isEnvironmentValueId(id: number): boolean {
  return valuesById.has(id);
}

/** The French question and answer of each environmental value id, for reports. */
export function describeEnvironmentAnswers(
  valueIds: readonly number[],
): { question: string; answer: string }[] {
  return valueIds.flatMap((id) => {
    const value = valuesById.get(id);
    if (!value) return [];
    return [{ question: filtersById.get(value.filterId)!.name, answer: value.value }];
  });
}

/**
 * The thermal-break catalogue of the general site (spec 001 §2.1, §3, §7; docs/api/catalogue.md):
 * the questionnaire engine, the rupteurs, the refine configuration and the product pictures.
 *
 * `POST /api/rupteur` with dataType pou, pre or mur answers the environmental product of complete
 * answers (environment.ts), with the environmental fields of spec §3's Rupteur.
 *
 * None of these needs a login: visitors run the finder. `POST /api/filters` is called without a
 * token when no answer is given, with the device or user token afterwards; the others carry the
 * token the app has. The handlers read no token, so a stale one is never refused here.
 */
import {
  CATALOGUE_MESSAGES,
  CatalogueError,
  rupteurWithPsiValues,
} from '../../db/generalTools/catalogue';
import { matchingRupteurs } from '../../db/generalTools/catalogueMatching';
import {
  checkCatalogueValues,
  idList,
  questionnaireStep,
} from '../../db/generalTools/catalogueQuestionnaire';
import { refineConfiguration } from '../../db/generalTools/refineConfiguration';
import { mediaFor } from '../../db/generalTools/catalogueMedia';
import {
  environmentFiltersOf,
  environmentOutcomeFor,
  isEnvDataType,
} from '../../db/generalTools/environment';
import { thermalHistoryById } from '../../db/generalTools/histories';
import { fileResponse } from '../../files/fileResponse';
import { fail, jsonBody, notFound, ok } from '../respond';
import { route } from '../route';

export const MEDIA_MESSAGES = { notFound: 'Image introuvable.' } as const;

/** The answer of a refusal thrown by the catalogue or by the environmental questionnaires. */
export function refusal(error: unknown): Response {
  if (error instanceof CatalogueError) return fail(error.status, { message: error.message });
  if (error instanceof Error && error.name === 'EnvironmentAnswerError')
    return fail(400, { message: error.message });
  throw error;
}

function positiveId(raw: unknown): number | undefined {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw > 0) return raw;
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return Number(raw);
  return undefined;
}

export const catalogueHandlers = [
  /** The next questions of the finder ('rup') or of the environmental-data tool ('pou', 'pre', 'mur'). */
  route('POST', '/api/filters', async ({ request }) => {
    const body = await jsonBody(request);
    const answers = idList(body.answers);
    if (!answers) return fail(400, { message: CATALOGUE_MESSAGES.notAList });
    const dataType = body.dataType ?? 'rup';
    try {
      if (dataType === 'rup') return ok({ datas: questionnaireStep(answers) });
      if (isEnvDataType(dataType)) return ok({ datas: environmentFiltersOf(dataType, answers) });
      return fail(400, { message: CATALOGUE_MESSAGES.unknownDataType });
    } catch (error) {
      return refusal(error);
    }
  }),

  /** The refine screen of a thermal history: its filters and, once all are chosen, the PSI value. */
  route('POST', '/api/filters/configuration', async ({ request }) => {
    const body = await jsonBody(request);
    if (body.historyId === undefined || body.historyId === null || body.historyId === '')
      return fail(400, { message: CATALOGUE_MESSAGES.historyIdMissing });
    const historyId = positiveId(body.historyId);
    const history = historyId === undefined ? undefined : thermalHistoryById(historyId);
    if (!history) return notFound(CATALOGUE_MESSAGES.historyNotFound);
    // Without `answers`, the refine values saved with the history.
    const answers = body.answers === undefined ? history.refineValueIds : idList(body.answers);
    if (!answers) return fail(400, { message: CATALOGUE_MESSAGES.refineNotAList });
    try {
      return ok({
        datas: refineConfiguration(history.rupteurId, history.filterValueIds, answers),
      });
    } catch (error) {
      return refusal(error);
    }
  }),

  /** The rupteurs matching the answers, each with its matching PSI values. */
  route('POST', '/api/rupteur', async ({ request }) => {
    const body = await jsonBody(request);
    const filters = idList(body.filters);
    if (!filters) return fail(400, { message: CATALOGUE_MESSAGES.notAList });
    const dataType = body.dataType ?? 'rup';
    if (isEnvDataType(dataType)) {
      // The environmental product of complete answers, with the fields of spec §3's Rupteur.
      const outcome = environmentOutcomeFor(dataType, filters);
      if (!outcome.ok) return fail(400, { message: outcome.message });
      return ok({ datas: { rupteurs: [{ ...outcome.result, psiValues: [] }] } });
    }
    if (dataType !== 'rup') return fail(400, { message: CATALOGUE_MESSAGES.unknownDataType });
    try {
      const rupteurs = matchingRupteurs(checkCatalogueValues(filters)).map(
        ({ rupteur, psiValues }) => ({ ...rupteur, psiValues }),
      );
      return ok({ datas: { rupteurs } });
    } catch (error) {
      return refusal(error);
    }
  }),

  /** A rupteur with all its PSI values. */
  route<{ id: string }>(
    'POST',
    '/api/rupteur/{id}',
    ({ params }) => {
      const id = positiveId(params.id);
      const rupteur = id === undefined ? undefined : rupteurWithPsiValues(id);
      if (!rupteur) return notFound(CATALOGUE_MESSAGES.rupteurNotFound);
      return ok({ datas: { rupteur } });
    },
    { notFound: CATALOGUE_MESSAGES.rupteurNotFound },
  ),

  /** Product pictures, junction schemas and question backgrounds (SVG); `?format=thumb`. */
  route<{ visual: string }>(
    'GET',
    '/media/download/{visual}',
    ({ request, params }) => {
      const thumb = new URL(request.url).searchParams.get('format') === 'thumb';
      const media = mediaFor(params.visual, thumb);
      if (!media) return notFound(MEDIA_MESSAGES.notFound);
      return fileResponse(media.svg, 'image/svg+xml', media.fileName, false);
    },
    { notFound: MEDIA_MESSAGES.notFound },
  ),
];

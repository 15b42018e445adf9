/**
 * Environmental data of the general site (spec 001 §2.2): the questionnaires of the three
 * construction systems — joist-and-block floors ('pou'), pre-slabs ('pre') and pre-walls ('mur') —,
 * their products (one per complete combination of answers) with concrete volumes and steel ratios
 * computed from the geometry, and the FDES sheets (environmental product declarations) of each.
 *
 * The filters have the shape of the thermal-break catalogue's (`Filter`, `FilterValue`), with ids
 * in their own range (filters 7000-7399, values 70001-73999) so both can be told apart.
 *
 * Used by `POST /api/filters` (dataType pou, pre or mur: `environmentFiltersOf`), by
 * `POST /api/env/result` (`environmentResultFor`) and by the histories.
 */
import type { Filter, FilterValue } from './catalogue';

export type EnvDataType = 'pou' | 'pre' | 'mur';
export const ENV_DATA_TYPES: readonly EnvDataType[] = ['pou', 'pre', 'mur'];

export function isEnvDataType(value: unknown): value is EnvDataType {
  return typeof value === 'string' && (ENV_DATA_TYPES as readonly string[]).includes(value);
}

/** An environmental filter value; the system question's values also say their data type. */
export interface EnvironmentFilterValue extends FilterValue {
  /** Project-defined: the data type that the system question's answer selects. */
  dataType?: EnvDataType;
  /** Project-defined: the short label of the system question's answer ('Poutrelles'). */
  label?: string;
}

/** An environmental filter: a catalogue `Filter` with the question asked and a help text. */
export interface EnvironmentFilter extends Filter {
  /** Project-defined: the question asked ('Quel est le montage du prémur ?'). */
  question: string;
  /** Project-defined: the help text shown under the question ('épaisseur peau 1 + …'), or null. */
  hint: string | null;
  filterValues: EnvironmentFilterValue[];
}

/** One FDES sheet: its registration number and title. */
export interface Fdes {
  number: string;
  title: string;
}

/**
 * The environmental result of a product: the `Rupteur` fields of spec §3 that the environmental
 * tool reads. Volumes in L/m², steel ratios in kg/m².
 */
export interface EnvironmentResult {
  id: number;
  name: string;
  dataType: EnvDataType;
  systemName: string;
  typeDePoutrelle: string | null;
  litrageBeton: number;
  uniteLitrageBeton: string;
  /** Only pre-slabs carry reinforcement of their own. */
  ratioKilotageArmatures: number | null;
  uniteRatioKilotageArmatures: string | null;
  litrageBetonSupplementaire: number;
  uniteLitrageBetonSupplementaire: string;
  ratioKilotage: number;
  uniteRatioKilotage: string;
}

export const LITRE_UNIT = 'L/m²';
export const KILO_UNIT = 'kg/m²';

/** Thrown for answers that the environmental questionnaires do not know or do not accept. */
export class EnvironmentAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvironmentAnswerError';
  }
}

export const ENV_MESSAGES = {
  unknownDataType: 'Type de données inconnu : choisissez pou, pre ou mur.',
  unknownValue: (id: unknown) => `Valeur de filtre inconnue : ${String(id)}.`,
  otherSystem: 'Ces critères ne correspondent pas au système constructif choisi.',
  twoAnswers: (question: string) => `Une seule réponse est possible à la question « ${question} ».`,
  noProduct: 'Aucun produit ne correspond à ces critères.',
  incomplete:
    'Répondez à toutes les questions du questionnaire pour obtenir les données environnementales.',
} as const;

// ---- The questionnaires ---------------------------------------------------------------------------

export const SYSTEM_FILTER_ID = 7000;
export const SYSTEM_QUESTION = 'Quel est votre système constructif ?';

/** The systems: the answer of the first question, the name of the system and its data type. */
export const SYSTEMS: Record<EnvDataType, { valueId: number; label: string; value: string }> = {
  pou: { valueId: 70001, label: 'Poutrelles', value: 'Plancher poutrelles hourdis' },
  pre: { valueId: 70002, label: 'Prédalles', value: 'Prédalles et thermoprédalles' },
  mur: { valueId: 70003, label: 'Prémur', value: 'Prémur' },
};

interface QuestionSpec {
  id: number;
  column: string;
  /** The short label of the criterion. */
  name: string;
  /** The question asked. */
  question: string;
  hint?: string;
  answers: string[];
}

/** The questions of each system, in the order they are asked. Value ids follow the answers' order. */
const QUESTIONS: Record<EnvDataType, QuestionSpec[]> = {
  pou: [
    {
      id: 7101,
      column: 'type_poutrelle',
      name: 'Type de poutrelle',
      question: 'Quel type de poutrelle est posé ?',
      answers: ['Poutrelle précontrainte', 'Poutrelle treillis'],
    },
    {
      id: 7102,
      column: 'type_entrevous',
      name: "Type d'entrevous",
      question: "Quel type d'entrevous (hourdis) est utilisé ?",
      answers: ['Entrevous béton', 'Entrevous polystyrène (PSE)', 'Entrevous bois'],
    },
    {
      id: 7103,
      column: 'montage_plancher',
      name: "Hauteur d'entrevous et dalle de compression",
      question: 'Quelle est la hauteur du plancher ?',
      hint: "hauteur d'entrevous + dalle de compression en cm",
      answers: ['12 + 4', '16 + 4', '20 + 4', '20 + 5', '25 + 5'],
    },
    {
      id: 7104,
      column: 'entraxe',
      name: 'Entraxe des poutrelles',
      question: "Quel est l'entraxe des poutrelles ?",
      answers: ['60 cm', '63 cm'],
    },
    {
      id: 7105,
      column: 'classe_beton',
      name: 'Classe de béton',
      question: 'Quelle classe de béton est coulée sur le chantier ?',
      answers: ['C25/30', 'C30/37'],
    },
  ],
  pre: [
    {
      id: 7201,
      column: 'type_predalle',
      name: 'Type de prédalle',
      question: 'Quel type de prédalle est posé ?',
      answers: [
        'Prédalle en béton armé',
        'Prédalle précontrainte',
        'Thermoprédalle (isolant intégré en sous-face)',
      ],
    },
    {
      id: 7202,
      column: 'montage_predalle',
      name: 'Montage prédalles',
      question: 'Quel est le montage des prédalles ?',
      hint: 'épaisseur prédalle + table de compression en cm',
      answers: ['4 + 12', '4 + 16', '5 + 15', '5 + 20'],
    },
    {
      id: 7203,
      column: 'portee',
      name: 'Portée entre appuis',
      question: 'Quelle est la portée entre appuis ?',
      answers: ["Jusqu'à 5 m", 'De 5 à 7 m', 'Plus de 7 m'],
    },
    {
      id: 7204,
      column: 'classe_beton',
      name: 'Classe de béton',
      question: 'Quelle classe de béton est coulée sur le chantier ?',
      answers: ['C25/30', 'C30/37'],
    },
  ],
  mur: [
    {
      id: 7301,
      column: 'type_premur',
      name: 'Type de prémur',
      question: 'Quel type de prémur est posé ?',
      answers: ['Prémur standard', 'Prémur isolé (isolant intégré au noyau)'],
    },
    {
      id: 7302,
      column: 'montage_premur',
      name: 'Montage prémur',
      question: 'Quel est le montage du prémur ?',
      hint: 'épaisseur peau 1 + noyau + épaisseur peau 2 en cm',
      answers: ['5 + 10 + 5', '5 + 12 + 5', '6 + 13 + 6', '6 + 15 + 6', '7 + 16 + 7', '7 + 18 + 7'],
    },
    {
      id: 7303,
      column: 'hauteur_mur',
      name: 'Hauteur du mur',
      question: 'Quelle est la hauteur du mur ?',
      answers: ["Jusqu'à 3 m", 'De 3 à 6 m'],
    },
    {
      id: 7304,
      column: 'classe_beton',
      name: 'Classe de béton',
      question: 'Quelle classe de béton est coulée sur le chantier ?',
      answers: ['C25/30', 'C30/37'],
    },
  ],
};

/** The first value id of each system's answers: 71001, 72001, 73001. */
const VALUE_BASE: Record<EnvDataType, number> = { pou: 71001, pre: 72001, mur: 73001 };

interface ValueInfo {
  id: number;
  dataType: EnvDataType | 'system';
  filterId: number;
  /** Index of the answer within its question. */
  index: number;
  value: string;
}

interface FilterInfo {
  id: number;
  dataType: EnvDataType | 'system';
  name: string;
  question: string;
  column: string;
  importColumn: number;
  hint: string | null;
  valueIds: number[];
}

const filtersById = new Map<number, FilterInfo>();
const valuesById = new Map<number, ValueInfo>();
const filterOrder: Record<EnvDataType, number[]> = { pou: [], pre: [], mur: [] };

filtersById.set(SYSTEM_FILTER_ID, {
  id: SYSTEM_FILTER_ID,
  dataType: 'system',
  name: 'Système constructif',
  question: SYSTEM_QUESTION,
  column: 'systeme_constructif',
  importColumn: 1,
  hint: null,
  valueIds: ENV_DATA_TYPES.map((type) => SYSTEMS[type].valueId),
});
ENV_DATA_TYPES.forEach((type) => {
  const system = SYSTEMS[type];
  valuesById.set(system.valueId, {
    id: system.valueId,
    dataType: 'system',
    filterId: SYSTEM_FILTER_ID,
    index: ENV_DATA_TYPES.indexOf(type),
    value: system.value,
  });
});
for (const type of ENV_DATA_TYPES) {
  let nextValueId = VALUE_BASE[type];
  QUESTIONS[type].forEach((question, position) => {
    const valueIds = question.answers.map((answer, index) => {
      const id = nextValueId++;
      valuesById.set(id, { id, dataType: type, filterId: question.id, index, value: answer });
      return id;
    });
    filtersById.set(question.id, {
      id: question.id,
      dataType: type,
      name: question.name,
      question: question.question,
      column: question.column,
      importColumn: position + 2,
      hint: question.hint ?? null,
      valueIds,
    });
    filterOrder[type].push(question.id);
  });
}

// ---- The products ---------------------------------------------------------------------------------

interface EnvironmentProduct {
  id: number;
  dataType: EnvDataType;
  /** The answer (value id) of each question of its system. */
  answers: Map<number, number>;
  result: EnvironmentResult;
  fdes: Fdes[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** '16 + 4' -> [16, 4]; '6 + 13 + 6' -> [6, 13, 6]. */
function parts(montage: string): number[] {
  return montage.split('+').map((part) => Number(part.trim()));
}

const FDES = {
  precontrainte: {
    number: '18-512:2023',
    title: 'Poutrelle précontrainte en béton pour plancher à poutrelles et entrevous',
  },
  treillis: { number: '18-527:2023', title: 'Poutrelle à treillis en béton armé' },
  entrevousBeton: {
    number: '17-204:2022',
    title: 'Entrevous en béton de granulats courants pour planchers à poutrelles',
  },
  entrevousPse: {
    number: '19-318:2024',
    title: 'Entrevous en polystyrène expansé (PSE) moulé, avec languette de coffrage',
  },
  entrevousBois: {
    number: '21-066:2024',
    title: 'Entrevous en bois massif pour plancher à poutrelles',
  },
  treillisSoude: { number: '16-731:2022', title: 'Treillis soudé en acier pour béton armé' },
  armatures: {
    number: '16-745:2023',
    title: 'Armatures en acier pour béton armé (barres et chapeaux façonnés)',
  },
  c2530: {
    number: '20-144:2023',
    title: 'Béton prêt à l’emploi C25/30 XC1 – dalles et voiles courants',
  },
  c3037: {
    number: '20-151:2023',
    title: 'Béton prêt à l’emploi C30/37 XC4 – ouvrages exposés',
  },
  predalleBa: { number: '17-433:2023', title: 'Prédalle en béton armé pour plancher' },
  predallePrecontrainte: {
    number: '17-448:2023',
    title: 'Prédalle précontrainte en béton pour plancher de grande portée',
  },
  thermopredalle: {
    number: '22-091:2024',
    title: 'Thermoprédalle : prédalle béton avec isolant polystyrène intégré en sous-face',
  },
  premur: { number: '19-226:2023', title: 'Mur à coffrage intégré (prémur) en béton armé' },
  premurIsole: {
    number: '22-117:2024',
    title: 'Mur à coffrage et isolation intégrés (prémur isolé) en béton armé',
  },
  raidisseur: {
    number: '16-759:2022',
    title: 'Raidisseurs et connecteurs métalliques pour murs à coffrage intégré',
  },
} satisfies Record<string, Fdes>;

const concreteFdes = (classIndex: number) => (classIndex === 0 ? FDES.c2530 : FDES.c3037);

/** The answer of each question as its index, from the product's answers. */
type Choice = number[];

/** Every combination of answer indexes of a system. */
function combinations(type: EnvDataType): Choice[] {
  return QUESTIONS[type].reduce<Choice[]>(
    (combos, question) =>
      combos.flatMap((combo) => question.answers.map((_, index) => [...combo, index])),
    [[]],
  );
}

function answerText(type: EnvDataType, question: number, index: number): string {
  return QUESTIONS[type][question]!.answers[index]!;
}

/** Joist-and-block floors: concrete 60-90 L/m², steel 2-5 kg/m². */
function joistFloor([poutrelle, entrevous, montage, entraxe, beton]: Choice): Omit<
  EnvironmentProduct,
  'id' | 'answers'
> | null {
  const montageText = answerText('pou', 2, montage!);
  const [height = 0, topping = 0] = parts(montageText);
  // Wooden blocks are made 16 and 20 cm high, at a 60 cm spacing only; the 63 cm spacing is
  // that of the pre-stressed joists with polystyrene blocks.
  if (entrevous === 2 && (height < 16 || height > 20 || topping !== 4 || entraxe === 1))
    return null;
  if (entraxe === 1 && (poutrelle !== 0 || entrevous !== 1)) return null;
  // Lattice joists are not made for the 25 cm blocks.
  if (poutrelle === 1 && height === 25) return null;
  const rib = entraxe === 0 ? 1.45 : 1.4;
  const spacingFactor = entraxe === 0 ? 1 : 0.95;
  const typeDePoutrelle = answerText('pou', 0, poutrelle!);
  const joistSteel = poutrelle === 0 ? 0.9 + height * 0.04 : 1.6 + height * 0.05;
  const meshSteel = topping === 4 ? 1.6 : 2.0;
  const blocks = [FDES.entrevousBeton, FDES.entrevousPse, FDES.entrevousBois][entrevous!]!;
  return {
    dataType: 'pou',
    result: {
      id: 0,
      name: `Plancher ${poutrelle === 0 ? 'poutrelles précontraintes' : 'poutrelles treillis'} ${montageText} – ${answerText('pou', 1, entrevous!).toLowerCase()}, entraxe ${answerText('pou', 3, entraxe!)}`,
      dataType: 'pou',
      systemName: SYSTEMS.pou.value,
      typeDePoutrelle,
      litrageBeton: round1(topping * 10 + height * rib + 3.5),
      uniteLitrageBeton: LITRE_UNIT,
      ratioKilotageArmatures: null,
      uniteRatioKilotageArmatures: null,
      litrageBetonSupplementaire: round1((poutrelle === 0 ? 2.5 : 3.5) + height * 0.15),
      uniteLitrageBetonSupplementaire: LITRE_UNIT,
      ratioKilotage: round1(meshSteel + joistSteel * spacingFactor),
      uniteRatioKilotage: KILO_UNIT,
    },
    fdes: [
      poutrelle === 0 ? FDES.precontrainte : FDES.treillis,
      blocks,
      FDES.treillisSoude,
      concreteFdes(beton!),
    ],
  };
}

/** Pre-slab floors: concrete 120-200 L/m², steel 5-12 kg/m² (of which the pre-slab's own). */
function preSlabFloor([type, montage, span, beton]: Choice): Omit<
  EnvironmentProduct,
  'id' | 'answers'
> | null {
  const montageText = answerText('pre', 1, montage!);
  const [slab = 0, topping = 0] = parts(montageText);
  // Spans over 7 m need a pre-stressed pre-slab; pre-stressed ones start at 5 cm.
  if (span === 2 && type !== 1) return null;
  if (type === 1 && slab < 5) return null;
  // The thermo-pre-slab is made with a 4 + 16 or 5 + 20 build-up.
  if (type === 2 && montageText !== '4 + 16' && montageText !== '5 + 20') return null;
  const ownSteel = 3 + [0, 1.2, 2.2][span!]! + (type === 1 ? -1 : 0) + (type === 2 ? 0.6 : 0);
  const siteSteel = 2.5 + topping * 0.12 + span! * 0.4;
  const slabFdes = [FDES.predalleBa, FDES.predallePrecontrainte, FDES.thermopredalle][type!]!;
  return {
    dataType: 'pre',
    result: {
      id: 0,
      name: `${answerText('pre', 0, type!).replace(/ \(.*\)$/, '')} ${montageText}, portée ${answerText('pre', 2, span!).toLowerCase()}`,
      dataType: 'pre',
      systemName: SYSTEMS.pre.value,
      typeDePoutrelle: null,
      litrageBeton: round1(topping * 10),
      uniteLitrageBeton: LITRE_UNIT,
      ratioKilotageArmatures: round1(ownSteel),
      uniteRatioKilotageArmatures: KILO_UNIT,
      litrageBetonSupplementaire: round1(6 + span! * 2 + (type === 2 ? 1.5 : 0)),
      uniteLitrageBetonSupplementaire: LITRE_UNIT,
      ratioKilotage: round1(ownSteel + siteSteel),
      uniteRatioKilotage: KILO_UNIT,
    },
    fdes: [slabFdes, FDES.armatures, FDES.treillisSoude, concreteFdes(beton!)],
  };
}

/** Pre-walls: concrete 100-180 L/m², steel 6-15 kg/m². */
function preWall([type, montage, height, beton]: Choice): Omit<
  EnvironmentProduct,
  'id' | 'answers'
> | null {
  const montageText = answerText('mur', 1, montage!);
  const [skin1 = 0, core = 0, skin2 = 0] = parts(montageText);
  // The insulated pre-wall needs a core of 15 cm at least: 5 cm of insulation and the concrete.
  if (type === 1 && core < 15) return null;
  // Thin 5 cm skins are not lifted for walls over 3 m.
  if (height === 1 && skin1 < 6) return null;
  const steel = (skin1 + skin2) * 0.45 + (height === 0 ? 1.5 : 3.5) + core * 0.15 + type! * 1.2;
  return {
    dataType: 'mur',
    result: {
      id: 0,
      name: `${answerText('mur', 0, type!).replace(/ \(.*\)$/, '')} ${montageText}, hauteur ${answerText('mur', 2, height!).toLowerCase()}`,
      dataType: 'mur',
      systemName: SYSTEMS.mur.value,
      typeDePoutrelle: null,
      litrageBeton: round1((core - (type === 1 ? 5 : 0)) * 10),
      uniteLitrageBeton: LITRE_UNIT,
      ratioKilotageArmatures: null,
      uniteRatioKilotageArmatures: null,
      litrageBetonSupplementaire: round1(4 + height! * 3 + core * 0.2),
      uniteLitrageBetonSupplementaire: LITRE_UNIT,
      ratioKilotage: round1(steel),
      uniteRatioKilotage: KILO_UNIT,
    },
    fdes: [
      type === 0 ? FDES.premur : FDES.premurIsole,
      FDES.raidisseur,
      FDES.armatures,
      concreteFdes(beton!),
    ],
  };
}

const BUILDERS = { pou: joistFloor, pre: preSlabFloor, mur: preWall } as const;
const PRODUCT_ID_BASE: Record<EnvDataType, number> = { pou: 1000, pre: 2000, mur: 3000 };

function buildProducts(type: EnvDataType): EnvironmentProduct[] {
  const products: EnvironmentProduct[] = [];
  for (const choice of combinations(type)) {
    const built = BUILDERS[type](choice);
    if (!built) continue;
    const id = PRODUCT_ID_BASE[type] + products.length + 1;
    const answers = new Map(
      filterOrder[type].map((filterId, question) => [
        filterId,
        filtersById.get(filterId)!.valueIds[choice[question]!]!,
      ]),
    );
    products.push({ ...built, id, answers, result: { ...built.result, id } });
  }
  return products;
}

const PRODUCTS: Record<EnvDataType, EnvironmentProduct[]> = {
  pou: buildProducts('pou'),
  pre: buildProducts('pre'),
  mur: buildProducts('mur'),
};
const productsById = new Map(
  ENV_DATA_TYPES.flatMap((type) => PRODUCTS[type].map((product) => [product.id, product] as const)),
);

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

function systemFields(valueId: number): { dataType: EnvDataType; label: string } {
  const dataType = ENV_DATA_TYPES.find((type) => SYSTEMS[type].valueId === valueId)!;
  return { dataType, label: SYSTEMS[dataType].label };
}

function toFilter(
  info: FilterInfo,
  valueIds: readonly number[],
  selected: ReadonlySet<number> = new Set(),
): EnvironmentFilter {
  const section = info.dataType === 'system' ? 'env' : info.dataType;
  return {
    id: info.id,
    name: info.name,
    filter_section: section,
    filter_column: info.column,
    importColumn: info.importColumn,
    bg_image: null,
    question: info.question,
    hint: info.hint,
    filterValues: valueIds.map((valueId) => {
      const value = valuesById.get(valueId)!;
      return {
        id: value.id,
        value: value.value,
        filter_name: info.name,
        filter_section: section,
        selected: selected.has(value.id),
        ...(info.dataType === 'system' ? systemFields(valueId) : {}),
      };
    }),
  };
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

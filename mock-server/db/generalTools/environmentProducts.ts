/**
 * The environmental products: one per complete combination of a system's answers, with concrete
 * volumes and steel ratios computed from the geometry, and the FDES sheets of each.
 */
import { FDES, QUESTIONS, SYSTEMS } from './environmentData';
import { filterOrder, filtersById } from './environmentQuestions';
import {
  ENV_DATA_TYPES,
  KILO_UNIT,
  LITRE_UNIT,
  type EnvDataType,
  type EnvironmentResult,
  type Fdes,
} from './environmentTypes';

export interface EnvironmentProduct {
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

export const PRODUCTS: Record<EnvDataType, EnvironmentProduct[]> = {
  pou: buildProducts('pou'),
  pre: buildProducts('pre'),
  mur: buildProducts('mur'),
};
export const productsById = new Map(
  ENV_DATA_TYPES.flatMap((type) => PRODUCTS[type].map((product) => [product.id, product] as const)),
);

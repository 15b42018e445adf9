/**
 * Builds the tables of the thermal-break catalogue from its definitions (catalogueData.ts): one PSI
 * value per rupteur, per combination of the questionnaire answers it is measured for (type of
 * floor, floor system, junction, wall, insulation position) and per combination of its refine
 * values. Deterministic: the small spread of the values comes from the seeded generator.
 *
 * Magnitudes (W/m.K): a treated junction 0.10 to 0.35, a partly treated one (insulating edge
 * planks under external insulation) 0.40 to 0.55, the same junction untreated 0.60 to 1.00.
 */
import type { PsiValue } from '../../../src/api/catalogueTypes';
import { seededRandom } from '../seedClock';
import {
  F,
  MANUFACTURER_SITE,
  MEASURED_COLUMNS,
  QUESTIONNAIRE_FILTERS,
  REFINE_FILTERS,
  RUPTEURS,
  V,
  v,
  type FilterDefinition,
  type RupteurDefinition,
} from './catalogueData';

export interface ValueRecord {
  id: number;
  value: string;
  filterId: number;
}

export interface RupteurRecord extends RupteurDefinition {
  /** Every questionnaire filter id to the answers the product suits. */
  suitable: Map<number, Set<number>>;
}

export interface PsiRecord {
  psi: PsiValue;
  rupteurId: number;
  /** Filter id to value id: the measured questionnaire answers and the refine values. */
  values: Map<number, number>;
}

export interface CatalogueTables {
  filters: Map<number, FilterDefinition>;
  values: Map<number, ValueRecord>;
  rupteurs: Map<number, RupteurRecord>;
  psiValues: PsiRecord[];
  psiById: Map<number, PsiRecord>;
  psiByRupteur: Map<number, PsiRecord[]>;
}

export const FIRST_PSI_ID = 10001;
const SEED = 0x5e1c7a;

const RANGE = { full: [0.1, 0.35], partial: [0.4, 0.55], untreated: [0.6, 1] } as const;

/** Multipliers of the reference psi, by value id. */
const FACTORS: Record<number, number> = {
  [V.sanitaryVoid]: 1.06,
  [V.overBasement]: 1,
  [V.intermediate]: 0.9,
  [V.roofTerrace]: 1.1,
  [V.beams]: 1,
  [V.preSlabs]: 0.97,
  [V.solidSlab]: 1.03,
  [V.facade]: 1,
  [V.innerWall]: 0.92,
  [V.balcony]: 1,
  [V.concrete]: 1,
  [V.blocks]: 0.93,
  [V.brick]: 0.84,
  [V.aerated]: 0.76,
};
const REFINE_FACTORS: Record<number, number[]> = {
  [F.insulationThickness]: [1, 1.04, 1.08, 1.12, 1.16],
  [F.insulationType]: [1, 1.02, 0.97],
  [F.overhang]: [0.94, 1, 1.09],
  [F.balconyLoad]: [1, 1.12],
  [F.lowFloorInsulation]: [0.95, 1, 1.06],
  [F.lowFloorResistance]: [0.97, 1, 1.03],
  [F.wallThickness]: [1.06, 1, 0.95],
  [F.integratedWidth]: [1.06, 1, 0.95],
};

const SYSTEM_SLUG: Record<number, string> = {
  [V.beams]: 'poutrelles',
  [V.preSlabs]: 'predalles',
  [V.solidSlab]: 'dalle-pleine',
};
const JUNCTION_SLUG: Record<number, string> = {
  [V.facade]: 'facade',
  [V.innerWall]: 'refend',
  [V.balcony]: 'balcon',
};

/** The media id of the drawing of a junction (floor system and junction type). */
export function schemaVisual(systemValueId: number, junctionValueId: number): string {
  return `schema-${SYSTEM_SLUG[systemValueId] ?? 'plancher'}-${JUNCTION_SLUG[junctionValueId] ?? 'liaison'}`;
}

export function mediaUrl(visual: string): string {
  return `/media/download/${visual}`;
}

function cartesian(columns: Array<[number, number[]]>): Array<Map<number, number>> {
  let combinations: Array<Map<number, number>> = [new Map()];
  for (const [filterId, valueIds] of columns) {
    combinations = combinations.flatMap((combination) =>
      valueIds.map((valueId) => new Map([...combination, [filterId, valueId]])),
    );
  }
  return combinations;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function clamp(value: number, [min, max]: readonly [number, number]): number {
  return round3(Math.min(max, Math.max(min, value)));
}

/** The refine filters and values a PSI value of `rupteur` is measured for, given its answers. */
function refineColumns(
  rupteur: RupteurDefinition,
  measured: Map<number, number>,
  filters: Map<number, FilterDefinition>,
): Array<[number, number[]]> {
  const allValues = (filterId: number) =>
    (filters.get(filterId)?.values ?? []).map((_, index) => v(filterId, index + 1));
  const columns: Array<[number, number[]]> = Object.entries(rupteur.refine).map(
    ([filterId, values]) => [
      Number(filterId),
      values && values.length > 0 ? values : allValues(Number(filterId)),
    ],
  );
  const floor = measured.get(F.floor);
  if (floor === V.sanitaryVoid || floor === V.overBasement) {
    // Columns 13 and 14: how the low floor itself is insulated.
    const onBeams = measured.get(F.system) === V.beams;
    columns.push([
      F.lowFloorInsulation,
      onBeams
        ? [v(F.lowFloorInsulation, 1), v(F.lowFloorInsulation, 2)]
        : [v(F.lowFloorInsulation, 2), v(F.lowFloorInsulation, 3)],
    ]);
    columns.push([F.lowFloorResistance, [v(F.lowFloorResistance, 2), v(F.lowFloorResistance, 3)]]);
  }
  if (floor === V.intermediate && rupteur.uuid === '1') {
    // Column 16: the width of the break built into the thermo-pre-slab.
    columns.push([F.integratedWidth, allValues(F.integratedWidth)]);
  }
  return columns;
}

export function buildCatalogue(): CatalogueTables {
  const random = seededRandom(SEED);
  const spread = (amount: number) => 1 + (random() * 2 - 1) * amount;

  const filters = new Map<number, FilterDefinition>();
  const values = new Map<number, ValueRecord>();
  for (const filter of [...QUESTIONNAIRE_FILTERS, ...REFINE_FILTERS]) {
    filters.set(filter.id, filter);
    filter.values.forEach((value, index) => {
      const id = v(filter.id, index + 1);
      values.set(id, { id, value, filterId: filter.id });
    });
  }
  const allValuesOf = (filterId: number) =>
    [...values.values()].filter((value) => value.filterId === filterId).map((value) => value.id);

  const rupteurs = new Map<number, RupteurRecord>();
  const psiValues: PsiRecord[] = [];
  const psiByRupteur = new Map<number, PsiRecord[]>();
  let nextId = FIRST_PSI_ID;

  for (const definition of RUPTEURS) {
    const suitable = new Map<number, Set<number>>(
      QUESTIONNAIRE_FILTERS.map((filter) => [
        filter.id,
        new Set(definition.suits[filter.id] ?? allValuesOf(filter.id)),
      ]),
    );
    rupteurs.set(definition.id, { ...definition, suitable });
    const own: PsiRecord[] = [];
    let referenceIndex = 0;

    const measuredCombinations = cartesian(
      MEASURED_COLUMNS.map((filterId) => [filterId, [...(suitable.get(filterId) ?? [])]]),
    );
    for (const measured of measuredCombinations) {
      const junction = measured.get(F.junction)!;
      const insulation = measured.get(F.insulation)!;
      const wall = measured.get(F.wall)!;
      const measuredFactor = [...measured.values()].reduce(
        (product, valueId) => product * (FACTORS[valueId] ?? 1),
        1,
      );
      for (const refine of cartesian(refineColumns(definition, measured, filters))) {
        const refineFactor = [...refine].reduce((product, [filterId, valueId]) => {
          const index = valueId - filterId * 10 - 1;
          return product * (REFINE_FACTORS[filterId]?.[index] ?? 1);
        }, 1);
        const range = RANGE[definition.treatment];
        const about = clamp(
          definition.basePsi * measuredFactor * refineFactor * spread(0.04),
          range,
        );
        const rive = junction === V.balcony ? null : clamp(about * (0.8 + random() * 0.1), range);
        const moyen = rive === null ? about : round3(0.6 * about + 0.4 * rive);
        // The crossing with an inner wall (refend): treated and untreated, for walls insulated
        // from inside or with distributed insulation; external insulation leaves no such bridge.
        const untreatedReference =
          0.62 + ((FACTORS[wall] ?? 1) - 0.76) * 1.4 + (random() - 0.5) * 0.08;
        let rt: number | null = null;
        let rnt: number | null = null;
        if (junction === V.facade && insulation !== V.ite) {
          rt = clamp(about * (1.05 + random() * 0.15), RANGE.full);
          rnt = clamp(untreatedReference, RANGE.untreated);
        } else if (junction === V.innerWall) {
          rnt = clamp(untreatedReference * 0.85, RANGE.untreated);
        }
        const reference = definition.references[referenceIndex % definition.references.length]!;
        referenceIndex += 1;
        const record: PsiRecord = {
          rupteurId: definition.id,
          values: new Map([...measured, ...refine]),
          psi: {
            id: nextId,
            psiMoyen: moyen,
            psiAbout: about,
            psiRive: rive,
            psiRt: rt,
            psiRnt: rnt,
            image: { url: mediaUrl(schemaVisual(measured.get(F.system)!, junction)) },
            urlRefSite: `${MANUFACTURER_SITE}/references/${reference}`,
          },
        };
        nextId += 1;
        own.push(record);
        psiValues.push(record);
      }
    }
    psiByRupteur.set(definition.id, own);
  }

  return {
    filters,
    values,
    rupteurs,
    psiValues,
    psiById: new Map(psiValues.map((record) => [record.psi.id, record])),
    psiByRupteur,
  };
}

/**
 * The catalogue with `factor` times its PSI values (the library at scale): each PSI value of the
 * seed, then `factor - 1` copies of it under new ids (after the seed's last), for the same rupteur
 * and the same characteristics. The seed's values keep their ids; filters and rupteurs are shared.
 */
export function scaleCatalogue(seed: CatalogueTables, factor: number): CatalogueTables {
  let nextId = Math.max(...seed.psiById.keys()) + 1;
  const psiValues: PsiRecord[] = [];
  const psiByRupteur = new Map<number, PsiRecord[]>();
  for (const [rupteurId, records] of seed.psiByRupteur) {
    const own: PsiRecord[] = [];
    for (const record of records) {
      own.push(record);
      for (let copy = 1; copy < factor; copy += 1) {
        own.push({ ...record, psi: { ...record.psi, id: nextId } });
        nextId += 1;
      }
    }
    psiByRupteur.set(rupteurId, own);
  }
  // In the seed's order: rupteur by rupteur.
  for (const rupteurId of seed.rupteurs.keys())
    psiValues.push(...(psiByRupteur.get(rupteurId) ?? []));
  return {
    ...seed,
    psiValues,
    psiById: new Map(psiValues.map((record) => [record.psi.id, record])),
    psiByRupteur,
  };
}

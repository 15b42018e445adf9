/**
 * The carbon footprint of a simulated floor, per m², from the resolved answers of the simulator:
 * quantities of each material (concrete cast on site, precast joists or slabs, blocks, steel,
 * timber, insulation, networks) times an emission factor, plus transport and site works (modules
 * A4-A5) and end of life (C1-C4).
 *
 * - `carbonFootprint`: static life-cycle footprint, fossil carbon only (kg eq CO₂/m²);
 * - `bio`: biogenic carbon stored in the timber (kg eq CO₂/m²);
 * - `acvCarbonFootprint`: dynamic life-cycle footprint with the RE2020 weighting: modules A at
 *   full weight, end of life (year 50) at 0.579, and the biogenic storage credited 1 - 0.579;
 * - `note`: letter grade A to E on the dynamic footprint;
 * - `bars`: the share of each part in the static footprint, for the cards and the PDF.
 */
import type { CarbonBar, CarbonDataValue } from '../../../src/api/carbonTypes';
import type { FieldValue } from '../../../src/api/formDefinitionTypes';
import {
  CEMENT_TYPES,
  CUSTOM_CEMENT,
  CUSTOM_FAVORITE,
  customConcreteFactor,
  favoriteOf,
  FLOOR_LEVELS,
  isSystemType,
  NETWORK_PASSAGES,
  NO_NETWORK,
  SEISMIC_CHAININGS,
  SEISMIC_STEEL,
  SEISMIC_ZONE_LABELS,
  SYSTEM_TYPES,
  thicknessOf,
  type FloorLevel,
  type SystemType,
} from './catalogue';
import { departmentOf } from './departments';
import { joistInfillOptions } from './entrevous';
import { CARBON_UNIT, formatNumber, formatOneDecimal } from './format';
import { parseNumber } from './simulatorFieldRules';

export interface FootprintResult {
  carbonFootprint: number;
  bio: number;
  acvCarbonFootprint: number;
  note: string;
  bars: CarbonBar[];
  data: Record<string, CarbonDataValue>;
}

type Stage = 'production' | 'construction' | 'endOfLife';

interface Part {
  label: string;
  value: number;
  color: string;
  stage: Stage;
}

/** kg eq CO₂ per unit. */
const FACTORS = {
  precastConcrete: 265, // per m³, factory concrete of joists and precast slabs
  steel: 1.05, // per kg of reinforcing steel
  timber: 160, // per m³ of sawn softwood, fossil part
  osb: 290, // per m³ of OSB
  insulationPerCm: 0.38, // per m² and cm of polystyrene under the floor
  thermalBreak: 1.8, // per m² of floor (edge breaks)
  acousticUnderlay: 1.3, // per m²
  plasterCeiling: 6.5, // per m² of suspended plasterboard ceiling
  acousticWool: 4.2, // per m² of mineral wool between joists
  formwork: 3.5, // per m² of timber formwork and props of a cast slab
};

/** kg of CO₂ stored per m³ of timber (450 kg/m³, half carbon, 44/12). */
const BIOGENIC_PER_M3 = 917;
const JOIST_WIDTH_M = 0.075;
const JOIST_SPACING_M = 0.4;
const OSB_THICKNESS_M = 0.022;
/** RE2020 dynamic weighting of an emission 50 years after construction. */
const YEAR_50_WEIGHT = 0.579;

const COLORS = {
  cast: '#7a8794',
  precast: '#4f6d8f',
  blocks: '#a3b4c7',
  steel: '#c0504d',
  timber: '#6b8e23',
  osb: '#b08d57',
  ceiling: '#c9c1ae',
  insulation: '#e8c547',
  networks: '#3f9fb5',
  thermal: '#e07b39',
  acoustic: '#8e6bb0',
  formwork: '#8d6e63',
  construction: '#5b5b5b',
  endOfLife: '#9e9e9e',
};

const round1 = (value: number) => Math.round(value * 10) / 10;

function labelOf(choices: Record<string, string>, value: unknown): string {
  return Object.entries(choices).find(([, choice]) => choice === value)?.[0] ?? String(value);
}

function listOf(value: FieldValue | undefined): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null || value === '' ? [] : [String(value)];
}

/** kg eq CO₂ per m³ of the concrete cast on site, with its description. */
function concreteOf(values: Record<string, FieldValue>): { factor: number; data: CarbonDataValue } {
  const type =
    CEMENT_TYPES.find((cement) => cement.value === values.cementType) ?? CEMENT_TYPES[1]!;
  if (type.value === CUSTOM_CEMENT) {
    const dosage = parseNumber(values.cementDosage) ?? 300;
    const slag = parseNumber(values.slagShare) ?? 0;
    const factor = customConcreteFactor(dosage, slag);
    return {
      factor,
      data: {
        value: type.label,
        details: [
          `Dosage en ciment : ${formatNumber(dosage)} kg/m³`,
          `Part de laitier : ${formatNumber(slag)} %`,
          `Facteur d’émission calculé : ${formatNumber(factor, 0)} kg eq CO₂/m³`,
        ],
      },
    };
  }
  const factor = type.factor ?? 245;
  return {
    factor,
    data: { value: type.label, details: [`Facteur d’émission : ${factor} kg eq CO₂/m³`] },
  };
}

function gradeOf(acv: number): string {
  if (acv <= 30) return 'A';
  if (acv <= 55) return 'B';
  if (acv <= 70) return 'C';
  if (acv <= 90) return 'D';
  return 'E';
}

/**
 * The footprint of a complete simulation (the `values` of a complete `evaluateSimulator`).
 * Throws on values that do not name a system and one of its thicknesses.
 */
export function computeFootprint(values: Record<string, FieldValue>): FootprintResult {
  const system = values.systemType;
  if (!isSystemType(system)) throw new Error('computeFootprint: unknown system.');
  const thickness = thicknessOf(system, values.thickness);
  if (!thickness) throw new Error('computeFootprint: unknown thickness.');
  const span = parseNumber(values.span) ?? thickness.maxSpan;
  const total = Number(thickness.value);
  const floorLevel = values.floorLevel as FloorLevel | undefined;
  const parts: Part[] = [];
  const data: Record<string, CarbonDataValue> = {};
  const add = (label: string, value: number, color: string, stage: Stage = 'production') => {
    if (value > 0) parts.push({ label, value, color, stage });
  };

  const favorite = favoriteOf(system, values.favorites);
  data['Système constructif'] = SYSTEM_TYPES[system];
  data['Configuration de départ'] = favorite?.label ?? CUSTOM_FAVORITE.label;
  data['Position du plancher'] = labelOf(FLOOR_LEVELS, floorLevel);
  data['Portée'] = `${formatNumber(span)} m`;
  data['Épaisseur'] = thickness.label;

  let steel = 0;
  let bio = 0;
  if (system === 'plancher-bois') {
    const joists = (JOIST_WIDTH_M * (thickness.joist ?? 200)) / 1000 / JOIST_SPACING_M;
    add('Solives en bois massif', joists * FACTORS.timber, COLORS.timber);
    add('Panneaux OSB', OSB_THICKNESS_M * FACTORS.osb, COLORS.osb);
    add('Plafond en plaques de plâtre', FACTORS.plasterCeiling, COLORS.ceiling);
    add('Laine minérale entre solives', FACTORS.acousticWool, COLORS.insulation);
    steel = 3;
    bio = (joists + OSB_THICKNESS_M) * BIOGENIC_PER_M3;
  } else {
    const concrete = concreteOf(values);
    if (system === 'poutrelles-entrevous-beton' || system === 'poutrelles-entrevous-pse') {
      const block = thickness.block ?? 12;
      const topping = (thickness.topping ?? 4) / 100;
      const ribs = system === 'poutrelles-entrevous-pse' ? 0.0012 : 0.001;
      add('Poutrelles précontraintes', 11 + 1.2 * span, COLORS.precast);
      const infill = joistInfillOptions(system, thickness.value, floorLevel).find(
        (option) => option.value === values.entrevous,
      );
      if (infill) {
        add('Entrevous', infill.carbonFootprint, COLORS.blocks);
        data['Entrevous'] = {
          value: infill.label,
          details: [infill.description, `Poids : ${formatNumber(infill.weight, 1)} kg/m²`],
        };
      }
      add('Béton coulé en place', (topping + ribs * block) * concrete.factor, COLORS.cast);
      steel = 4;
    } else if (system === 'predalles') {
      const precast = (thickness.precast ?? 5) / 100;
      add('Prédalles', precast * FACTORS.precastConcrete + 0.35 * span, COLORS.precast);
      add('Béton coulé en place', (total / 100 - precast) * concrete.factor, COLORS.cast);
      steel = 6 + 0.25 * span;
    } else {
      add('Béton coulé en place', (total / 100) * concrete.factor, COLORS.cast);
      add('Coffrage et étaiement', FACTORS.formwork, COLORS.formwork);
      steel = 8 + 1.1 * span;
    }
    data['Béton coulé en place'] = concrete.data;
  }
  steel += SEISMIC_STEEL[String(values.seismicChaining)] ?? 0;
  add(
    system === 'plancher-bois' ? 'Connecteurs et quincaillerie' : 'Aciers (treillis, chaînages)',
    steel * FACTORS.steel,
    COLORS.steel,
  );

  const passages = listOf(values.networkPassages).filter((value) => value !== NO_NETWORK);
  const networks = NETWORK_PASSAGES.filter((passage) => passages.includes(passage.value));
  add(
    passages.includes('plancher-chauffant') ? 'Réseaux et plancher chauffant' : 'Réseaux',
    networks.reduce((sum, passage) => sum + passage.footprint, 0),
    COLORS.networks,
  );
  data['Passages de réseaux'] =
    networks.length === 0
      ? 'Aucun'
      : {
          value: networks.length === 1 ? '1 type de réseau' : `${networks.length} types de réseaux`,
          details: networks.map((passage) => passage.label),
        };

  if (values.thermalBreak === 'avec')
    add('Rupteurs thermiques', FACTORS.thermalBreak, COLORS.thermal);
  if (values.thermalBreak)
    data['Rupteurs thermiques'] = values.thermalBreak === 'avec' ? 'Avec rupteurs' : 'Sans rupteur';

  const insulation = parseNumber(values.complementaryInsulation);
  if (insulation !== undefined) {
    add('Isolant en sous-face', insulation * FACTORS.insulationPerCm, COLORS.insulation);
    data['Isolant complémentaire'] = `${formatNumber(insulation)} cm`;
  }
  if (values.acousticUnderlay) {
    if (values.acousticUnderlay === 'oui')
      add('Sous-couche acoustique', FACTORS.acousticUnderlay, COLORS.acoustic);
    data['Sous-couche acoustique'] = values.acousticUnderlay === 'oui' ? 'Oui' : 'Non';
  }
  if (values.selfSupporting)
    data['Mise en œuvre'] = values.selfSupporting === 'oui' ? 'Sans étai' : 'Avec étais';
  if (values.propping)
    data['Mise en œuvre'] = values.propping === '2' ? 'Deux files d’étais' : 'Une file d’étais';

  const department = departmentOf(values.zipCode);
  const zone = String(values.seismicZone ?? department?.seismicZone ?? '');
  if (SEISMIC_ZONE_LABELS[zone])
    data['Zone de sismicité'] = department
      ? `${SEISMIC_ZONE_LABELS[zone]} (${department.name})`
      : SEISMIC_ZONE_LABELS[zone]!;
  if (values.seismicChaining)
    data['Chaînages parasismiques'] = labelOf(SEISMIC_CHAININGS, values.seismicChaining);

  const production = parts.reduce((sum, part) => sum + part.value, 0);
  const construction = system === 'plancher-bois' ? 4 : 7;
  const endOfLife = production * (system === 'plancher-bois' ? 0.12 : 0.09);
  add('Transport et mise en œuvre', construction, COLORS.construction, 'construction');
  add('Fin de vie', endOfLife, COLORS.endOfLife, 'endOfLife');

  const carbonFootprint = production + construction + endOfLife;
  const acv = production + construction + YEAR_50_WEIGHT * endOfLife - (1 - YEAR_50_WEIGHT) * bio;
  const bars: CarbonBar[] = parts.map((part) => ({
    label: `${part.label} : ${formatOneDecimal(part.value)} ${CARBON_UNIT}`,
    pdfPercentage: round1((part.value / carbonFootprint) * 100),
    color: part.color,
    value: round1(part.value),
  }));
  return {
    carbonFootprint: round1(carbonFootprint),
    bio: round1(bio),
    acvCarbonFootprint: round1(acv),
    note: gradeOf(acv),
    bars,
    data,
  };
}

/** The system of a values map, when it names one. */
export function systemOf(values: Record<string, FieldValue>): SystemType | undefined {
  return isSystemType(values.systemType) ? values.systemType : undefined;
}

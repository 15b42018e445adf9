/**
 * The steel a floor solution needs under a configuration (it grows with the bending moment) and
 * its carbon footprint per concrete, with the lines that explain both.
 */
import type { CarbonFootprint, Concrete, TechnicalDataItem } from '../../../src/api/floorTypes';
import { designSpan, type FloorAnswers } from './answers';
import type { CatalogueEntry } from './catalogue';
import { frNumber, metres, round } from './format';
import { REFERENCE_LOADS } from './spans';

export const CONCRETES: ReadonlyArray<Concrete & { factor: number }> = [
  { slug: 'cem-2a', name: 'Béton C25/30 CEM II/A (standard)', factor: 235 },
  { slug: 'cem-3a', name: 'Béton C25/30 CEM III/A (bas carbone)', factor: 175 },
  { slug: 'cem-3b', name: 'Béton C25/30 CEM III/B (très bas carbone)', factor: 125 },
];

export const CARBON_UNIT = 'kg eq CO₂/m²';

/** kg eq CO₂ per m³ of factory concrete (C40/50) of the precast elements. */
const PRECAST_FACTOR = 260;
/** kg eq CO₂ per kg of reinforcing steel (electric-arc furnace) and of prestressing steel. */
const REBAR_FACTOR = 0.85;
const PRESTRESS_FACTOR = 1.9;
/** Transport, site work and end of life: a share of the production stage plus a fixed part. */
const SITE_SHARE = 0.25;
const SITE_FIXED = 18;
/** Bars over the intermediate support of a continuous floor, kg/m². */
const CONTINUITY_BARS = 0.6;

interface SteelMasses {
  rebar: number;
  prestress: number;
  continuityBars: number;
  span: number;
  fromConfiguration: boolean;
}

/**
 * Steel grows with the bending moment: span² × load, against the reference (80 % of the reference
 * span, housing loads), within 0.75 and 1.35 times the catalogue's quantities.
 */
export function steelOf(entry: CatalogueEntry, answers: FloorAnswers | null): SteelMasses {
  const referenceSpan = round(entry.referenceSpan * 0.8, 2);
  const span = (answers && designSpan(answers)) || referenceSpan;
  const loads = answers ? answers.gLoad + answers.qLoad : REFERENCE_LOADS;
  const factor = Math.min(
    1.35,
    Math.max(
      0.75,
      (span / referenceSpan) ** 2 *
        ((entry.selfWeight + loads) / (entry.selfWeight + REFERENCE_LOADS)),
    ),
  );
  return {
    rebar: round(entry.carbon.rebar * factor, 2),
    prestress: round(entry.carbon.prestress * factor, 2),
    continuityBars: answers?.continuity && entry.continuity ? CONTINUITY_BARS : 0,
    span,
    fromConfiguration: Boolean(answers && designSpan(answers)),
  };
}

const carbonText = (value: number) => `${frNumber(value, 1)} ${CARBON_UNIT}`;

export function carbonFootprintsOf(
  entry: CatalogueEntry,
  answers: FloorAnswers | null,
): CarbonFootprint[] {
  const steel = steelOf(entry, answers);
  const precast = (entry.carbon.precastConcrete / 1000) * PRECAST_FACTOR;
  const steelCarbon =
    (steel.rebar + steel.continuityBars) * REBAR_FACTOR + steel.prestress * PRESTRESS_FACTOR;
  return CONCRETES.map(({ factor, ...concrete }) => {
    const cast = (entry.carbon.castConcrete / 1000) * factor;
    const production = cast + precast + steelCarbon + entry.carbon.infill;
    const site = production * SITE_SHARE + SITE_FIXED;
    const details: TechnicalDataItem[] = [
      { label: 'Béton coulé en place', value: carbonText(cast) },
      { label: 'Éléments préfabriqués', value: carbonText(precast) },
      { label: 'Aciers', value: carbonText(steelCarbon) },
    ];
    if (entry.carbon.infill > 0)
      details.push({ label: 'Entrevous et isolants', value: carbonText(entry.carbon.infill) });
    details.push({ label: 'Transport, chantier et fin de vie', value: carbonText(site) });
    return { concrete, total: round(production + site, 1), unit: CARBON_UNIT, details };
  });
}

export function steelMassesOf(entry: CatalogueEntry, answers: FloorAnswers | null): string[] {
  const steel = steelOf(entry, answers);
  const lines = [`Armatures : ${entry.rebarLabel}, ${frNumber(steel.rebar, 2)} kg/m²`];
  if (steel.prestress > 0)
    lines.push(`Aciers de précontrainte : ${frNumber(steel.prestress, 2)} kg/m²`);
  if (steel.continuityBars > 0)
    lines.push(`Chapeaux sur l’appui intermédiaire : ${frNumber(steel.continuityBars, 2)} kg/m²`);
  lines.push(
    steel.fromConfiguration && answers
      ? `Hypothèse : portée de ${metres(steel.span)}, G = ${frNumber(answers.gLoad)} daN/m² et Q = ${frNumber(answers.qLoad)} daN/m²`
      : `Hypothèse : portée de référence de ${metres(steel.span)}, charges d’habitation (G = 150 et Q = 150 daN/m²)`,
    'Aciers issus de la filière électrique (95 % de recyclé) : 0,85 kg eq CO₂/kg, précontrainte 1,9 kg eq CO₂/kg',
    'Le béton choisi s’applique au béton coulé en place ; les éléments préfabriqués sont comptés en béton d’usine C40/50.',
  );
  return lines;
}

/**
 * The floor engine: which catalogue solutions fit a configuration, how far each can span under the
 * configuration's loads, the steel it needs and its carbon footprint per concrete.
 *
 * Spans: a solution's reference span is given for G + Q = 300 daN/m² (housing); under other loads
 * the longest span scales with the square root of the load ratio (bending governs), own weight
 * included. Continuity over an intermediate support lengthens it by 15 % for the systems that take
 * bars over the support (hollow-core slabs are simply supported).
 */
import type {
  CarbonFootprint,
  Concrete,
  EntrevousOption,
  FloorSolution,
  TechnicalDataItem,
} from '../../../src/api/floorTypes';
import type { FieldDefinition } from '../../../src/api/formDefinitionTypes';
import { designSpan, type FloorAnswers } from './answers';
import {
  CATALOGUE,
  FAMILY_LABELS,
  linksOf,
  packshotUrl,
  staticTechnicalData,
  thicknessWithUnit,
  wordPressUrl,
  type CatalogueEntry,
} from './catalogue';
import { frNumber, metres, round } from './format';
import {
  ALL_SYSTEMS,
  ANY_ENTREVOUS,
  ENTREVOUS_MATERIALS,
  findPosition,
  floorFormSteps,
  INSULATED_POSITIONS,
} from './form';

/** Own weight + G + Q of the reference spans, daN/m². */
const REFERENCE_LOADS = 300;
const CONTINUITY_GAIN = 1.15;
/** Surface mass asked for reinforced acoustic comfort, kg/m² (≈ daN/m²). */
export const ACOUSTIC_MASS = 300;

// ---- Eligibility --------------------------------------------------------------------------------

/** The longest span of a solution under the configuration's loads, m. */
export function maxSpanOf(
  entry: CatalogueEntry,
  answers: Pick<FloorAnswers, 'gLoad' | 'qLoad' | 'continuity'>,
): number {
  const ratio =
    (entry.selfWeight + REFERENCE_LOADS) / (entry.selfWeight + answers.gLoad + answers.qLoad);
  const gain = answers.continuity && entry.continuity ? CONTINUITY_GAIN : 1;
  return round(entry.referenceSpan * Math.sqrt(ratio) * gain, 2);
}

function systemsAllow(entry: CatalogueEntry, answers: FloorAnswers): boolean {
  return answers.systems.includes(ALL_SYSTEMS) || answers.systems.includes(entry.family);
}

/**
 * Why a solution does not fit the configuration, span aside (undefined when it fits).
 * `ignoreEntrevous` leaves out the infill choice (to list the infill options).
 */
export function rejectionOf(
  entry: CatalogueEntry,
  answers: FloorAnswers,
  ignoreEntrevous = false,
): string | undefined {
  if (!systemsAllow(entry, answers)) return 'Système non retenu dans vos choix.';
  const position = findPosition(answers.floorPosition);
  if (answers.floorPosition && !entry.positions.includes(answers.floorPosition))
    return `Non prévu pour un ${position ? position.label.charAt(0).toLowerCase() + position.label.slice(1) : 'plancher de cette position'}.`;
  if (answers.usage && !entry.usages.includes(answers.usage))
    return 'Non adapté à cette destination des locaux.';
  if (answers.up && INSULATED_POSITIONS.includes(answers.floorPosition)) {
    if (entry.up === undefined)
      return 'N’atteint pas de coefficient Up sans isolation complémentaire.';
    if (entry.up > Number(answers.up) + 1e-9)
      return `Up de ${frNumber(entry.up, 2)} W/m².K, supérieur au Up visé.`;
  }
  if (answers.fireResistance && entry.fire < Number(answers.fireResistance))
    return `Résistance au feu insuffisante (REI ${entry.fire}).`;
  if (answers.acousticComfort && entry.selfWeight < ACOUSTIC_MASS)
    return `Masse insuffisante pour le confort acoustique renforcé (${entry.selfWeight} kg/m²).`;
  if (
    !ignoreEntrevous &&
    entry.family === 'poutrelles-entrevous' &&
    answers.entrevous !== ANY_ENTREVOUS &&
    entry.entrevous !== answers.entrevous
  )
    return 'Entrevous différent de celui choisi.';
  return undefined;
}

/** Why the span does not suit the solution (undefined when it does). */
export function spanRejectionOf(entry: CatalogueEntry, answers: FloorAnswers): string | undefined {
  const span = designSpan(answers);
  if (span === null) return undefined;
  const max = maxSpanOf(entry, answers);
  if (span > max) return `Portée maximale de ${metres(max)} pour vos charges.`;
  if (span < entry.minSpan) return `Proposé à partir de ${metres(entry.minSpan)} de portée.`;
  return undefined;
}

/** The carbon footprint of the standard concrete, to order equal thicknesses. */
function standardCarbon(entry: CatalogueEntry, answers: FloorAnswers | null): number {
  return carbonFootprintsOf(entry, answers)[0]?.total ?? 0;
}

/** The solutions that fit, thinnest first (then lowest carbon). */
export function matchingEntries(answers: FloorAnswers): CatalogueEntry[] {
  return CATALOGUE.filter(
    (entry) => !rejectionOf(entry, answers) && !spanRejectionOf(entry, answers),
  ).sort(
    (a, b) =>
      a.thickness - b.thickness ||
      standardCarbon(a, answers) - standardCarbon(b, answers) ||
      a.id - b.id,
  );
}

/** When nothing fits: what would (the longest span reachable), in French. */
export function adviceFor(answers: FloorAnswers): string {
  const candidates = CATALOGUE.filter((entry) => !rejectionOf(entry, answers));
  if (candidates.length === 0)
    return 'Aucun système ne répond à l’ensemble de vos critères (position, destination, Up, résistance au feu, entrevous) : élargissez votre choix de systèmes ou contactez le bureau d’études.';
  const span = designSpan(answers) ?? 0;
  const longest = candidates.reduce((best, entry) =>
    maxSpanOf(entry, answers) > maxSpanOf(best, answers) ? entry : best,
  );
  const reach = maxSpanOf(longest, answers);
  if (span > reach)
    return `Avec vos charges, la portée maximale atteignable est de ${metres(reach)} (${longest.libelle}) : ajoutez un appui intermédiaire ou contactez le bureau d’études.`;
  const shortest = Math.min(...candidates.map((entry) => entry.minSpan));
  return `Les systèmes retenus sont proposés à partir de ${metres(shortest)} de portée : élargissez votre choix de systèmes.`;
}

// ---- Steel and carbon ---------------------------------------------------------------------------

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

// ---- Views --------------------------------------------------------------------------------------

function beamType(utilisation: number): string {
  if (utilisation < 0.75) return 'Poutrelle précontrainte simple';
  if (utilisation < 0.92) return 'Poutrelle précontrainte renforcée';
  return 'Poutrelles précontraintes jumelées';
}

/** The technical data, with what the configuration adds (span check, beams, Up). */
export function technicalDataOf(
  entry: CatalogueEntry,
  answers: FloorAnswers | null,
): TechnicalDataItem[] {
  const items = staticTechnicalData(entry);
  const span = answers ? designSpan(answers) : null;
  if (!answers || span === null) return items;
  const max = maxSpanOf(entry, answers);
  const utilisation = span / max;
  items.push(
    {
      label: 'Portée de calcul',
      value: answers.continuity ? `${metres(span)} par travée (plancher continu)` : metres(span),
    },
    {
      label: 'Charges retenues',
      value: `G = ${frNumber(answers.gLoad)} daN/m² · Q = ${frNumber(answers.qLoad)} daN/m²`,
    },
    { label: 'Portée maximale pour vos charges', value: metres(max) },
    { label: 'Taux d’utilisation de la portée', value: `${Math.round(utilisation * 100)} %` },
  );
  if (entry.family === 'poutrelles-entrevous')
    items.push({ label: 'Poutrelle préconisée', value: beamType(utilisation) });
  if (entry.family === 'predalles')
    items.push({
      label: 'Étaiement',
      value: span > 5 ? 'Une file d’étais à mi-portée' : 'Sans étai intermédiaire',
    });
  if (entry.up !== undefined && INSULATED_POSITIONS.includes(answers.floorPosition))
    items.push({ label: 'Coefficient Up obtenu', value: `${frNumber(entry.up, 2)} W/m².K` });
  return items;
}

export function solutionView(entry: CatalogueEntry, answers: FloorAnswers | null): FloorSolution {
  return {
    id: entry.id,
    slug: entry.slug,
    libelle: entry.libelle,
    family: FAMILY_LABELS[entry.family],
    description: { content: entry.description },
    packshot: { url: packshotUrl(entry), libelle: `Vue en coupe – ${entry.libelle}` },
    thickness: entry.thickness,
    thicknessWithUnit: thicknessWithUnit(entry),
    layers: entry.layers.map((layer) => ({ ...layer })),
    links: linksOf(entry),
    wordPressUrl: wordPressUrl(entry),
    technicalData: technicalDataOf(entry, answers),
    carbonFootprints: carbonFootprintsOf(entry, answers),
    steelMasses: steelMassesOf(entry, answers),
  };
}

/** The cross-section is drawn for the insulating tongue of the PSE infill. */
export const displaysScheme = (entry: CatalogueEntry) =>
  entry.layers.some((layer) => layer.short === 'Languette');

// ---- Joist infill -------------------------------------------------------------------------------

/** The infill options for the answers given: each available when one of its systems fits. */
export function entrevousOptions(answers: FloorAnswers): EntrevousOption[] {
  return ENTREVOUS_MATERIALS.map((material) => {
    const entries = CATALOGUE.filter(
      (entry) => entry.family === 'poutrelles-entrevous' && entry.entrevous === material.value,
    );
    const reasons = entries.map(
      (entry) => rejectionOf(entry, answers, true) ?? spanRejectionOf(entry, answers),
    );
    const available = reasons.some((reason) => reason === undefined);
    return {
      value: material.value,
      label: material.label,
      group: material.group,
      description: material.description,
      available,
      ...(available ? {} : { reason: reasons[0] ?? 'Non proposé.' }),
    };
  });
}

/** The `entrevous` field narrowed to the options available for the answers. */
export function entrevousField(answers: FloorAnswers): FieldDefinition {
  const base = floorFormSteps()[1]!.fields.find((field) => field.name === 'entrevous')!;
  const options = entrevousOptions(answers).filter((option) => option.available);
  const groupedChoices: Record<string, Record<string, string>> = {
    'Sans préférence': { Indifférent: ANY_ENTREVOUS },
  };
  for (const option of options) (groupedChoices[option.group] ??= {})[option.label] = option.value;
  const kept = options.some((option) => option.value === answers.entrevous);
  return {
    ...base,
    groupedChoices,
    value: kept ? answers.entrevous : ANY_ENTREVOUS,
    help:
      options.length > 0
        ? `${options.length} type${options.length > 1 ? 's' : ''} d’entrevous ${options.length > 1 ? 'conviennent' : 'convient'} à votre configuration.`
        : 'Aucun entrevous ne convient à cette configuration : choisissez un autre système.',
  };
}

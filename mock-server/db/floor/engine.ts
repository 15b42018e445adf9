/**
 * The floor engine: which catalogue solutions fit a configuration (the reasons of those that do
 * not, the advice when none does), and each solution as the configuration shows it. The spans are
 * in `spans.ts`, the steel and carbon in `steelAndCarbon.ts`, the infill options in
 * `entrevousOptions.ts`.
 */
import type { FloorSolution, TechnicalDataItem } from '../../../src/api/floorTypes';
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
import { frNumber, metres } from './format';
import { ALL_SYSTEMS, ANY_ENTREVOUS, findPosition, INSULATED_POSITIONS } from './form';
import { maxSpanOf } from './spans';
import { carbonFootprintsOf, steelMassesOf } from './steelAndCarbon';

/** Surface mass asked for reinforced acoustic comfort, kg/m² (≈ daN/m²). */
export const ACOUSTIC_MASS = 300;

// ---- Eligibility --------------------------------------------------------------------------------

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

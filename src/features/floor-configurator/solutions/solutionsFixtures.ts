/** Data of the stories and tests, built by the mock backend's own catalogue (no simulation). */
import type { FloorSimulationResult, SolutionDetailDatas } from '@/api/floorTypes';
import { CATALOGUE, solutionDetail, solutionView } from '../../../../mock-server/db/floor';

function entryOf(slug: string) {
  const entry = CATALOGUE.find((one) => one.slug === slug);
  if (!entry) throw new Error(`No catalogue entry ${slug}`);
  return entry;
}

export const SLUG_PSE_ISOLANT = 'plancher-poutrelle-entrevous-pse-isolant-up-0-20';
export const SLUG_DALLE_PLEINE = 'dalle-pleine-beton-arme-20';
export const SLUG_PREDALLE = 'predalle-precontrainte-10-10';
export const SLUG_BETON = 'plancher-poutrelle-entrevous-beton-12-4';

const agency = {
  libelle: 'Bureau d’études Rhône-Alpes (Lyon)',
  emails: ['be.lyon@rupteo.fr'],
  phone: '04 72 00 00 00',
};

/** A result of several solutions, given in an order that is not the thickness order. */
export function severalSolutionsResult(): FloorSimulationResult {
  const solutions = [SLUG_DALLE_PLEINE, SLUG_BETON, SLUG_PSE_ISOLANT, SLUG_PREDALLE].map((slug) =>
    solutionView(entryOf(slug), null),
  );
  return {
    solutions,
    simulation: { id: 0 },
    agency,
    hasOnlyOneSolution: false,
    message: `${solutions.length} solutions correspondent à votre configuration.`,
  };
}

export function oneSolutionResult(): FloorSimulationResult {
  return {
    solutions: [solutionView(entryOf(SLUG_PSE_ISOLANT), null)],
    simulation: { id: 0 },
    agency,
    hasOnlyOneSolution: true,
    message: '1 solution correspond à votre configuration.',
  };
}

export function emptyResult(): FloorSimulationResult {
  return {
    solutions: [],
    simulation: { id: 0 },
    agency,
    hasOnlyOneSolution: false,
    message: 'Aucun résultat trouvé',
    advice:
      'Avec vos charges, la portée maximale atteignable est de 9,09 m (Dalle alvéolée précontrainte 26 + 5) : ajoutez un appui intermédiaire ou contactez le bureau d’études.',
  };
}

/** The detail of a solution, as GET /api/solution/{id}/ answers it without a simulation. */
export function detailOf(slug: string = SLUG_PSE_ISOLANT): SolutionDetailDatas {
  return solutionDetail(entryOf(slug), undefined);
}

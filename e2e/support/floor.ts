/**
 * The floor configurator opened at step 2 of a configuration with several solutions, as the page's
 * `config` address parameter keeps it (src/features/floor-configurator/configParam.ts): the
 * journeys of the solutions, their exports and their print start from it.
 */

/** An intermediate floor in Nantes (several solutions), at step 2. */
export const FLOOR_CONFIGURATION = {
  step: 2,
  values: {
    zipCode: '44000',
    configurationName: 'Immeuble Quai de la Fosse – R+1',
    projectCode: '',
    company: '',
    floorPosition: 'intermediaire',
    floorLevel: 'R+1',
    usage: 'habitation',
    loadCase: 'habitation-cloisons-lourdes',
    gLoad: '250',
    qLoad: '150',
    continuity: 'false',
    floorSpan: '4.80',
    systems: ['poutrelles-entrevous', 'predalles'],
    entrevous: 'indifferent',
    acousticComfort: 'false',
  },
};

/** The configurator's address at step 2 of FLOOR_CONFIGURATION. */
export function floorStep2Path(): string {
  const config = Buffer.from(JSON.stringify(FLOOR_CONFIGURATION), 'utf8').toString('base64url');
  return `/configurer-un-plancher/?config=${config}`;
}

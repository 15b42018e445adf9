/**
 * Complete answers of the floor configurator, for the tests of the mock's handlers and the
 * contracts (src/api/pact/floorPactSetup.ts): a ground floor over a crawl space in Lyon, Up 0,20,
 * 5,20 m, every system, the blocks left to the solutions. Constants and a builder only.
 */
import type { FloorConfigurationValues } from '../../../src/api/floorTypes';

/** The answers as the form holds them (strings: '150', 'false', '5,20'), for the checks. */
export const CRAWL_SPACE_FORM_VALUES: Readonly<FloorConfigurationValues> = {
  zipCode: '69003',
  configurationName: 'Maison Dupont – plancher bas',
  floorPosition: 'vide-sanitaire',
  usage: 'habitation',
  loadCase: 'habitation',
  gLoad: '150',
  qLoad: '150',
  up: '0.20',
  continuity: 'false',
  floorSpan: '5,20',
  systems: ['tous'],
  entrevous: 'indifferent',
};

/**
 * A whole configuration as the simulator receives it (flattened, booleans as booleans), the
 * project of the examples unless `overrides` says otherwise.
 */
export function crawlSpaceSubmission(
  overrides: Partial<FloorConfigurationValues> = {},
): FloorConfigurationValues {
  return {
    zipCode: '69003',
    configurationName: 'Maison Garnier – plancher bas',
    projectCode: 'PRJ-2026-044',
    company: 'Maçonnerie Martin',
    floorPosition: 'vide-sanitaire',
    usage: 'habitation',
    loadCase: 'habitation',
    gLoad: 150,
    qLoad: 150,
    up: '0.20',
    continuity: false,
    floorSpan: 5.2,
    systems: ['tous'],
    entrevous: 'indifferent',
    acousticComfort: false,
    simulationId: null,
    ...overrides,
  };
}

/**
 * What the tests of the floor solution handlers share: a visitor's and user 1's clients, the
 * solution they open, and user 1's floor simulation set up before each test.
 */
import { FLOOR_PACT, floorStates } from '../../states/floorStates';
import { clientWith } from '../testSupport';

export const visitor = clientWith();
export const claire = clientWith(FLOOR_PACT.token);
export const SLUG = 'plancher-poutrelle-entrevous-pse-isolant-up-0-20';

beforeEach(() => floorStates['user 1 has a floor simulation']!());

/**
 * What the contracts of a floor solution share (floor.solution and floor.solutionCarbon): a call of
 * user 1 for their simulation 7001, and the same call for another user's simulation 901.
 */
import type { PactV4 } from '@pact-foundation/pact';
import { FLOOR_STATE, SIMULATION_NOT_FOUND, USER_SIMULATION } from './floorPactSetup';
import {
  ANOTHER_USERS_FLOOR_AND_CARBON,
  anyText,
  expectInteraction,
  expectNotFound,
  TOKEN,
  type InteractionCase,
} from './pactHarness';

/** A case of a call for a simulation: the query besides `simulation`, which the helper adds first. */
type SimulationCase<R> = Omit<InteractionCase<R>, 'state' | 'token' | 'status'> &
  Partial<Pick<InteractionCase<R>, 'status'>>;

/** User 1's call for their simulation 7001 (state 'user 1 has a floor simulation'), answered 200. */
export function expectForUserSimulation<R>(pact: PactV4, c: SimulationCase<R>): Promise<void> {
  return expectInteraction(pact, {
    status: 200,
    ...c,
    state: FLOOR_STATE.userSimulation,
    token: TOKEN.valid,
    query: { simulation: String(USER_SIMULATION), ...c.query },
  });
}

/** User 1's call for another user's simulation 901: 404 'Simulation introuvable.'. */
export function expectAnotherUsersSimulation<R extends { status: number }>(
  pact: PactV4,
  c: Omit<SimulationCase<R>, 'check' | 'responseBody'> & Partial<Pick<SimulationCase<R>, 'check'>>,
): Promise<void> {
  return expectNotFound(pact, {
    ...c,
    state: ANOTHER_USERS_FLOOR_AND_CARBON,
    token: TOKEN.valid,
    query: { simulation: '901', ...c.query },
    responseBody: anyText(SIMULATION_NOT_FOUND),
  });
}

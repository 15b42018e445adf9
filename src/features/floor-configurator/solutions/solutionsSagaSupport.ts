/**
 * What every saga of the floor results shares: the messages they show, the pending actions they
 * name to the login dialog, and how they read the state (the simulation the result belongs to,
 * the solution open in the detail).
 */
import type { Saga } from '@/lib/sagas/types';
import { select } from 'redux-saga/effects';
import type { SolutionDetailDatas } from '@/api/floorTypes';
import type { LoginContext } from '@/features/session';
import { selectFloorSolutions, type FloorSolutionsState } from './solutionsSlice';

export const DETAIL_LOAD_FAILURE = "Cette solution n'a pas pu être chargée.";
export const GENERIC_ERROR = 'Une erreur est survenue. Merci de bien vouloir réessayer.';
/** Download errors are only logged in the original (spec 002 §8); a short toast is shown too. */
export const DOWNLOAD_ERROR = "Le téléchargement n'a pas abouti. Merci de bien vouloir réessayer.";
export const CARBON_LINK_ERROR = "Le simulateur d'empreinte carbone n'a pas pu être ouvert.";

/** The pending actions named to the login dialog. */
export const PENDING_SAVE = 'floorSolutions/save';
export const PENDING_RECAP = 'floorSolutions/recap';
export const PENDING_CARBON_RECAP = 'floorSolutions/carbonRecap';
export const PENDING_SHARE = 'floorSolutions/share';

export function* solutionsState(): Saga<FloorSolutionsState> {
  const state: FloorSolutionsState = yield select(selectFloorSolutions);
  return state;
}

/** The simulation the result belongs to; none for a saved solution opened alone (id 0). */
export function simulationOf(state: FloorSolutionsState): number | null {
  return state.result?.simulation.id || null;
}

export function loginContextOf(state: FloorSolutionsState): LoginContext | undefined {
  const simulation = simulationOf(state);
  return simulation ? { floorSimulationId: simulation } : undefined;
}

export function openDetailOf(state: FloorSolutionsState): SolutionDetailDatas | null {
  return state.detail.status === 'loaded' ? state.detail.datas : null;
}

/**
 * Test helpers of the floor results: a store of the floor site, results and details of the mock
 * backend, requests with their query, downloads, toasts. The seed users: src/testing/mockSession.ts.
 */
import { waitFor } from '@testing-library/react';
import { getFloorSimulationResult } from '@/api/floor';
import type { FloorSimulationResult } from '@/api/floorTypes';
import { claireSession, claireUser, visitorSession } from '@/testing/mockSession';
import { createTestStore } from '@/testing/renderWithProviders';
import { toaster } from '@/ui/toast/toaster';
import { clientWith } from '../../../../mock-server/handlers/testSupport';
import { server } from '../../../../mock-server/node';
import { floorStates } from '../../../../mock-server/states/floorStates';
import { solutionsActions } from './solutionsSlice';

export { claireSession, claireUser, visitorSession };

export function floorStore(
  preloadedState:
    ReturnType<typeof visitorSession> | ReturnType<typeof claireSession> = visitorSession(),
) {
  return createTestStore({ site: 'floor', preloadedState });
}

/** Sets up a provider state of the mock and reads that simulation's result as a visitor. */
export async function stateResult(
  state: 'a visitor has a floor simulation' | 'a visitor has a floor simulation without solution',
  id: number,
): Promise<FloorSimulationResult> {
  await floorStates[state]!();
  const { body } = await getFloorSimulationResult(clientWith(), id);
  if (!body.datas) throw new Error(`No result for simulation ${id}`);
  return body.datas;
}

type Store = ReturnType<typeof floorStore>['store'];

/** Puts the result in and opens a solution's detail; resolves once it is loaded. */
export async function openDetail(store: Store, result: FloorSimulationResult, slug?: string) {
  store.dispatch(solutionsActions.resultReceived({ result, fromHistory: false }));
  const chosen = slug ?? result.solutions[0]!.slug;
  store.dispatch(solutionsActions.detailOpened(chosen));
  await waitFor(() => expect(store.getState().floorSolutions.detail.status).toBe('loaded'));
  // The first concrete's carbon estimate is requested once the detail is in: let it answer.
  await waitFor(() => expect(store.getState().floorSolutions.carbon.status).not.toBe('loading'));
  return store.getState().floorSolutions.detail.datas!;
}

export interface SeenRequest {
  method: string;
  path: string;
  search: string;
}

/** Records the requests whose path starts with `prefix`. */
export function recordRequests(prefix: string): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(prefix))
      seen.push({ method: request.method, path: url.pathname, search: url.search });
  });
  return seen;
}

export function stopRecording() {
  server.events.removeAllListeners();
}

/** The names of the files the page saved through <a download>. */
export function recordDownloads(): string[] {
  const names: string[] = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

export const visibleToasts = () =>
  toaster.getVisibleToasts().map((toast) => ({ type: toast.type, description: toast.description }));

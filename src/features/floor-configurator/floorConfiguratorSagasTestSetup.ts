/**
 * What the tests of the floor configurator's sagas share: the fake clock, the store's slices, the
 * opening of the form, the answers of a crawl-space floor and of an impossible one, the bodies sent.
 */
import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { server } from '../../../mock-server/node';
import { type FloorValues } from './floorRules';
import { pageOpened, submitted } from './floorConfiguratorSlice';
import { useFakeClock } from '@/testing/fakeClock';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// Waits run on a fake clock: no real time passes.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

export type Store = ReturnType<typeof createTestStore>['store'];
export const c = (store: Store) => store.getState().floorConfigurator;
export const s = (store: Store) => store.getState().floorSolutions;

export async function openForm(store: Store, payload: Parameters<typeof pageOpened>[0] = {}) {
  store.dispatch(pageOpened(payload));
  // The 250 ms form load delay and the mock's answer, on a machine that may be busy.
  await waitFor(() => expect(['ready', 'error', 'results']).toContain(c(store).status), {
    timeout: 5000,
  });
}

export const STEP1: FloorValues = {
  zipCode: '69003',
  configurationName: 'Maison Garnier – plancher bas',
};

/** A crawl-space floor for a house, 5,20 m: several solutions. */
export function crawlSpace(values: FloorValues): FloorValues {
  return {
    ...values,
    ...STEP1,
    floorPosition: 'vide-sanitaire',
    usage: 'habitation',
    loadCase: 'habitation',
    gLoad: '150',
    qLoad: '150',
    up: '0.20',
    continuity: 'false',
    floorSpan: '5.2',
  };
}

/** A shop floor of 11,80 m that no solution spans. */
export function impossible(values: FloorValues): FloorValues {
  return {
    ...values,
    ...STEP1,
    floorPosition: 'intermediaire',
    floorLevel: 'RDC',
    usage: 'commerce',
    loadCase: 'commerce',
    gLoad: '200',
    qLoad: '500',
    fireResistance: '60',
    continuity: 'false',
    floorSpan: '11.8',
  };
}

/** The bodies of the requests to an operation, while `run` goes on. */
export function recordBodies(method: string, path: string) {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  };
  server.events.on('request:start', listener);
  return { bodies, stop: () => server.events.removeListener('request:start', listener) };
}

export async function submitAndWait(store: Store, values: FloorValues) {
  store.dispatch(submitted(values));
  await waitFor(() => expect(c(store).status).not.toBe('submitting'));
}

/**
 * What the carbon simulator's saga tests share: the hooks of each test (fake clock, the form's
 * requests seen), Claire's session, a store, the form that owns the answers as the screen keeps
 * it, and the steps to step 2 and to an answer.
 */
import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { setFaults } from '../../../mock-server/faults';
import { issueToken } from '../../../mock-server/db/mockDb';
import { server } from '../../../mock-server/node';
import { initialSessionState } from '@/features/session/sessionSlice';
import { createSimulationForm, type SimulationForm } from './simulationForm';
import { pageOpened } from './simulatorSlice';
import { useFakeClock } from '@/testing/fakeClock';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);

/** The simulator's form requests (GET /api/simulator/) of the running test. */
export const seen: URL[] = [];

/**
 * Before each test: a fake clock (no real time passes) and the form's requests recorded in `seen`;
 * after it, the real clock, no listener and no fault.
 */
export function simulatorTestHooks() {
  beforeEach(() => useFakeClock());
  afterEach(() => jest.useRealTimers());
  beforeEach(() => {
    seen.length = 0;
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      // The form's requests (GET /api/simulator/), not the joist-infill options beside them.
      if (url.pathname === '/api/simulator/') seen.push(url);
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
    setFaults([]);
  });
}

/** Claire Martin, user 1 of the seed: clusters 301 (simulation 3011) and 302. */
export function claireSession() {
  return {
    session: {
      ...initialSessionState,
      status: 'authenticated' as const,
      user: {
        id: 1,
        token: issueToken({ kind: 'user', userId: 1 }),
        email: 'claire.martin@maconnerie-martin.fr',
        firstname: 'Claire',
        lastname: 'Martin',
        company: 'Maçonnerie Martin',
        updatedPassword: true,
      },
    },
  };
}

export function storeOf(logged = false) {
  return createTestStore({ site: 'carbon', preloadedState: logged ? claireSession() : undefined });
}
export type Store = ReturnType<typeof storeOf>['store'];
export const sim = (store: Store) => store.getState().carbonSimulator;

const forms = new WeakMap<Store, SimulationForm>();

/**
 * The form of a loaded simulator (created at the first call, once the store's status is 'ready'),
 * following the store as the screen's does: it owns step 1 and the step-2 answers.
 */
export function formOf(store: Store): SimulationForm {
  const kept = forms.get(store);
  if (kept) return kept;
  const form = createSimulationForm(sim(store), store.dispatch);
  store.subscribe(() => form.follow(sim(store)));
  forms.set(store, form);
  return form;
}
/** The step-2 answers the form holds, in their order. */
export const answersOf = (store: Store) => formOf(store).get().answers;
/** Step 1 as the form last submitted it. */
export const step1Of = (store: Store) => formOf(store).get().step1;

export async function toStep2(store: Store) {
  store.dispatch(pageOpened({}));
  await waitFor(() => expect(sim(store).status).toBe('ready'));
  formOf(store).continueWith({ zipCode: '69003', projectName: 'Maison Dupont' });
  await waitFor(() => expect(sim(store).step).toBe(2));
}
export async function answer(store: Store, field: string, value: string | string[]) {
  formOf(store).answer(field, value);
  await waitFor(() => expect(sim(store).updating).toBe(false));
}

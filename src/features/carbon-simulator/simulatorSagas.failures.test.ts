/** The carbon simulator's sagas: failures of the simulator's calls, and leaving. */
import { waitFor } from '@testing-library/react';
import { confirmAccepted } from '@/ui/confirm/confirmSlice';
import { setFaults } from '../../../mock-server/faults';
import { exitClicked, pageOpened, retryClicked } from './simulatorSlice';
import {
  CONTINUE_FAILURE,
  EXIT_CONFIRM,
  LOAD_FAILURE,
  NEW_CLUSTER,
  UPDATE_FAILURE,
} from './simulatorSagas';
import {
  simulatorTestHooks,
  storeOf,
  sim,
  toStep2,
  answer,
  formOf,
  answersOf,
} from './simulatorSagasTestSetup';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);

simulatorTestHooks();

describe('simulator call failures (spec 002 §8, docs/deviations.md): a French message and Réessayer', () => {
  it('step 1 to step 2: the continue failure keeps step 1, and Réessayer goes on', async () => {
    const { store } = storeOf();
    store.dispatch(pageOpened({}));
    await waitFor(() => expect(sim(store).status).toBe('ready'));
    setFaults([{ operation: 'GET /api/simulator/', kind: 'network-error', times: 1 }]);
    formOf(store).continueWith({ zipCode: '69003', projectName: 'Maison Dupont' });
    await waitFor(() => expect(sim(store).failure).toBe('continue'));
    expect(sim(store).error).toBe(CONTINUE_FAILURE);
    expect(sim(store).step).toBe(1);
    expect(sim(store).continuing).toBe(false);
    formOf(store).retryContinue();
    await waitFor(() => expect(sim(store).step).toBe(2));
    expect(sim(store).error).toBeNull();
  });
  it('an answer update failure keeps the answers, and Réessayer sends them again', async () => {
    const { store } = storeOf();
    await toStep2(store);
    setFaults([{ operation: 'GET /api/simulator/', kind: 'network-error', times: 1 }]);
    formOf(store).answer('systemType', 'predalles');
    await waitFor(() => expect(sim(store).failure).toBe('update'));
    expect(sim(store).error).toBe(UPDATE_FAILURE);
    expect(sim(store).updating).toBe(false);
    expect(answersOf(store)).toEqual([{ field: 'systemType', value: 'predalles' }]);
    formOf(store).retryUpdate();
    await waitFor(() => expect(sim(store).updating).toBe(false));
    expect(sim(store).error).toBeNull();
    expect(sim(store).steps[1]!.fields.map((field) => field.name)).toContain('favorites');
  });
  it('a failed submission stays on step 2 with the estimate message', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    setFaults([{ operation: 'POST /api/clusters/simulations/', kind: 'server-error', times: 1 }]);
    formOf(store).submit();
    await waitFor(() => expect(sim(store).submitting).toBe(false));
    expect(sim(store).step).toBe(2);
    // The server's message (a network failure is queued: see the next test).
    expect(sim(store).error).toBe('Erreur interne du serveur (simulée).');
    expect(sim(store).submitErrors).toEqual({});
  });
  it("a submission without network waits 'en attente' with its answers, then is sent and its cluster shown", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = storeOf(true);
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    setFaults([{ operation: 'POST /api/clusters/simulations/', kind: 'network-error', times: 1 }]);
    formOf(store).submit();
    await waitFor(() => expect(store.getState().offline.queue).toHaveLength(1));
    expect(store.getState().offline.queue[0]).toMatchObject({
      kind: 'carbonSimulation',
      itemKey: NEW_CLUSTER,
      label: 'Maison Dupont',
      owner: 'user:1',
    });
    // Nothing typed is lost: step 2 and its answers stay, without an error.
    expect(sim(store)).toMatchObject({ step: 2, submitting: false, error: null });
    expect(answersOf(store).map(({ field }) => field)).toEqual(['systemType', 'favorites']);

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sim(store).step).toBe(3));
    expect(store.getState().offline.queue).toEqual([]);
    await waitFor(() => expect(store.getState().carbonCluster.status).toBe('loaded'));
    consoleError.mockRestore();
  });
});

describe('failures and exit', () => {
  it('a simulator call failure shows a French error, and Réessayer loads again', async () => {
    setFaults([{ operation: 'GET /api/simulator/', kind: 'network-error', times: 1 }]);
    const { store } = storeOf();
    store.dispatch(pageOpened({}));
    await waitFor(() => expect(sim(store).status).toBe('error'));
    expect(sim(store).error).toBe(LOAD_FAILURE);
    store.dispatch(retryClicked());
    await waitFor(() => expect(sim(store).status).toBe('ready'));
  });
  it("the close button asks 'Êtes-vous sûr de vouloir quitter ?'; leaving goes to /", async () => {
    const { store, navigate } = storeOf();
    store.dispatch(exitClicked());
    expect(store.getState().confirm.title).toBe('Êtes-vous sûr de vouloir quitter ?');
    expect(EXIT_CONFIRM.title).toBe('Êtes-vous sûr de vouloir quitter ?');
    store.dispatch(confirmAccepted());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });
});

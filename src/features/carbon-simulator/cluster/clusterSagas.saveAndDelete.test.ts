/** The cluster sagas: saving a cluster, online and without network, and deleting a simulation. */
import { waitFor } from '@testing-library/react';
import { DELETE_CONFIRM_MESSAGE } from '@/features/session';
import { loginSucceeded } from '@/features/session/sessionSlice';
import {
  claireSession,
  claireUser,
  recordRequests,
  visibleToasts,
  visitorSession,
} from '@/testing/mockSession';
import { confirmAccepted, confirmDismissed } from '@/ui/confirm/confirmSlice';
import { setFaults } from '../../../../mock-server/faults';
import {
  ANONYMOUS_CLUSTER_ID,
  ANONYMOUS_SIMULATION_ID,
  CARBON_STATE,
  carbonStates,
} from '../../../../mock-server/states/carbonStates';
import {
  CLUSTER_REMOVED,
  PDF_AFTER_SAVE_MS,
  PENDING_SAVE,
  REDIRECT_AFTER_CLUSTER_REMOVAL_MS,
  SAVE_FAILURE,
  SAVE_SUCCESS,
} from './clusterSagas';
import { clusterActions } from './clusterSlice';
import { elapse } from '@/testing/fakeClock';
import { saved, clusterTestHooks, setup, openCluster } from './clusterSagasTestSetup';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);

clusterTestHooks();

describe("'Sauvegarder ma simulation' (spec 002 §2.6, §6, §8, §9)", () => {
  it("logs the visitor in, saves the cluster ('Votre solution a bien été sauvegardée.'), then the PDF 500 ms later", async () => {
    expect(SAVE_SUCCESS).toBe('Votre solution a bien été sauvegardée.');
    expect(PDF_AFTER_SAVE_MS).toBe(500);
    carbonStates[CARBON_STATE.anonymousCluster]!();
    const { store } = setup(visitorSession());
    const datas = await openCluster(store, ANONYMOUS_CLUSTER_ID);
    expect(datas.saved).toBe(false);
    const seen = recordRequests('/api/clusters/');
    store.dispatch(clusterActions.saveClicked());
    expect(store.getState().session.loginDialog).toMatchObject({
      open: true,
      pendingAction: PENDING_SAVE,
      context: { carbonClusterId: ANONYMOUS_CLUSTER_ID },
    });
    store.dispatch(loginSucceeded({ user: claireUser(), remember: false }));
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({ type: 'success', description: SAVE_SUCCESS }),
    );
    const savedAt = Date.now();
    expect(seen.map((request) => request.path)).toEqual([
      `/api/clusters/save/${ANONYMOUS_CLUSTER_ID}/`,
    ]);
    expect(store.getState().carbonCluster.datas?.saved).toBe(true);
    expect(saved).not.toHaveBeenCalled();
    await elapse(300);
    expect(saved).not.toHaveBeenCalled();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(450);
    expect(saved.mock.calls[0]![1]).toMatch(/^recapitulatif-carbone-maison-bernard-950\.pdf$/);
  });

  it("shows 'Une erreur est survenue. Merci de bien vouloir réessayer.' when the save fails, and no PDF", async () => {
    expect(SAVE_FAILURE).toBe('Une erreur est survenue. Merci de bien vouloir réessayer.');
    carbonStates[CARBON_STATE.anonymousCluster]!();
    const { store } = setup(claireSession());
    await openCluster(store, ANONYMOUS_CLUSTER_ID);
    setFaults([{ operation: 'PUT /api/clusters/save/{id}/', kind: 'server-error', times: 1 }]);
    store.dispatch(clusterActions.saveClicked());
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({ type: 'error', description: SAVE_FAILURE }),
    );
    await elapse(700);
    expect(saved).not.toHaveBeenCalled();
    expect(store.getState().carbonCluster.datas?.saved).toBe(false);
    expect(store.getState().carbonCluster.saving).toBe(false);
  });
});

describe('saving a cluster without network (docs/offline.md)', () => {
  it("keeps the save 'en attente', then sends it when the network returns, with the same toast", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    carbonStates[CARBON_STATE.anonymousCluster]!();
    const { store } = setup(claireSession());
    await openCluster(store, ANONYMOUS_CLUSTER_ID);
    setFaults([{ operation: 'PUT /api/clusters/save/{id}/', kind: 'network-error', times: 1 }]);
    store.dispatch(clusterActions.saveClicked());
    await waitFor(() => expect(store.getState().offline.queue).toHaveLength(1));
    expect(store.getState().offline.queue[0]).toMatchObject({
      kind: 'cluster',
      itemKey: String(ANONYMOUS_CLUSTER_ID),
      owner: 'user:1',
    });
    expect(store.getState().carbonCluster.datas?.saved).toBe(false);
    expect(visibleToasts()).not.toContainEqual({ type: 'error', description: SAVE_FAILURE });

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(store.getState().offline.queue).toEqual([]));
    await waitFor(() => expect(store.getState().carbonCluster.datas?.saved).toBe(true));
    expect(visibleToasts()).toContainEqual({ type: 'success', description: SAVE_SUCCESS });
    consoleError.mockRestore();
  });
});

describe('deleting a simulation (spec 002 §4.3, §8, §9)', () => {
  it('asks for confirmation; cancelling keeps the simulation', async () => {
    const { store } = setup(claireSession());
    await openCluster(store, 302);
    const seen = recordRequests('/api/clusters/');
    store.dispatch(clusterActions.deleteClicked({ simulationId: 3021 }));
    expect(store.getState().confirm).toMatchObject({ open: true, message: DELETE_CONFIRM_MESSAGE });
    store.dispatch(confirmDismissed());
    await elapse(100);
    expect(seen).toEqual([]);
  });

  it('reloads the cluster when it still has simulations', async () => {
    const { store, navigate } = setup(claireSession());
    await openCluster(store, 302);
    const seen = recordRequests('/api/clusters/');
    store.dispatch(clusterActions.deleteClicked({ simulationId: 3021 }));
    store.dispatch(confirmAccepted());
    await waitFor(() =>
      expect(store.getState().carbonCluster.datas?.simulations.map((s) => s.id)).toEqual([3022]),
    );
    expect(seen.map((request) => request.path)).toEqual([
      '/api/clusters/simulations/3021/',
      '/api/clusters/302/',
    ]);
    expect(store.getState().confirm.open).toBe(false);
    expect(visibleToasts().map((toast) => toast.description)).not.toContain(CLUSTER_REMOVED);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows 'Le cluster a été supprimé.' and goes back to / 500 ms after the cluster was removed", async () => {
    expect(REDIRECT_AFTER_CLUSTER_REMOVAL_MS).toBe(500);
    const { store, navigate } = setup(claireSession());
    await openCluster(store, 301);
    store.dispatch(clusterActions.deleteClicked({ simulationId: 3011 }));
    store.dispatch(confirmAccepted());
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({ type: 'success', description: CLUSTER_REMOVED }),
    );
    const removedAt = Date.now();
    expect(CLUSTER_REMOVED).toBe('Le cluster a été supprimé.');
    await elapse(300);
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(Date.now() - removedAt).toBeGreaterThanOrEqual(450);
    expect(store.getState().carbonCluster.datas).toBeNull();
  });

  it("shows the server's message when the delete fails, keeping the cards", async () => {
    const { store } = setup(claireSession());
    await openCluster(store, 302);
    setFaults([
      { operation: 'DELETE /api/clusters/simulations/{id}/', kind: 'server-error', times: 1 },
    ]);
    store.dispatch(clusterActions.deleteClicked({ simulationId: 3021 }));
    store.dispatch(confirmAccepted());
    await waitFor(() => expect(visibleToasts().some((toast) => toast.type === 'error')).toBe(true));
    expect(store.getState().carbonCluster.datas?.simulations).toHaveLength(2);
    expect(store.getState().carbonCluster.deletingId).toBeNull();
  });

  it('a visitor deletes from their unsaved cluster without logging in; the last one removes it', async () => {
    carbonStates[CARBON_STATE.anonymousCluster]!();
    const { store, navigate } = setup(visitorSession());
    await openCluster(store, ANONYMOUS_CLUSTER_ID);
    const seen = recordRequests('/api/clusters/');
    store.dispatch(clusterActions.deleteClicked({ simulationId: ANONYMOUS_SIMULATION_ID }));
    store.dispatch(confirmAccepted());
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({ type: 'success', description: CLUSTER_REMOVED }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(store.getState().session.loginDialog.open).toBe(false);
    expect(seen.map((request) => request.path)).toEqual([
      `/api/clusters/simulations/${ANONYMOUS_SIMULATION_ID}/`,
    ]);
  });
});

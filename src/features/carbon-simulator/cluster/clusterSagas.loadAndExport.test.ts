/** The cluster sagas: loading a cluster's results and exporting its PDF. */
import { waitFor } from '@testing-library/react';
import { loginDialogClosed, loginSucceeded } from '@/features/session/sessionSlice';
import {
  claireSession,
  claireUser,
  recordRequests,
  visibleToasts,
  visitorSession,
} from '@/testing/mockSession';
import { setFaults } from '../../../../mock-server/faults';
import {
  ANONYMOUS_CLUSTER_ID,
  CARBON_STATE,
  carbonStates,
} from '../../../../mock-server/states/carbonStates';
import { HISTORY_LOAD_DELAY_MS, PENDING_PDF } from './clusterSagas';
import { clusterActions } from './clusterSlice';
import { elapse } from '@/testing/fakeClock';
import { saved, clusterTestHooks, setup, openCluster } from './clusterSagasTestSetup';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);

clusterTestHooks();

describe('cluster results: loading (spec 002 §2.5, §7, §9)', () => {
  it('loads GET /api/clusters/{id}/ and keeps datas.simulations and datas.agency', async () => {
    const { store } = setup(claireSession());
    const datas = await openCluster(store, 302);
    expect(datas.cluster).toBe(302);
    expect(datas.simulations.map((simulation) => simulation.id)).toEqual([3021, 3022]);
    expect(datas.agency.libelle).toBeTruthy();
    expect(datas.saved).toBe(true);
  });

  it('waits the history load delay of 100 ms when opened from the history', async () => {
    expect(HISTORY_LOAD_DELAY_MS).toBe(100);
    const { store } = setup(claireSession());
    const seen = recordRequests('/api/clusters/');
    store.dispatch(clusterActions.clusterRequested({ id: 301, fromHistory: true }));
    await elapse(HISTORY_LOAD_DELAY_MS - 1);
    expect(seen).toEqual([]);
    await waitFor(() => expect(store.getState().carbonCluster.status).toBe('loaded'));
    expect(store.getState().carbonCluster.fromHistory).toBe(true);
  });

  it('loads at once after a submission (no history delay)', async () => {
    const { store } = setup(claireSession());
    const seen = recordRequests('/api/clusters/');
    const requestedAt = Date.now();
    store.dispatch(clusterActions.clusterRequested({ id: 301, fromHistory: false }));
    await waitFor(() => expect(seen.length).toBe(1));
    expect(Date.now() - requestedAt).toBeLessThan(HISTORY_LOAD_DELAY_MS);
  });

  it("shows the server's message when the cluster cannot be read (another user's)", async () => {
    const { store } = setup(claireSession());
    store.dispatch(clusterActions.clusterRequested({ id: 903, fromHistory: true }));
    await waitFor(() => expect(store.getState().carbonCluster.status).toBe('error'));
    expect(store.getState().carbonCluster.error).toBe('Cluster introuvable.');
  });

  it('cleared() forgets the cluster', async () => {
    const { store } = setup(claireSession());
    await openCluster(store, 301);
    store.dispatch(clusterActions.cleared());
    expect(store.getState().carbonCluster.datas).toBeNull();
    expect(store.getState().carbonCluster.id).toBeNull();
  });
});

describe('cluster PDF export (spec 002 §6, §7: login required, file name and type of the response)', () => {
  it('downloads the recap under the Content-Disposition file name, as application/pdf', async () => {
    const { store } = setup(claireSession());
    await openCluster(store, 301);
    store.dispatch(clusterActions.pdfClicked());
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [file, name] = saved.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^recapitulatif-carbone-.+-301\.pdf$/);
    expect(file.type).toBe('application/pdf');
  });

  it('asks a visitor to log in first, then continues 150 ms after the login', async () => {
    carbonStates[CARBON_STATE.anonymousCluster]!();
    const { store } = setup(visitorSession());
    await openCluster(store, ANONYMOUS_CLUSTER_ID);
    store.dispatch(clusterActions.pdfClicked());
    expect(store.getState().session.loginDialog).toMatchObject({
      open: true,
      pendingAction: PENDING_PDF,
      context: { carbonClusterId: ANONYMOUS_CLUSTER_ID },
    });
    // The cluster has no owner: any logged-in user may export it.
    const loggedInAt = Date.now();
    store.dispatch(loginSucceeded({ user: claireUser(), remember: false }));
    await elapse(100);
    expect(saved).not.toHaveBeenCalled();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(Date.now() - loggedInAt).toBeGreaterThanOrEqual(150);
  });

  it('does nothing when the visitor closes the login dialog', async () => {
    carbonStates[CARBON_STATE.anonymousCluster]!();
    const { store } = setup(visitorSession());
    await openCluster(store, ANONYMOUS_CLUSTER_ID);
    const seen = recordRequests('/api/clusters/');
    store.dispatch(clusterActions.pdfClicked());
    store.dispatch(loginDialogClosed());
    await elapse(300);
    expect(seen).toEqual([]);
    expect(saved).not.toHaveBeenCalled();
  });

  it('tells the user when the PDF could not be downloaded', async () => {
    const { store } = setup(claireSession());
    await openCluster(store, 301);
    setFaults([
      { operation: 'GET /api/clusters/{id}/download-recap/', kind: 'server-error', times: 1 },
    ]);
    store.dispatch(clusterActions.pdfClicked());
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({
        type: 'error',
        description: "Le PDF n'a pas pu être téléchargé.",
      }),
    );
    expect(saved).not.toHaveBeenCalled();
    expect(store.getState().carbonCluster.downloading).toBe(false);
  });
});

import { waitFor } from '@testing-library/react';
import { loginSucceeded } from '@/features/session/sessionSlice';
import { setFaults } from '../../../../mock-server/faults';
import {
  DOWNLOAD_ERROR,
  PENDING_CARBON_RECAP,
  PENDING_RECAP,
  PENDING_SAVE,
} from './solutionsSagaSupport';
import { solutionsActions } from './solutionsSlice';
import {
  claireUser,
  floorStore,
  openDetail,
  recordDownloads,
  recordRequests,
  stateResult,
  visibleToasts,
} from './solutionsTestSupport';
import { elapse } from '@/testing/fakeClock';
import { VISITOR_SIMULATION } from './solutionsSagasTestSetup';

describe('keep for later: login with continuation (spec 002 §6, §4.4, §9)', () => {
  it('save: a visitor logs in, then the save continues by itself with the server message', async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    await openDetail(store, result);
    store.dispatch(solutionsActions.saveClicked());
    expect(store.getState().session.loginDialog).toMatchObject({
      open: true,
      pendingAction: PENDING_SAVE,
      context: { floorSimulationId: VISITOR_SIMULATION },
    });
    const seen = recordRequests('/api/solution/');
    store.dispatch(loginSucceeded({ user: claireUser(), remember: false }));
    // 150 ms before continuing.
    await elapse(60);
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0);
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({
        type: 'success',
        description: 'Votre solution a bien été sauvegardée.',
      }),
    );
    expect(seen).toContainEqual({
      method: 'POST',
      path: `/api/solution/${result.solutions[0]!.slug}/`,
      search: `?simulation=${VISITOR_SIMULATION}`,
    });
  });

  it('a visitor who closes the login dialog saves nothing', async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    await openDetail(store, result);
    const seen = recordRequests('/api/solution/');
    store.dispatch(solutionsActions.recapClicked());
    expect(store.getState().session.loginDialog.pendingAction).toBe(PENDING_RECAP);
    store.dispatch({ type: 'session/loginDialogClosed' });
    await elapse(250);
    expect(seen).toHaveLength(0);
  });

  it('PDF recap: after the login, the file is saved under the content-disposition name', async () => {
    const names = recordDownloads();
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    const detail = await openDetail(store, result);
    store.dispatch(solutionsActions.recapClicked());
    store.dispatch(loginSucceeded({ user: claireUser(), remember: false }));
    await waitFor(() =>
      expect(names).toEqual([
        `recapitulatif-${detail.solution.slug}-simulation-${VISITOR_SIMULATION}.pdf`,
      ]),
    );
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/pdf');
  });

  it('carbon recap: login, then the carbon PDF', async () => {
    const names = recordDownloads();
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    const detail = await openDetail(store, result);
    store.dispatch(solutionsActions.carbonRecapClicked());
    expect(store.getState().session.loginDialog.pendingAction).toBe(PENDING_CARBON_RECAP);
    store.dispatch(loginSucceeded({ user: claireUser(), remember: false }));
    await waitFor(() => expect(names).toEqual([`empreinte-carbone-${detail.solution.slug}.pdf`]));
  });

  it("'Tout télécharger' needs no login and saves documents-{slug}.zip", async () => {
    const names = recordDownloads();
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    const detail = await openDetail(store, result);
    store.dispatch(solutionsActions.filesClicked());
    await waitFor(() => expect(names).toEqual([`documents-${detail.solution.slug}.zip`]));
    expect(store.getState().session.loginDialog.open).toBe(false);
  });

  it('a download error is logged and shown as a short error toast (§8, deviation)', async () => {
    const names = recordDownloads();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    await openDetail(store, result);
    setFaults([{ operation: 'GET /api/solution/{id}/download-files/', kind: 'server-error' }]);
    store.dispatch(solutionsActions.filesClicked());
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({ type: 'error', description: DOWNLOAD_ERROR }),
    );
    expect(DOWNLOAD_ERROR).toBe(
      "Le téléchargement n'a pas abouti. Merci de bien vouloir réessayer.",
    );
    expect(logged).toHaveBeenCalled();
    expect(names).toEqual([]);
  });
});

import { waitFor } from '@testing-library/react';
import { loginSucceeded } from '@/features/session/sessionSlice';
import { historyById } from '../../../mock-server/db/generalTools/histories';
import { registerDevice, tieDeviceToUser } from '../../../mock-server/db/mockDb';
import { setFaults } from '../../../mock-server/faults';
import { PENDING_SAVE, SAVE_FAILURE, SAVE_SUCCESS } from './resultSagas';
import { resultOpened, saveClicked, saveSubmitted } from './resultSlice';
import {
  claireSession,
  claireUser,
  recordRequests,
  visibleToasts,
  visitorSession,
} from '@/testing/mockSession';
import { elapse } from '@/testing/fakeClock';
import { storeOf, openResult } from './resultSagasTestSetup';

describe('result page: loading (spec §2.1)', () => {
  it('loads the history by id when the navigation brought none', async () => {
    const store = storeOf(visitorSession());
    const seen = recordRequests('/api/history/load');
    store.dispatch(resultOpened({ id: 1001 }));
    expect(store.getState().rupteurResult.status).toBe('loading');
    await waitFor(() => expect(store.getState().rupteurResult.status).toBe('loaded'));
    expect(store.getState().rupteurResult.history?.name).toBe('<b>Maison</b> Dupont');
    await waitFor(() => expect(seen).toEqual([{ path: '/api/history/load', body: { id: 1001 } }]));
  });

  it('takes the history from the navigation state without a request', async () => {
    const store = storeOf(visitorSession());
    const history = await openResult(store, 1003);
    const seen = recordRequests('/api/history/load');
    store.dispatch(resultOpened({ id: 1003, history }));
    expect(store.getState().rupteurResult.status).toBe('loaded');
    await elapse(50);
    expect(seen).toHaveLength(0);
  });

  it('a missing history shows the error with the server message', async () => {
    const store = storeOf(visitorSession());
    store.dispatch(resultOpened({ id: 999999 }));
    await waitFor(() => expect(store.getState().rupteurResult.status).toBe('error'));
    expect(store.getState().rupteurResult.error).toBe('Cette simulation est introuvable.');
  });
});

describe('save (spec §4, §8)', () => {
  it('a visitor logs in first, then the save dialog opens 150 ms later and the save continues', async () => {
    const store = storeOf(visitorSession());
    await openResult(store, 1501);
    store.dispatch(saveClicked());
    expect(store.getState().session.loginDialog).toMatchObject({
      open: true,
      pendingAction: PENDING_SAVE,
    });
    // Claire logs in from the device that made the visitor's history (the login-check ties them).
    const uuid = historyById(1501)!.deviceUuid!;
    const device = registerDevice({ uuid, browser: 'Safari', browserVersion: '18.1', os: 'macOS' });
    tieDeviceToUser(device.token, 1);
    store.dispatch(loginSucceeded({ user: claireUser(), remember: false }));
    expect(store.getState().rupteurResult.save.open).toBe(false);
    await waitFor(() => expect(store.getState().rupteurResult.save.open).toBe(true));

    const sent = recordRequests('/api/history/save');
    const answers = store.getState().rupteurResult.history!.filterValues.map((value) => value.id);
    expect(answers.length).toBeGreaterThan(0);
    store.dispatch(saveSubmitted({ name: '  Chantier Bellecour  ' }));
    await waitFor(() => expect(store.getState().rupteurResult.save.open).toBe(false));
    // What the documents list: id, name, filtersValue and dataType (spec 001 §7).
    expect(sent).toEqual([
      {
        path: '/api/history/save',
        body: { id: 1501, name: 'Chantier Bellecour', filtersValue: answers, dataType: 'rup' },
      },
    ]);
    const history = store.getState().rupteurResult.history!;
    expect(history.name).toBe('Chantier Bellecour');
    expect(history.customer?.id).toBe(1);
    expect(visibleToasts()).toContainEqual({ type: 'success', description: SAVE_SUCCESS });
    expect(SAVE_SUCCESS).toBe('Votre simulation a été sauvegardée dans votre espace personnel');
  });

  it('a visitor who closes the login dialog does not get the save dialog', async () => {
    const store = storeOf(visitorSession());
    await openResult(store, 1501);
    store.dispatch(saveClicked());
    store.dispatch({ type: 'session/loginDialogClosed' });
    await elapse(200);
    expect(store.getState().rupteurResult.save.open).toBe(false);
  });

  it("failure: the error toast 'Une erreur est survenue lors de la sauvegarde de votre recherche', the dialog stays open", async () => {
    const store = storeOf(claireSession());
    await openResult(store, 1015);
    store.dispatch(saveClicked());
    await waitFor(() => expect(store.getState().rupteurResult.save.open).toBe(true));
    setFaults([{ operation: 'POST /api/history/save', kind: 'server-error', times: 1 }]);
    store.dispatch(saveSubmitted({ name: 'Bureaux Gerland' }));
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({ type: 'error', description: SAVE_FAILURE }),
    );
    expect(SAVE_FAILURE).toBe('Une erreur est survenue lors de la sauvegarde de votre recherche');
    expect(store.getState().rupteurResult.save).toEqual({ open: true, submitting: false });
  });
});

describe('save without network (docs/offline.md)', () => {
  it("keeps the name 'en attente' on the device, then sends it when the network returns, with the same toast", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = storeOf(claireSession());
    await openResult(store, 1015);
    store.dispatch(saveClicked());
    await waitFor(() => expect(store.getState().rupteurResult.save.open).toBe(true));
    setFaults([{ operation: 'POST /api/history/save', kind: 'network-error', times: 1 }]);
    store.dispatch(saveSubmitted({ name: 'Bureaux Gerland' }));
    await waitFor(() => expect(store.getState().offline.queue).toHaveLength(1));
    expect(store.getState().offline.queue[0]).toMatchObject({
      kind: 'historyName',
      itemKey: '1015',
      label: 'Bureaux Gerland',
      owner: 'user:1',
    });
    await waitFor(() => expect(store.getState().rupteurResult.save.open).toBe(false));
    expect(store.getState().offline.serverReached).toBe(false);
    expect(historyById(1015)!.name).not.toBe('Bureaux Gerland');

    const sent = recordRequests('/api/history/save');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(store.getState().offline.queue).toEqual([]));
    expect(sent.map(({ body }) => (body as { name: string }).name)).toEqual(['Bureaux Gerland']);
    await waitFor(() =>
      expect(store.getState().rupteurResult.history?.name).toBe('Bureaux Gerland'),
    );
    expect(visibleToasts()).toContainEqual({ type: 'success', description: SAVE_SUCCESS });
    consoleError.mockRestore();
  });

  it('a name given while an older one still waits goes behind it: the last name given is kept', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = storeOf(claireSession());
    await openResult(store, 1015);
    store.dispatch(saveClicked());
    await waitFor(() => expect(store.getState().rupteurResult.save.open).toBe(true));
    setFaults([{ operation: 'POST /api/history/save', kind: 'network-error', times: 1 }]);
    store.dispatch(saveSubmitted({ name: 'Bureaux Gerland' }));
    await waitFor(() => expect(store.getState().rupteurResult.save.open).toBe(false));
    expect(store.getState().offline.queue).toHaveLength(1);

    // The server answers again, before anything has sent the queue: the user renames.
    const sent = recordRequests('/api/history/save');
    store.dispatch(saveClicked());
    await waitFor(() => expect(store.getState().rupteurResult.save.open).toBe(true));
    store.dispatch(saveSubmitted({ name: 'Bureaux Gerland, lot 2' }));
    await waitFor(() => expect(store.getState().offline.queue).toEqual([]));
    expect(sent.map(({ body }) => (body as { name: string }).name)).toEqual([
      'Bureaux Gerland',
      'Bureaux Gerland, lot 2',
    ]);
    expect(historyById(1015)!.name).toBe('Bureaux Gerland, lot 2');
    await waitFor(() =>
      expect(store.getState().rupteurResult.history?.name).toBe('Bureaux Gerland, lot 2'),
    );
    expect(store.getState().rupteurResult.save.open).toBe(false);
    consoleError.mockRestore();
  });
});

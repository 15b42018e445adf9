import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { loginSucceeded } from '@/features/session/sessionSlice';
import { confirmAccepted } from '@/ui/confirm/confirmSlice';
import { toaster } from '@/ui/toast/toaster';
import { historyById } from '../../../mock-server/db/generalTools/histories';
import { registerDevice, tieDeviceToUser } from '../../../mock-server/db/mockDb';
import { setFaults } from '../../../mock-server/faults';
import {
  DELETE_FAILURE,
  DELETE_SUCCESS,
  GENERIC_ERROR,
  PENDING_PDF,
  PENDING_SAVE,
  PENDING_SEND,
  SAVE_FAILURE,
  SAVE_SUCCESS,
  SEND_SUCCESS,
  sendBodyOf,
} from './resultSagas';
import {
  deleteClicked,
  pdfClicked,
  pdfRequested,
  resultOpened,
  saveClicked,
  saveSubmitted,
  sendClicked,
  sendDialogOpened,
  sendSubmitted,
} from './resultSlice';
import {
  claireSession,
  claireUser,
  recordRequests,
  stopRecording,
  visibleToasts,
  visitorSession,
} from '@/testing/mockSession';
import { elapse, useFakeClock } from '@/testing/fakeClock';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// Waits run on a fake clock: no real time passes.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

afterEach(() => {
  stopRecording();
  toaster.remove();
});

function storeOf(
  preloadedState: ReturnType<typeof claireSession> | ReturnType<typeof visitorSession>,
) {
  return createTestStore({ site: 'general', preloadedState }).store;
}

async function openResult(store: ReturnType<typeof storeOf>, id: number) {
  store.dispatch(resultOpened({ id }));
  await waitFor(() => expect(store.getState().rupteurResult.status).toBe('loaded'));
  return store.getState().rupteurResult.history!;
}

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

describe('PDF download (spec §4, §7)', () => {
  it('a visitor logs in first, then the PDF dialog opens', async () => {
    const store = storeOf(visitorSession());
    await openResult(store, 1001);
    store.dispatch(pdfClicked());
    expect(store.getState().session.loginDialog.pendingAction).toBe(PENDING_PDF);
    store.dispatch(loginSucceeded({ user: claireUser(), remember: false }));
    await waitFor(() => expect(store.getState().rupteurResult.pdf.open).toBe(true));
  });

  it('gets the report link under the site, to be opened in the new window', async () => {
    const store = storeOf(claireSession());
    await openResult(store, 1001);
    store.dispatch(pdfRequested());
    await waitFor(() => expect(store.getState().rupteurResult.pdf.link).not.toBeNull());
    expect(store.getState().rupteurResult.pdf.link).toMatch(
      /^\/api\/history\/rapport\/1001\/[0-9a-f]{32}\.pdf$/,
    );
  });

  it("failure: the error toast 'Une erreur est survenue'", async () => {
    const store = storeOf(claireSession());
    await openResult(store, 1001);
    setFaults([
      { operation: 'POST /api/history/get-rapport-link', kind: 'server-error', times: 1 },
    ]);
    store.dispatch(pdfRequested());
    await waitFor(() => expect(store.getState().rupteurResult.pdf.failed).toBe(true));
    expect(visibleToasts()).toContainEqual({ type: 'error', description: GENERIC_ERROR });
    expect(GENERIC_ERROR).toBe('Une erreur est survenue');
  });
});

describe('send by e-mail (spec §4, §5, §8)', () => {
  it('a logged-in user gets the dialog at once', async () => {
    const store = storeOf(claireSession());
    await openResult(store, 1001);
    store.dispatch(sendClicked());
    await waitFor(() => expect(store.getState().rupteurResult.send.open).toBe(true));
    expect(store.getState().rupteurResult.send.variant).toBe('user');
  });

  it('a visitor logs in first; the e-mail dialog opens 1000 ms after the login', async () => {
    const store = storeOf(visitorSession());
    await openResult(store, 1001);
    store.dispatch(sendClicked());
    expect(store.getState().session.loginDialog.pendingAction).toBe(PENDING_SEND);
    const loggedInAt = Date.now();
    store.dispatch(loginSucceeded({ user: claireUser(), remember: false }));
    await elapse(600);
    expect(store.getState().rupteurResult.send.open).toBe(false);
    await waitFor(() => expect(store.getState().rupteurResult.send.open).toBe(true), {
      timeout: 2000,
    });
    expect(Date.now() - loggedInAt).toBeGreaterThanOrEqual(1000);
  });

  it("success: the toast 'Le rapport a bien été envoyé', then the popin closes", async () => {
    const store = storeOf(claireSession());
    await openResult(store, 1001);
    store.dispatch(sendClicked());
    await waitFor(() => expect(store.getState().rupteurResult.send.open).toBe(true));
    const seen = recordRequests('/api/history/send-rapport');
    store.dispatch(sendSubmitted({ email1: 'a@exemple.fr', email2: '', email3: ' c@exemple.fr ' }));
    await waitFor(() => expect(store.getState().rupteurResult.send.open).toBe(false));
    expect(visibleToasts()).toContainEqual({ type: 'success', description: SEND_SUCCESS });
    expect(SEND_SUCCESS).toBe('Le rapport a bien été envoyé');
    await waitFor(() =>
      expect(seen[0]?.body).toEqual({ id: 1001, emails: ['a@exemple.fr', 'c@exemple.fr'] }),
    );
  });

  it("failure: the error toast 'Une erreur est survenue' and the form stays open", async () => {
    const store = storeOf(claireSession());
    await openResult(store, 1001);
    store.dispatch(sendClicked());
    await waitFor(() => expect(store.getState().rupteurResult.send.open).toBe(true));
    setFaults([{ operation: 'POST /api/history/send-rapport', kind: 'server-error', times: 1 }]);
    store.dispatch(sendSubmitted({ email1: 'a@exemple.fr', email2: '', email3: '' }));
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({ type: 'error', description: GENERIC_ERROR }),
    );
    expect(store.getState().rupteurResult.send).toMatchObject({ open: true, submitting: false });
  });

  it('share-by-mail variant for a visitor: sends firstname, lastname, senderEmail; the server message as a success toast', async () => {
    const store = storeOf(visitorSession());
    await openResult(store, 1501);
    store.dispatch(sendDialogOpened('visitor'));
    const seen = recordRequests('/api/history/send-rapport');
    store.dispatch(
      sendSubmitted({
        email1: 'collegue@exemple.fr',
        email2: '',
        email3: '',
        firstname: 'Paul',
        lastname: 'Durand',
        senderEmail: 'paul@exemple.fr',
      }),
    );
    await waitFor(() => expect(store.getState().rupteurResult.send.open).toBe(false));
    expect(visibleToasts()).toContainEqual({ type: 'success', description: SEND_SUCCESS });
    await waitFor(() =>
      expect(seen[0]?.body).toEqual({
        id: 1501,
        emails: ['collegue@exemple.fr'],
        firstname: 'Paul',
        lastname: 'Durand',
        senderEmail: 'paul@exemple.fr',
      }),
    );
  });

  it('share-by-mail refused: the server message as an error toast', async () => {
    const store = storeOf(visitorSession());
    await openResult(store, 1501);
    store.dispatch(sendDialogOpened('visitor'));
    store.dispatch(
      sendSubmitted({
        email1: 'collegue@exemple.fr',
        email2: '',
        email3: '',
        firstname: '',
        lastname: 'Durand',
        senderEmail: 'paul@exemple.fr',
      }),
    );
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({ type: 'error', description: 'Champ obligatoire' }),
    );
    expect(store.getState().rupteurResult.send.open).toBe(true);
  });

  it('the body leaves blank recipients out (1 to 3 addresses)', () => {
    expect(sendBodyOf(7, { email1: 'a@b.fr', email2: ' ', email3: 'c@d.fr' }, false)).toEqual({
      id: 7,
      emails: ['a@b.fr', 'c@d.fr'],
    });
  });
});

describe('delete from the owner bar (spec §4, §8)', () => {
  it("confirmed: 'Votre recherche a été supprimée', then back to the questionnaire", async () => {
    window.location.hash = '#/1004/Rupteur';
    const store = storeOf(claireSession());
    await openResult(store, 1004);
    store.dispatch(deleteClicked());
    await waitFor(() => expect(store.getState().confirm.open).toBe(true));
    store.dispatch(confirmAccepted());
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({ type: 'success', description: DELETE_SUCCESS }),
    );
    expect(DELETE_SUCCESS).toBe('Votre recherche a été supprimée');
    expect(window.location.hash).toBe('#/');
    expect(store.getState().confirm.open).toBe(false);
  });

  it("failure: 'Une erreur est survenue lors de la suppression de votre recherche'", async () => {
    const store = storeOf(claireSession());
    await openResult(store, 1004);
    setFaults([{ operation: 'POST /api/history/remove', kind: 'server-error', times: 1 }]);
    store.dispatch(deleteClicked());
    await waitFor(() => expect(store.getState().confirm.open).toBe(true));
    store.dispatch(confirmAccepted());
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({ type: 'error', description: DELETE_FAILURE }),
    );
    expect(DELETE_FAILURE).toBe(
      'Une erreur est survenue lors de la suppression de votre recherche',
    );
  });
});

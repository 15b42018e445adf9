import { waitFor } from '@testing-library/react';
import { loginSucceeded } from '@/features/session/sessionSlice';
import { confirmAccepted } from '@/ui/confirm/confirmSlice';
import { setFaults } from '../../../mock-server/faults';
import {
  DELETE_FAILURE,
  DELETE_SUCCESS,
  GENERIC_ERROR,
  PENDING_PDF,
  PENDING_SEND,
  SEND_SUCCESS,
  sendBodyOf,
} from './resultSagas';
import {
  deleteClicked,
  pdfClicked,
  pdfRequested,
  sendClicked,
  sendDialogOpened,
  sendSubmitted,
} from './resultSlice';
import {
  claireSession,
  claireUser,
  recordRequests,
  visibleToasts,
  visitorSession,
} from '@/testing/mockSession';
import { elapse } from '@/testing/fakeClock';
import { storeOf, openResult } from './resultSagasTestSetup';

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

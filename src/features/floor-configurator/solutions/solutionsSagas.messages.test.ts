import { waitFor } from '@testing-library/react';
import { loginSucceeded } from '@/features/session/sessionSlice';
import { readOutbox } from '../../../../mock-server/handlers/testSupport';
import { PENDING_SHARE } from './solutionsSagaSupport';
import { solutionsActions } from './solutionsSlice';
import {
  claireSession,
  claireUser,
  floorStore,
  openDetail,
  recordRequests,
  stateResult,
  visibleToasts,
} from './solutionsTestSupport';
import { elapse } from '@/testing/fakeClock';
import { VISITOR_SIMULATION, EMPTY_SIMULATION } from './solutionsSagasTestSetup';

const contact = {
  lastName: 'Martin',
  firstName: 'Claire',
  company: 'Maçonnerie Martin',
  tel: '04 78 62 10 10',
  email: 'claire.martin@maconnerie-martin.fr',
  message: 'Pouvez-vous vérifier la portée ?',
};

describe('agency contact (spec 002 §4.1, §5.3, §8, §9)', () => {
  it('success: toast with the server message, the thank-you view, mail to the first agency address', async () => {
    const result = await stateResult(
      'a visitor has a floor simulation without solution',
      EMPTY_SIMULATION,
    );
    const { store } = floorStore();
    store.dispatch(solutionsActions.resultReceived({ result, fromHistory: false }));
    const seen = recordRequests('/api/agency/contact/');
    store.dispatch(solutionsActions.contactClicked());
    store.dispatch(solutionsActions.contactSubmitted(contact));
    await waitFor(() => expect(store.getState().floorSolutions.contact.sent).toBe(true));
    expect(seen).toHaveLength(1);
    const toasts = visibleToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.type).toBe('success');
    expect(toasts[0]!.description).toMatch(
      /^Votre demande a bien été envoyée\. .+ vous recontactera rapidement\.$/,
    );
    const [mail] = await readOutbox();
    expect(mail!.to).toBe(result.agency.emails[0]);
    expect(mail!.subject).toBe('Demande de contact – Claire Martin (Maçonnerie Martin)');
  });

  it('failure: an error toast with the server message; the form stays open to retry', async () => {
    const result = await stateResult(
      'a visitor has a floor simulation without solution',
      EMPTY_SIMULATION,
    );
    const { store } = floorStore();
    store.dispatch(solutionsActions.resultReceived({ result, fromHistory: false }));
    store.dispatch(solutionsActions.contactClicked());
    store.dispatch(solutionsActions.contactSubmitted({ ...contact, tel: '12' }));
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({
        type: 'error',
        description: 'Numéro de téléphone invalide.',
      }),
    );
    expect(store.getState().floorSolutions.contact).toEqual({
      open: true,
      submitting: false,
      sent: false,
    });
  });
});

const share = {
  firstname: 'Claire',
  lastname: 'Martin',
  senderEmail: 'claire.martin@maconnerie-martin.fr',
  email1: 'julien.bernard@bet-structure.fr',
  email2: '',
  email3: '',
};

describe('share by e-mail (spec 002 §5.4, §6, §8)', () => {
  it('a visitor logs in first; the dialog opens 1000 ms after the login', async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    await openDetail(store, result);
    store.dispatch(solutionsActions.shareClicked());
    expect(store.getState().session.loginDialog.pendingAction).toBe(PENDING_SHARE);
    store.dispatch(loginSucceeded({ user: claireUser(), remember: false }));
    await elapse(600);
    expect(store.getState().floorSolutions.share.open).toBe(false);
    await waitFor(() => expect(store.getState().floorSolutions.share.open).toBe(true), {
      timeout: 2000,
    });
  });

  it("success: the dialog closes with the server's message and the e-mail is sent", async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore(claireSession());
    const detail = await openDetail(store, result);
    store.dispatch(solutionsActions.shareClicked());
    await waitFor(() => expect(store.getState().floorSolutions.share.open).toBe(true));
    store.dispatch(
      solutionsActions.shareSubmitted({ ...share, email2: 'lea.girard@girard-economie.fr' }),
    );
    await waitFor(() => expect(store.getState().floorSolutions.share.open).toBe(false));
    expect(visibleToasts()).toContainEqual({
      type: 'success',
      description: 'La solution a été envoyée par e-mail.',
    });
    const mails = await readOutbox();
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'julien.bernard@bet-structure.fr',
      'lea.girard@girard-economie.fr',
    ]);
    expect(mails[0]!.subject).toBe('Claire Martin vous a partagé une solution de plancher');
    expect(store.getState().floorSolutions.savedIds[detail.solution.slug]).toBeGreaterThan(0);
  });

  it("failure: the server's message as an error toast; the dialog stays open", async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore(claireSession());
    await openDetail(store, result);
    store.dispatch(solutionsActions.shareClicked());
    await waitFor(() => expect(store.getState().floorSolutions.share.open).toBe(true));
    store.dispatch(solutionsActions.shareSubmitted({ ...share, email1: 'pas-une-adresse' }));
    await waitFor(() =>
      expect(visibleToasts()).toContainEqual({ type: 'error', description: 'E-mail invalide' }),
    );
    expect(store.getState().floorSolutions.share).toEqual({ open: true, submitting: false });
  });
});

import { waitFor } from '@testing-library/react';
import { loginSucceeded } from '@/features/session/sessionSlice';
import { toaster } from '@/ui/toast/toaster';
import { setFaults } from '../../../../mock-server/faults';
import { readOutbox } from '../../../../mock-server/handlers/testSupport';
import {
  CARBON_LINK_ERROR,
  DOWNLOAD_ERROR,
  PENDING_CARBON_RECAP,
  PENDING_RECAP,
  PENDING_SAVE,
  PENDING_SHARE,
} from './solutionsSagaSupport';
import { solutionsActions } from './solutionsSlice';
import {
  claireSession,
  claireUser,
  floorStore,
  openDetail,
  recordDownloads,
  recordRequests,
  stateResult,
  stopRecording,
  visibleToasts,
  visitorSession,
} from './solutionsTestSupport';
import { elapse, useFakeClock } from '@/testing/fakeClock';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// Waits run on a fake clock: no real time passes.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

const VISITOR_SIMULATION = 7002;
const EMPTY_SIMULATION = 7003;

afterEach(() => {
  stopRecording();
  toaster.remove();
  jest.restoreAllMocks();
});

const share = {
  firstname: 'Claire',
  lastname: 'Martin',
  senderEmail: 'claire.martin@maconnerie-martin.fr',
  email1: 'julien.bernard@bet-structure.fr',
  email2: '',
  email3: '',
};

const contact = {
  lastName: 'Martin',
  firstName: 'Claire',
  company: 'Maçonnerie Martin',
  tel: '04 78 62 10 10',
  email: 'claire.martin@maconnerie-martin.fr',
  message: 'Pouvez-vous vérifier la portée ?',
};

describe('solution detail (spec 002 §2.3, §7)', () => {
  it('GET /api/solution/{id}/ with the simulation param, then the carbon estimate per concrete', async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    const seen = recordRequests('/api/solution/');
    const detail = await openDetail(store, result);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: `/api/solution/${result.solutions[0]!.slug}/`,
      search: `?simulation=${VISITOR_SIMULATION}`,
    });
    const first = detail.carbonFootprints[0]!.concrete.slug;
    await waitFor(() => expect(store.getState().floorSolutions.carbon.status).toBe('loaded'));
    expect(seen).toContainEqual({
      method: 'GET',
      path: `/api/solution/${detail.solution.id}/carbon-footprint/`,
      search: `?simulation=${VISITOR_SIMULATION}&concrete=${first}`,
    });
    const second = detail.carbonFootprints[1]!.concrete.slug;
    store.dispatch(solutionsActions.concreteChosen(second));
    await waitFor(() =>
      expect(store.getState().floorSolutions.carbon.datas?.concrete?.slug).toBe(second),
    );
  });

  it('a detail that fails to load shows the server message', async () => {
    const { store } = floorStore();
    store.dispatch(
      solutionsActions.resultReceived({
        result: { ...(await stateResult('a visitor has a floor simulation', 7002)) },
        fromHistory: false,
        openSlug: 'solution-inconnue',
      }),
    );
    await waitFor(() => expect(store.getState().floorSolutions.detail.status).toBe('error'));
    expect(store.getState().floorSolutions.detail.error).toBe('Solution introuvable.');
  });
});

describe("'Page précédente' (spec 002 §2.3)", () => {
  it('with several solutions it closes the detail and shows the list', async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    expect(result.solutions.length).toBeGreaterThan(1);
    const { store, navigate } = floorStore();
    await openDetail(store, result);
    store.dispatch(solutionsActions.previousPageClicked());
    expect(store.getState().floorSolutions.openSlug).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('one solution, logged in, from the history: /espace-personnel#/historique', async () => {
    const several = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const result = { ...several, solutions: several.solutions.slice(0, 1) };
    const { store, navigate } = floorStore(claireSession());
    store.dispatch(solutionsActions.resultReceived({ result, fromHistory: true }));
    expect(store.getState().floorSolutions.openSlug).toBe(result.solutions[0]!.slug);
    store.dispatch(solutionsActions.previousPageClicked());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/espace-personnel#/historique'));
  });

  it('one solution, anonymous (even from the history): /configurer-un-plancher/', async () => {
    const several = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const result = { ...several, solutions: several.solutions.slice(0, 1) };
    const { store, navigate } = floorStore(visitorSession());
    store.dispatch(solutionsActions.resultReceived({ result, fromHistory: true }));
    store.dispatch(solutionsActions.previousPageClicked());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/configurer-un-plancher/'));
  });
});

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

describe('carbon simulator link (spec 002 §2.3)', () => {
  it('GET switchToCarbonSimulatorUrl gives datas.url for the page to open', async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    await openDetail(store, result);
    store.dispatch(solutionsActions.carbonLinkClicked());
    await waitFor(() =>
      expect(store.getState().floorSolutions.carbonLink.url).toMatch(
        new RegExp(`simuler-mon-empreinte-carbone/\\?simulation-plancher=${VISITOR_SIMULATION}$`),
      ),
    );
  });

  it('a failure closes the new tab and shows an error toast', async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    await openDetail(store, result);
    setFaults([
      { operation: 'GET /api/solution/{id}/carbon-simulator-link/', kind: 'server-error' },
    ]);
    store.dispatch(solutionsActions.carbonLinkClicked());
    await waitFor(() => expect(store.getState().floorSolutions.carbonLink.failed).toBe(true));
    expect(visibleToasts()).toContainEqual({ type: 'error', description: CARBON_LINK_ERROR });
  });
});

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

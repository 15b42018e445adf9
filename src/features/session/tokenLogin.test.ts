/**
 * Login with tokens (the single-sign-on hand-over): only with the state this tab kept, with the
 * profile of the hand-over's own token, and never in place of another logged-in user unasked.
 */
import { waitFor } from '@testing-library/react';
import { openSession } from '../../../mock-server/db/mockDb';
import { claireSession } from '@/testing/mockSession';
import { confirmAccepted, confirmDismissed } from '@/ui/confirm/confirmSlice';
import { SSO_FAILURE_MESSAGE, SSO_STATE_MISMATCH_MESSAGE } from './ssoSagas';
import { tokenLoginRequested } from './sessionSlice';
import { readStoredSession } from './sessionStorage';
import { SWITCH_ACCOUNT_TITLE } from './sessionUserSagas';
import { createSsoState, SSO_STATE_LIFETIME_MS, SSO_STATE_STORAGE_KEY } from './ssoState';
import { createTestStore } from '@/testing/renderWithProviders';

const MARC = 'marc.lefevre@batiprime.fr';

afterEach(() => window.sessionStorage.clear());

/** A hand-over of Marc Lefèvre's (user 11) tokens, with `state` (none when null). */
function marcHandover(state: string | null) {
  const { token, refreshToken } = openSession(11);
  return {
    token,
    refreshToken,
    destination: '/simuler-mon-empreinte-carbone/',
    ...(state === null ? {} : { state }),
  };
}

describe('login with tokens', () => {
  it('with the state this tab kept: fetches the profile, stores the user, goes to the destination', async () => {
    const handover = marcHandover(createSsoState());
    const { store, navigate } = createTestStore({ site: 'carbon' });
    store.dispatch(tokenLoginRequested(handover));
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(store.getState().session.user).toMatchObject({
      id: 11,
      token: handover.token,
      refreshToken: handover.refreshToken,
      email: MARC,
      firstname: 'Marc',
    });
    // In place of the hand-over page, so that Back does not replay the login.
    expect(navigate).toHaveBeenCalledWith('/simuler-mon-empreinte-carbone/', { replace: true });
    expect((await readStoredSession()).user?.token).toBe(handover.token);
    // The state is used once.
    expect(window.sessionStorage.getItem(SSO_STATE_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['no state', null, () => createSsoState()],
    ['another state', 'f'.repeat(32), () => createSsoState()],
    ['a state this tab never kept', 'a'.repeat(32), () => null],
    [
      'a state kept more than 10 minutes ago',
      'kept',
      () => createSsoState(window.sessionStorage, Date.now() - SSO_STATE_LIFETIME_MS - 1000),
    ],
  ])('with %s: logs nobody in and says why', async (_case, given, keep) => {
    const kept = keep();
    const handover = marcHandover(given === 'kept' ? kept : given);
    const { store, navigate } = createTestStore({ site: 'carbon' });
    store.dispatch(tokenLoginRequested(handover));
    await waitFor(() => expect(store.getState().session.ssoError).toBe(SSO_STATE_MISMATCH_MESSAGE));
    expect(store.getState().session).toMatchObject({ user: null, status: 'anonymous' });
    expect(navigate).not.toHaveBeenCalled();
    expect((await readStoredSession()).user).toBeNull();
  });

  it('with a logged-in user and a link without the state: the user stays, with their own token', async () => {
    const preloadedState = claireSession();
    const claire = preloadedState.session.user;
    const { store } = createTestStore({ site: 'floor', preloadedState });
    store.dispatch(tokenLoginRequested(marcHandover(null)));
    await waitFor(() => expect(store.getState().session.ssoError).toBe(SSO_STATE_MISMATCH_MESSAGE));
    expect(store.getState().session.user).toEqual(claire);
  });

  it('reads the profile with the hand-over’s token, not the logged-in user’s', async () => {
    const { store } = createTestStore({ site: 'floor', preloadedState: claireSession() });
    store.dispatch(tokenLoginRequested(marcHandover(createSsoState())));
    await waitFor(() => expect(store.getState().confirm.open).toBe(true));
    expect(store.getState().confirm.title).toBe(SWITCH_ACCOUNT_TITLE);
    expect(store.getState().confirm.message).toBe(
      'Vous êtes connecté en tant que Claire Martin. Ce lien ouvre la session de Marc Lefèvre : vous serez déconnecté. Continuer ?',
    );
  });

  it('in place of another logged-in user, asks; declined, the user stays and goes home', async () => {
    const preloadedState = claireSession();
    const claire = preloadedState.session.user;
    const { store, navigate } = createTestStore({ site: 'floor', preloadedState });
    store.dispatch(tokenLoginRequested(marcHandover(createSsoState())));
    await waitFor(() => expect(store.getState().confirm.open).toBe(true));
    store.dispatch(confirmDismissed());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(store.getState().session.user).toEqual(claire);
  });

  it('in place of another logged-in user, asks; accepted, the link’s user is logged in', async () => {
    const handover = marcHandover(createSsoState());
    const { store, navigate } = createTestStore({ site: 'floor', preloadedState: claireSession() });
    store.dispatch(tokenLoginRequested(handover));
    await waitFor(() => expect(store.getState().confirm.open).toBe(true));
    store.dispatch(confirmAccepted());
    await waitFor(() => expect(store.getState().session.user?.id).toBe(11));
    expect(store.getState().session.user?.token).toBe(handover.token);
    expect(store.getState().confirm.open).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/simuler-mon-empreinte-carbone/', { replace: true });
  });

  it('with an unknown token and the right state: fails with a message, and a logged-in user stays', async () => {
    const preloadedState = claireSession();
    const claire = preloadedState.session.user;
    const { store } = createTestStore({ site: 'floor', preloadedState });
    store.dispatch(tokenLoginRequested({ token: 'usr.inconnu', state: createSsoState() }));
    await waitFor(() => expect(store.getState().session.ssoError).toBe(SSO_FAILURE_MESSAGE));
    // The refusal of the link's token is not Claire's expiry.
    expect(store.getState().session.user).toEqual(claire);
  });
});

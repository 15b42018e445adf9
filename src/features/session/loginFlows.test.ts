/** Forced new password, lost password, single sign-on and login with tokens (spec 000 §4, §8). */
import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { toaster } from '@/ui/toast/toaster';
import { browserLocation } from './browserLocation';
import { safeDestination } from './ssoSagas';
import {
  loginDialogClosed,
  loginDialogOpened,
  loginRequested,
  logoutRequested,
  newPasswordSubmitted,
  passwordHelpRequested,
  ssoLoginRequested,
} from './sessionSlice';
import { readStoredSession, sessionStore } from './sessionStorage';
import { SSO_STATE_STORAGE_KEY } from './ssoState';

const PASSWORD = 'Rupteo2024!';
const SOPHIE = 'sophie.durand@negoce-materiaux.fr';
const CLAIRE = 'claire.martin@maconnerie-martin.fr';
const MARC = 'marc.lefevre@batiprime.fr';

const toasts = () =>
  toaster.getVisibleToasts().map((toast) => ({ type: toast.type, description: toast.description }));

afterEach(() => {
  toaster.remove();
  jest.restoreAllMocks();
});

describe('general site, first login (updated_password false)', () => {
  it('switches the dialog to the forced new-password form, without logging in yet', async () => {
    const { store } = createTestStore({ site: 'general' });
    store.dispatch(loginDialogOpened());
    store.dispatch(loginRequested({ username: SOPHIE, password: PASSWORD }));
    await waitFor(() => expect(store.getState().session.loginDialog.view).toBe('newPassword'));
    expect(store.getState().session.status).not.toBe('authenticated');
    expect(store.getState().session).toMatchObject({
      user: null,
      loginDialog: { open: true },
    });
    expect((await readStoredSession()).user).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it("after the new password: logged in, dialog closed, 'Votre mot de passe a bien été modifié'", async () => {
    const { store } = createTestStore({ site: 'general' });
    store.dispatch(loginDialogOpened());
    store.dispatch(loginRequested({ username: SOPHIE, password: PASSWORD }));
    await waitFor(() => expect(store.getState().session.loginDialog.view).toBe('newPassword'));
    store.dispatch(newPasswordSubmitted({ password: 'abcdef', passwordConfirmation: 'abcdef' }));
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(store.getState().session.user).toMatchObject({ email: SOPHIE, updatedPassword: true });
    expect(store.getState().session.loginDialog.open).toBe(false);
    expect(toasts()).toEqual([
      { type: 'success', description: 'Votre mot de passe a bien été modifié' },
    ]);
  });

  it('closing the forced form leaves the visitor logged out', async () => {
    const { store } = createTestStore({ site: 'general' });
    store.dispatch(loginDialogOpened());
    store.dispatch(loginRequested({ username: SOPHIE, password: PASSWORD }));
    await waitFor(() => expect(store.getState().session.pendingUser).not.toBeNull());
    store.dispatch(loginDialogClosed());
    expect(store.getState().session).toMatchObject({ user: null, pendingUser: null });
  });

  it("a user whose password was updated closes the dialog with 'Vous êtes maintenant connecté'", async () => {
    const { store } = createTestStore({ site: 'general' });
    store.dispatch(loginDialogOpened());
    store.dispatch(loginRequested({ username: CLAIRE, password: PASSWORD }));
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(store.getState().session.loginDialog.open).toBe(false);
    expect(toasts()).toEqual([{ type: 'success', description: 'Vous êtes maintenant connecté' }]);
  });
});

describe('lost password', () => {
  it('general site: success toast with the server message, back to the login form', async () => {
    const { store } = createTestStore({ site: 'general' });
    store.dispatch(loginDialogOpened());
    store.dispatch(passwordHelpRequested({ email: CLAIRE }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'success', description: 'Un e-mail de réinitialisation vous a été envoyé.' },
      ]),
    );
    expect(store.getState().session.loginDialog.view).toBe('login');
  });

  it('general site: a 403 is an error carrying the message, as a toast and on the e-mail field', async () => {
    const { store } = createTestStore({ site: 'general' });
    store.dispatch(passwordHelpRequested({ email: 'personne@exemple.fr' }));
    await waitFor(() => expect(store.getState().session.passwordHelp.submitting).toBe(false));
    const message = "Aucun compte n'est associé à cette adresse e-mail.";
    expect(store.getState().session.passwordHelp.error).toBe(message);
    expect(toasts()).toEqual([{ type: 'error', description: message }]);
  });

  it('floor site: POST /api/user/password/reset/ and a success toast with the server message', async () => {
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(passwordHelpRequested({ email: CLAIRE }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          type: 'success',
          description:
            'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de vous être envoyé.',
        },
      ]),
    );
  });
});

describe('single sign-on', () => {
  it('redirects to /api/saml-login with the carbon cluster the login was opened from', async () => {
    jest.spyOn(browserLocation, 'followInPage').mockResolvedValue(null);
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { store } = createTestStore({ site: 'carbon' });
    store.dispatch(loginDialogOpened({ pendingAction: 'save', context: { carbonClusterId: 302 } }));
    store.dispatch(ssoLoginRequested({ email: MARC }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]![0], 'http://carbone.localhost');
    expect(url.pathname).toBe('/api/saml-login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      carbonClusterId: '302',
      login_hint: MARC,
      // The site to come back to, as the API may have its own origin.
      returnTo: window.location.origin,
      // The tab's random state, kept to check the hand-over (./ssoState.ts).
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const kept = JSON.parse(window.sessionStorage.getItem(SSO_STATE_STORAGE_KEY) ?? 'null');
    expect(kept.value).toBe(url.searchParams.get('state'));
  });

  it('passes floorSimulationId on the floor site', async () => {
    jest.spyOn(browserLocation, 'followInPage').mockResolvedValue(null);
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(loginDialogOpened({ context: { floorSimulationId: 101 } }));
    store.dispatch(ssoLoginRequested({ email: MARC }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign.mock.calls[0]![0]).toContain('floorSimulationId=101');
  });

  it('with the embedded mock backend, follows the redirect inside the app', async () => {
    const follow = jest
      .spyOn(browserLocation, 'followInPage')
      .mockResolvedValue('/connexion-sso/?token=usr.a&refreshToken=usr.b&destination=%2F');
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { store, navigate } = createTestStore({ site: 'carbon' });
    store.dispatch(loginDialogOpened());
    store.dispatch(ssoLoginRequested({ email: MARC }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        '/connexion-sso/?token=usr.a&refreshToken=usr.b&destination=%2F',
      ),
    );
    expect(follow).toHaveBeenCalledWith(expect.stringContaining('/api/saml-login?'));
    expect(assign).not.toHaveBeenCalled();
    expect(store.getState().session.loginDialog.open).toBe(false);
  });

  it('only a path of the site is a destination', () => {
    expect(safeDestination('/configurer-un-plancher/?simulationId=1')).toBe(
      '/configurer-un-plancher/?simulationId=1',
    );
    expect(safeDestination('https://ailleurs.example/')).toBe('/');
    expect(safeDestination('//ailleurs.example/')).toBe('/');
    expect(safeDestination('/\\ailleurs.example')).toBe('/');
    expect(safeDestination('/\\/ailleurs.example/chemin')).toBe('/');
    expect(safeDestination('/\t/ailleurs.example')).toBe('/');
    expect(safeDestination('javascript:alert(1)')).toBe('/');
    expect(safeDestination(undefined)).toBe('/');
    expect(safeDestination('/espace-personnel#/historique')).toBe('/espace-personnel#/historique');
  });
});

describe('logout', () => {
  it('leaves nothing of the user in storage', async () => {
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(loginRequested({ username: CLAIRE, password: PASSWORD, rememberMe: true }));
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    store.dispatch(logoutRequested());
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    const keys = await sessionStore.keys();
    expect(keys).not.toContain('user');
    expect(keys).not.toContain('remember');
  });
});

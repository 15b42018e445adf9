/** The account sagas against the mock backend, with the messages of spec 000 §8. */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, issueToken } from '../../../mock-server/db/mockDb';
import { server } from '../../../mock-server/node';
import { lastEmailTo, signedLinkParams } from '../../../mock-server/handlers/testSupport';
import type { SiteId } from '@/config/sites';
import { loginSucceeded } from '@/features/session/sessionSlice';
import type { SessionUser } from '@/features/session/sessionTypes';
import { readStoredSession } from '@/features/session/sessionStorage';
import { julienUser } from '@/testing/mockSession';
import { createTestStore } from '@/testing/renderWithProviders';
import { confirmAccepted, confirmDismissed } from '@/ui/confirm/confirmSlice';
import { toaster } from '@/ui/toast/toaster';
import {
  accountLinkVisited,
  criteriaRequested,
  emailChangeRequested,
  passwordChangeRequested,
  passwordResetSubmitted,
  profileRequested,
  profileSaveRequested,
  registrationContinueRequested,
  registrationEmailBlurred,
  registrationSubmitted,
  type RegistrationValues,
} from './accountSlice';
import { accountLinkOf } from './accountLinks';
import { INITIAL_LOAD_DELAY_MS, PROFILE_FADE_OUT_MS } from './profileSagas';
import { EMPTY_REGISTRATION } from './components/RegistrationForm';

const CLAIRE = 'claire.martin@maconnerie-martin.fr';

const toasts = () =>
  toaster.getVisibleToasts().map((toast) => ({ type: toast.type, description: toast.description }));

afterEach(() => toaster.remove());

/** A store whose user is Claire (user 1) with a valid token. */
function loggedIn(site: SiteId) {
  const test = createTestStore({ site });
  const user: SessionUser = {
    id: 1,
    token: issueToken({ kind: 'user', userId: 1 }),
    email: CLAIRE,
    firstname: 'Claire',
    lastname: 'Martin',
    company: 'Maçonnerie Martin',
    updatedPassword: true,
  };
  test.store.dispatch(loginSucceeded({ user, remember: false }));
  return test;
}

/** Records the JSON bodies sent to `path`. */
function bodiesSentTo(method: string, path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

describe('password criteria', () => {
  it('loads the criteria from the server, each with its regex and message', async () => {
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(criteriaRequested());
    await waitFor(() => expect(store.getState().account.criteria.status).toBe('loaded'));
    expect(store.getState().account.criteria.items['length']).toMatchObject({
      regex: '^.{6,}$',
      message: '6 caractères minimum',
    });
  });

  it('a server error leaves the criteria failed (the checklist says they could not be loaded)', async () => {
    server.use(
      http.get('*/api/password/criteria/', () =>
        HttpResponse.json({ success: false, message: 'Erreur interne.' }, { status: 500 }),
      ),
    );
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(criteriaRequested());
    await waitFor(() => expect(store.getState().account.criteria.status).toBe('failed'));
    expect(store.getState().account.criteria.items).toEqual({});
  });
});

describe('password change', () => {
  it("account apps: success toast 'Votre mot de passe a bien été modifié'", async () => {
    const { store } = loggedIn('floor');
    store.dispatch(
      passwordChangeRequested({
        currentPassword: 'Rupteo2024!',
        password: 'Nouveau2025!',
        passwordConfirmation: 'Nouveau2025!',
      }),
    );
    await waitFor(() => expect(store.getState().account.passwordChange.status).toBe('succeeded'));
    expect(toasts()).toEqual([
      { type: 'success', description: 'Votre mot de passe a bien été modifié' },
    ]);
  });

  it('account apps: failure shows the first value of the error object as an error toast', async () => {
    const { store } = loggedIn('carbon');
    store.dispatch(
      passwordChangeRequested({
        currentPassword: 'pas-le-bon',
        password: 'Nouveau2025!',
        passwordConfirmation: 'Nouveau2025!',
      }),
    );
    await waitFor(() => expect(store.getState().account.passwordChange.status).toBe('failed'));
    expect(toasts()).toEqual([
      { type: 'error', description: 'Le mot de passe actuel est incorrect.' },
    ]);
  });

  it('general site: sends the new password to update-password and says so', async () => {
    const { store } = loggedIn('general');
    const sent = bodiesSentTo('POST', '/api/user/update-password');
    store.dispatch(passwordChangeRequested({ password: 'abcdef', passwordConfirmation: 'abcdef' }));
    await waitFor(() => expect(store.getState().account.passwordChange.status).toBe('succeeded'));
    expect(sent).toEqual([{ password: 'abcdef', passwordConfirmation: 'abcdef' }]);
    expect(toasts()).toEqual([
      { type: 'success', description: 'Votre mot de passe a bien été modifié' },
    ]);
  });
});

describe('e-mail change', () => {
  it('success closes (status succeeded) with the server message', async () => {
    const { store } = loggedIn('floor');
    store.dispatch(
      emailChangeRequested({ currentEmail: CLAIRE, newEmail: 'claire.nouvelle@exemple.fr' }),
    );
    await waitFor(() => expect(store.getState().account.emailChange.status).toBe('succeeded'));
    expect(toasts()).toEqual([
      {
        type: 'success',
        description: 'Un e-mail de confirmation a été envoyé à votre nouvelle adresse.',
      },
    ]);
  });

  it('failure: first value of the error object as an error toast', async () => {
    const { store } = loggedIn('floor');
    store.dispatch(
      emailChangeRequested({
        currentEmail: 'autre@exemple.fr',
        newEmail: 'julien.bernard@bet-structure.fr',
      }),
    );
    await waitFor(() => expect(store.getState().account.emailChange.status).toBe('failed'));
    expect(toasts()).toEqual([
      { type: 'error', description: 'Cette adresse ne correspond pas à votre compte.' },
    ]);
  });
});

describe('profile', () => {
  it('loads after 250 ms and shows 250 ms after the answer', async () => {
    const { store } = loggedIn('floor');
    const started = performance.now();
    store.dispatch(profileRequested());
    await waitFor(() => expect(store.getState().account.profile.status).toBe('loaded'));
    const loadedAfter = performance.now() - started;
    expect(loadedAfter).toBeGreaterThanOrEqual(INITIAL_LOAD_DELAY_MS - 1);
    expect(store.getState().account.profile.visible).toBe(false);
    await waitFor(() => expect(store.getState().account.profile.visible).toBe(true));
    expect(performance.now() - started).toBeGreaterThanOrEqual(
      INITIAL_LOAD_DELAY_MS + PROFILE_FADE_OUT_MS - 1,
    );
    expect(store.getState().account.profile.data).toMatchObject({
      email: CLAIRE,
      lastname: 'Martin',
    });
  });

  it('blank lastname, firstname or company are replaced by the current values before sending', async () => {
    const { store } = loggedIn('floor');
    store.dispatch(profileRequested());
    await waitFor(() => expect(store.getState().account.profile.visible).toBe(true));
    const sent = bodiesSentTo('PUT', '/api/user/data/');
    store.dispatch(
      profileSaveRequested({
        profile: { lastname: ' ', firstname: '', company: '', city: 'Villeurbanne' },
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      lastname: 'Martin',
      firstname: 'Claire',
      company: 'Maçonnerie Martin',
      city: 'Villeurbanne',
    });
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'success', description: 'Vos informations ont bien été mises à jour.' },
      ]),
    );
  });

  it('carbon site: sends only firstname, lastname and company', async () => {
    const { store } = loggedIn('carbon');
    const sent = bodiesSentTo('PUT', '/api/user/data/');
    store.dispatch(
      profileSaveRequested({
        profile: { lastname: 'Martin-Roux', firstname: 'Claire', company: 'MM', city: 'Lyon' },
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ lastname: 'Martin-Roux', firstname: 'Claire', company: 'MM' });
    await waitFor(() => expect(store.getState().session.user?.lastname).toBe('Martin-Roux'));
  });

  it("general site: success 'Les modifications ont été enregistrées'", async () => {
    const { store } = loggedIn('general');
    store.dispatch(profileRequested());
    await waitFor(() => expect(store.getState().account.profile.visible).toBe(true));
    const profile = store.getState().account.profile.data!;
    store.dispatch(profileSaveRequested({ profile: { ...profile, firstname: '' } }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'success', description: 'Les modifications ont été enregistrées' },
      ]),
    );
  });

  it("general site: failure 'Une erreur est survenue'", async () => {
    server.use(
      http.post('*/api/user/set-profile', () =>
        HttpResponse.json({ success: false, error: { siret: 'SIRET invalide' } }, { status: 400 }),
      ),
    );
    const { store } = loggedIn('general');
    store.dispatch(profileSaveRequested({ profile: { lastname: 'Martin' } }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'error', description: 'Une erreur est survenue' }]),
    );
  });

  it('account apps: a failure is shown as an error toast (deviation: the original only logs it)', async () => {
    server.use(
      http.put('*/api/user/data/', () =>
        HttpResponse.json(
          { success: false, error: { lastname: 'Nom trop long' } },
          { status: 400 },
        ),
      ),
    );
    const { store } = loggedIn('floor');
    store.dispatch(profileSaveRequested({ profile: { lastname: 'Martin' } }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'error', description: 'Nom trop long' }]),
    );
  });
});

const registration: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  lastName: 'Moreau',
  firstName: 'Inès',
  email: 'ines.moreau@exemple.fr',
  company: 'Moreau Bâtiment',
  activity: 'maçon',
  civility: 'mme',
  postalCode: '69001',
  password: 'Secret2025!',
  passwordRepeat: 'Secret2025!',
  rgpd: true,
};

describe('registration', () => {
  it("an address in use: 'Un compte existe déjà avec cette adresse e-mail.' blocks step 2", async () => {
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(registrationContinueRequested(CLAIRE));
    await waitFor(() => expect(store.getState().account.registration.continuing).toBe(false));
    expect(store.getState().account.registration).toMatchObject({
      step: 1,
      emailCheck: { email: CLAIRE, status: 'taken' },
    });
  });

  it('a free address goes on to step 2; checked on blur too', async () => {
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(registrationEmailBlurred('libre@exemple.fr'));
    await waitFor(() =>
      expect(store.getState().account.registration.emailCheck.status).toBe('available'),
    );
    store.dispatch(registrationContinueRequested('libre@exemple.fr'));
    await waitFor(() => expect(store.getState().account.registration.step).toBe(2));
  });

  it('a failed availability check counts as available', async () => {
    server.use(
      http.get('*/api/email/available/:email/', () => HttpResponse.json({}, { status: 500 })),
    );
    const { store } = createTestStore({ site: 'carbon' });
    store.dispatch(registrationContinueRequested(CLAIRE));
    await waitFor(() => expect(store.getState().account.registration.step).toBe(2));
  });

  it('success shows the confirmation; the postal code is cut to 5', async () => {
    const { store } = createTestStore({ site: 'floor' });
    const sent = bodiesSentTo('POST', '/api/register/');
    store.dispatch(registrationSubmitted({ ...registration, postalCode: '6900123' }));
    await waitFor(() => expect(store.getState().account.registration.done).toBe(true));
    expect(sent[0]).toMatchObject({
      email: 'ines.moreau@exemple.fr',
      lastname: 'Moreau',
      firstname: 'Inès',
      postalCode: '69001',
      plainPassword: { password: 'Secret2025!', passwordConfirmation: 'Secret2025!' },
      rgpd: true,
    });
  });

  it('failure: toast with the first value of the returned error data', async () => {
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(registrationSubmitted({ ...registration, email: CLAIRE }));
    await waitFor(() => expect(store.getState().account.registration.submit).toBe('failed'));
    expect(toasts()).toEqual([
      { type: 'error', description: 'Un compte existe déjà avec cette adresse e-mail.' },
    ]);
  });
});

describe('account links', () => {
  it('reads what an address asks', () => {
    const q = '?id=1&token=t&expires=9&signature=s';
    expect(accountLinkOf({ pathname: '/', search: q, hash: '' })?.kind).toBe('activation');
    expect(accountLinkOf({ pathname: '/user/data/email/', search: q, hash: '' })?.kind).toBe(
      'emailConfirmation',
    );
    expect(accountLinkOf({ pathname: '/user/data/password/abc123', search: '', hash: '' })).toEqual(
      {
        kind: 'passwordReset',
        token: 'abc123',
      },
    );
    expect(accountLinkOf({ pathname: '/', search: '', hash: '#/reset-done' })).toEqual({
      kind: 'resetDone',
    });
    expect(accountLinkOf({ pathname: '/', search: '?id=1', hash: '' })).toBeNull();
  });

  it('activation: success toast, then alreadyActivated gives an error toast with the message', async () => {
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(registrationSubmitted(registration));
    await waitFor(() => expect(store.getState().account.registration.done).toBe(true));
    const link = signedLinkParams((await lastEmailTo(registration.email)).link);

    store.dispatch(accountLinkVisited({ kind: 'activation', link }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'success', description: 'Votre compte est maintenant activé.' },
      ]),
    );
    toaster.remove();
    store.dispatch(accountLinkVisited({ kind: 'activation', link }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'error', description: 'Votre compte est déjà activé.' }]),
    );
  });

  it('e-mail confirmation: success toast with the message; the user and token returned log in', async () => {
    const { store } = loggedIn('floor');
    store.dispatch(
      emailChangeRequested({ currentEmail: CLAIRE, newEmail: 'claire.nouvelle@exemple.fr' }),
    );
    await waitFor(() => expect(store.getState().account.emailChange.status).toBe('succeeded'));
    toaster.remove();
    const link = signedLinkParams((await lastEmailTo('claire.nouvelle@exemple.fr')).link);
    store.dispatch(accountLinkVisited({ kind: 'emailConfirmation', link }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'success', description: 'Votre nouvelle adresse e-mail est confirmée.' },
      ]),
    );
    await waitFor(() =>
      expect(store.getState().session.user?.email).toBe('claire.nouvelle@exemple.fr'),
    );
    expect((await readStoredSession()).user?.email).toBe('claire.nouvelle@exemple.fr');
  });

  it.each([
    ['declined: Julien stays logged in', false],
    ['accepted: Claire takes his place', true],
  ])(
    'e-mail confirmation opened while another user is logged in asks first; %s',
    async (_case, accept) => {
      // Claire asks for the change; her link is opened on a device where Julien is logged in.
      const claire = loggedIn('floor');
      claire.store.dispatch(
        emailChangeRequested({ currentEmail: CLAIRE, newEmail: 'claire.autre@exemple.fr' }),
      );
      await waitFor(() =>
        expect(claire.store.getState().account.emailChange.status).toBe('succeeded'),
      );
      const link = signedLinkParams((await lastEmailTo('claire.autre@exemple.fr')).link);
      const julien = julienUser();
      const { store } = createTestStore({ site: 'floor' });
      store.dispatch(loginSucceeded({ user: julien, remember: false }));
      store.dispatch(accountLinkVisited({ kind: 'emailConfirmation', link }));
      await waitFor(() => expect(store.getState().confirm.open).toBe(true));
      expect(store.getState().confirm).toMatchObject({
        title: 'Changer de compte ?',
        message:
          'Vous êtes connecté en tant que Julien Bernard. Ce lien ouvre la session de Claire Martin : vous serez déconnecté. Continuer ?',
        confirmLabel: 'Continuer avec ce compte',
        cancelLabel: 'Rester connecté',
      });
      // Nobody is replaced while the question is open.
      expect(store.getState().session.user).toEqual(julien);
      store.dispatch(accept ? confirmAccepted() : confirmDismissed());
      const expected = accept ? 'claire.autre@exemple.fr' : julien.email;
      await waitFor(() => expect(store.getState().session.user?.email).toBe(expected));
      expect(store.getState().confirm.open).toBe(false);
      expect((await readStoredSession()).user?.email).toBe(accept ? expected : undefined);
    },
  );

  it('password link: opens the popup with the token, whose success goes to #/reset-done', async () => {
    const { store, navigate } = createTestStore({ site: 'carbon' });
    const resetToken = 'reset-test';
    db.resetTokens.set(resetToken, { userId: 1, expiresAt: Date.now() + 60_000 });
    store.dispatch(accountLinkVisited({ kind: 'passwordReset', token: resetToken }));
    expect(store.getState().account.passwordReset.token).toBe(resetToken);
    store.dispatch(
      passwordResetSubmitted({ password: 'Nouveau2025!', passwordConfirmation: 'Nouveau2025!' }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/#/reset-done'));
    expect(store.getState().account.passwordReset.token).toBeNull();
  });

  it("#/reset-done: toast 'Votre nouveau mot de passe a été enregistré' and the login opens", async () => {
    const { store } = createTestStore({ site: 'floor' });
    store.dispatch(accountLinkVisited({ kind: 'resetDone' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'success', description: 'Votre nouveau mot de passe a été enregistré' },
      ]),
    );
    expect(store.getState().session.loginDialog.open).toBe(true);
  });
});

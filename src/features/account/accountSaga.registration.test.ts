/** The account sagas against the mock backend, with the messages of spec 000 §8: the registration and the account links. */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mock-server/db/mockDb';
import { server } from '../../../mock-server/node';
import { lastEmailTo, signedLinkParams } from '../../../mock-server/handlers/testSupport';
import { loginSucceeded } from '@/features/session/sessionSlice';
import { readStoredSession } from '@/features/session/sessionStorage';
import { julienUser } from '@/testing/mockSession';
import { createTestStore } from '@/testing/renderWithProviders';
import { confirmAccepted, confirmDismissed } from '@/ui/confirm/confirmSlice';
import { toaster } from '@/ui/toast/toaster';
import {
  accountLinkVisited,
  emailChangeRequested,
  passwordResetSubmitted,
  registrationContinueRequested,
  registrationEmailBlurred,
  registrationSubmitted,
  type RegistrationValues,
} from './accountSlice';
import { accountLinkOf } from './accountLinks';
import { EMPTY_REGISTRATION } from './components/RegistrationForm';
import { CLAIRE, toasts, loggedIn, bodiesSentTo } from './accountSagaTestSetup';

afterEach(() => toaster.remove());

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

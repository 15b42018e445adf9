/** The account sagas against the mock backend, with the messages of spec 000 §8: the password criteria, the password change and the e-mail change. */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mock-server/node';
import { createTestStore } from '@/testing/renderWithProviders';
import { toaster } from '@/ui/toast/toaster';
import { criteriaRequested, emailChangeRequested, passwordChangeRequested } from './accountSlice';
import { CLAIRE, toasts, loggedIn, bodiesSentTo } from './accountSagaTestSetup';

afterEach(() => toaster.remove());

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

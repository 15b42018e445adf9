import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { AppToaster } from '@/ui/toast/AppToaster';
import { toaster } from '@/ui/toast/toaster';
import { AccountLinkHandler } from './AccountLinkHandler';

function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="adresse">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <AccountLinkHandler />
      <Routes>
        <Route path="*" element={<CurrentAddress />} />
      </Routes>
      <AppToaster />
    </>,
    { site: 'floor', route },
  );
}

afterEach(() => toaster.remove());

describe('AccountLinkHandler', () => {
  it('a password link opens the password popup with the last path segment as the token', async () => {
    const { store } = renderAt('/user/data/password/jeton-42');
    expect(
      await screen.findByRole('dialog', { name: 'Choisissez un nouveau mot de passe' }),
    ).toBeInTheDocument();
    expect(store.getState().account.passwordReset.token).toBe('jeton-42');
    await waitFor(() => expect(screen.getByLabelText('adresse')).toHaveTextContent(/^\/$/));
  });

  it('an activation link with a bad signature: error toast, and the query is removed', async () => {
    renderAt('/?id=50&token=t&expires=4102444800&signature=fausse');
    expect(await screen.findByText('Ce lien est invalide ou a expiré.')).toBeInTheDocument();
    expect(screen.getByLabelText('adresse')).toHaveTextContent(/^\/$/);
  });

  it("#/reset-done: 'Votre nouveau mot de passe a été enregistré' and the login opens", async () => {
    const { store } = renderAt('/#/reset-done');
    expect(
      await screen.findByText('Votre nouveau mot de passe a été enregistré'),
    ).toBeInTheDocument();
    expect(store.getState().session.loginDialog.open).toBe(true);
  });

  it('an ordinary address does nothing', async () => {
    const { store } = renderAt('/configurer-un-plancher/?history=12');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('adresse')).toHaveTextContent(
      '/configurer-un-plancher/?history=12',
    );
    expect(store.getState().account.passwordReset.token).toBeNull();
    expect(toaster.getVisibleToasts()).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claireSession } from '@/testing/mockSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { HeaderUserWidget } from './HeaderUserWidget';

describe('HeaderUserWidget, logged in', () => {
  it("opens the user's menu even when the name is clicked before the menu has loaded", async () => {
    renderWithProviders(<HeaderUserWidget />, { preloadedState: claireSession() });
    // At once: the same button, before the menu's code has arrived.
    const name = screen.getByRole('button', { name: /Claire Martin/ });
    expect(name).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(name);
    expect(await screen.findByRole('menuitem', { name: 'Mon espace personnel' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Me déconnecter' })).toBeInTheDocument();
  });
});

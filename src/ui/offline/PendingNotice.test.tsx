import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Action } from '@reduxjs/toolkit';
import { browserWentOffline, serverReachability } from '@/lib/offline/offlineSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ThemeProvider } from '@/ui/theme/ThemeProvider';
import { PendingNotice } from './PendingNotice';

describe('PendingNotice: a save that waits', () => {
  it("says where the save waits, in the connection's words, with 'Réessayer maintenant' that sends the queue", async () => {
    const { store } = renderWithProviders(<PendingNotice label="Plancher R+1" />, {
      site: 'floor',
    });
    const dispatched: Action[] = [];
    const dispatch = store.dispatch;
    jest.spyOn(store, 'dispatch').mockImplementation((action: Action) => {
      dispatched.push(action);
      return dispatch(action);
    });
    act(() => {
      store.dispatch(serverReachability(false));
    });
    const notice = screen.getByRole('region', { name: 'Enregistrement en attente' });
    expect(notice).toHaveTextContent('Plancher R+1');
    expect(notice).toHaveTextContent('en attente');
    expect(notice).toHaveTextContent(
      'Votre enregistrement est gardé sur cet appareil : il sera envoyé dès que le serveur répondra.',
    );
    act(() => {
      store.dispatch(browserWentOffline());
    });
    expect(notice).toHaveTextContent(
      'Votre enregistrement est gardé sur cet appareil : il sera envoyé au retour du réseau.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer maintenant' }));
    expect(dispatched.map(({ type }) => type)).toContain('offline/queueFlushRequested');
  });

  it('outside a store (a story, a view alone) shows the notice without the button', () => {
    render(
      <ThemeProvider>
        <PendingNotice label="Plancher R+1" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('region', { name: 'Enregistrement en attente' })).toHaveTextContent(
      'Plancher R+1',
    );
    expect(screen.queryByRole('button', { name: 'Réessayer maintenant' })).toBeNull();
  });
});

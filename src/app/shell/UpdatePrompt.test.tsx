import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearPendingUpdate, offerUpdate } from '@/app/offline/pendingUpdate';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { UpdatePrompt } from './UpdatePrompt';

afterEach(() => act(() => clearPendingUpdate()));

describe('UpdatePrompt', () => {
  it('shows nothing while no new version waits', () => {
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByText('Nouvelle version disponible')).not.toBeInTheDocument();
  });

  it("offers a waiting version; 'Recharger' activates it once", async () => {
    const user = userEvent.setup();
    const activate = jest.fn();
    renderWithProviders(<UpdatePrompt />);
    act(() => offerUpdate(activate));
    expect(await screen.findByText('Nouvelle version disponible')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });
});

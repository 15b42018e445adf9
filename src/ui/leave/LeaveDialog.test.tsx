import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { LeaveDialog } from './LeaveDialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Quitter la configuration
      </button>
      <LeaveDialog
        open={open}
        title="Êtes-vous sûr de vouloir quitter ?"
        text="Les modifications seront perdues."
        stayLabel="Continuer la configuration"
        leaveLabel="Quitter"
        onStay={() => setOpen(false)}
        onLeave={() => setOpen(false)}
      />
    </>
  );
}

describe('LeaveDialog (loaded at its first opening)', () => {
  it('gives the focus back to the button that opened it, the first time as the next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const opener = screen.getByRole('button', { name: 'Quitter la configuration' });
    for (let round = 0; round < 2; round += 1) {
      await user.click(opener);
      const stay = await screen.findByRole('button', { name: 'Continuer la configuration' });
      await user.click(stay);
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });
});

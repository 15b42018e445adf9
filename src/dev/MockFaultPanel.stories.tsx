import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mock/db/mockDb';
import { clearFaults, currentFaults, setFaults } from '@mock/faults';
import { RESET_DEMO_DATA } from './DemoDataReset';
import { LATENCY_RANGE_MESSAGE } from './faultRules';
import MockFaultPanel from './MockFaultPanel';
import { storeFaults } from './mockFaultStorage';

function forgetFaults() {
  clearFaults();
  storeFaults([]);
}

/** The development panel of the mock backend. Each story starts without any injected fault. */
const meta = {
  title: 'Développement/MockFaultPanel',
  component: MockFaultPanel,
  // The page is not reloaded in the stories.
  args: { reloadPage: fn() },
  beforeEach: () => {
    forgetFaults();
    return forgetFaults;
  },
} satisfies Meta<typeof MockFaultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  name: 'Replié',
  play: async () => {
    const panel = await screen.findByRole('complementary', { name: 'Serveur simulé' });
    const trigger = within(panel).getByRole('button', { name: 'Serveur simulé' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AddAndRemove: Story = {
  name: 'Ajouter et retirer une panne',
  play: async () => {
    const panel = await screen.findByRole('complementary', { name: 'Serveur simulé' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Serveur simulé' }));
    await expect(
      within(panel).getByRole('option', { name: 'Toutes les opérations' }),
    ).toBeInTheDocument();

    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Opération' }),
      'GET /api/user/',
    );
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Panne' }), [
      'Erreur 500',
    ]);
    await expect(within(panel).queryByRole('spinbutton', { name: 'Délai (ms)' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Ajouter la règle' }));

    await waitFor(() =>
      expect(currentFaults()).toEqual([{ operation: 'GET /api/user/', kind: 'server-error' }]),
    );
    const rules = within(panel).getByRole('list', { name: 'Règles actives' });
    await expect(rules).toHaveTextContent('GET /api/user/ : Erreur 500');

    await userEvent.click(
      within(panel).getByRole('button', { name: 'Retirer la règle GET /api/user/ : Erreur 500' }),
    );
    await waitFor(() => expect(currentFaults()).toEqual([]));
    await expect(within(panel).getByText('Aucune panne simulée.')).toBeInTheDocument();
  },
};

/** The handlers cut a latency to 60 s: the panel refuses a longer one rather than cut it. */
export const LatencyOver60Seconds: Story = {
  name: 'Délai de plus de 60 secondes',
  args: { defaultOpen: true },
  play: async () => {
    const panel = await screen.findByRole('complementary', { name: 'Serveur simulé' });
    const delay = within(panel).getByRole('spinbutton', { name: 'Délai (ms)' });
    await userEvent.clear(delay);
    await userEvent.type(delay, '60001');
    await userEvent.click(within(panel).getByRole('button', { name: 'Ajouter la règle' }));
    await expect(within(panel).getByText(LATENCY_RANGE_MESSAGE)).toBeVisible();
    await expect(currentFaults()).toEqual([]);

    await userEvent.clear(delay);
    await userEvent.type(delay, '60000');
    await userEvent.click(within(panel).getByRole('button', { name: 'Ajouter la règle' }));
    await waitFor(() =>
      expect(currentFaults()).toEqual([{ operation: '*', kind: 'latency', ms: 60_000 }]),
    );
  },
};

export const WithRules: Story = {
  name: 'Pannes actives',
  args: { defaultOpen: true },
  beforeEach: () => {
    setFaults([
      { operation: '*', kind: 'latency', ms: 800 },
      { operation: 'POST /api/login-check', kind: 'network-error' },
    ]);
  },
  play: async () => {
    const panel = await screen.findByRole('complementary', { name: 'Serveur simulé' });
    await expect(
      within(panel).getByRole('button', { name: 'Serveur simulé (2 pannes)' }),
    ).toHaveAttribute('aria-expanded', 'true');
    const rules = within(panel).getByRole('list', { name: 'Règles actives' });
    await expect(within(rules).getAllByRole('listitem')).toHaveLength(2);
    await expect(rules).toHaveTextContent('Toutes les opérations : latence de 800 ms');
    await expect(rules).toHaveTextContent('POST /api/login-check : Erreur réseau');
  },
};

export const ResetDemoData: Story = {
  name: 'Réinitialiser les données de démonstration',
  args: { defaultOpen: true },
  beforeEach: () => {
    db.users.get(1)!.firstname = 'Modifiée pendant la démonstration';
  },
  play: async ({ args }) => {
    const panel = await screen.findByRole('complementary', { name: 'Serveur simulé' });
    await userEvent.click(within(panel).getByRole('button', { name: RESET_DEMO_DATA.action }));
    const question = within(panel).getByRole('group', { name: RESET_DEMO_DATA.question });
    await expect(within(question).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await expect(args.reloadPage).not.toHaveBeenCalled();

    await userEvent.click(within(question).getByRole('button', { name: RESET_DEMO_DATA.confirm }));
    await waitFor(() => expect(args.reloadPage).toHaveBeenCalledTimes(1));
    await expect(db.users.get(1)!.firstname).toBe('Claire');
  },
};

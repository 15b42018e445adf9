import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { showsText, spies } from '@/testing/storySupport';
import { initialHistoryState } from '../historySlice';
import { thermalStateFixture } from '../historyFixtures';
import { ThermalHistoryView } from './ThermalHistoryView';
import { failedLoad, firstLoad } from './historyStorySupport';

const meta = {
  title: 'Site général/Historique/ThermalHistoryView',
  component: ThermalHistoryView,
  globals: { site: 'general' },
  parameters: { layout: 'padded' },
  args: {
    state: thermalStateFixture(),
    ...spies('onSortChange', 'onRetry', 'onDelete'),
  },
} satisfies Meta<typeof ThermalHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Liste',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 résultats')).toBeInTheDocument();
    // The PSI written as everywhere else in the sites (point, two decimals, W/m.K).
    await expect(canvas.getByText('PSI : 0.25 W/m.K')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Ouvrir Maison Dupont – about de dalle' }),
    ).toHaveAttribute('href', '/evaluer-le-psi-dun-rupteur/#/12/Rupteur_RT_120_S?history=1');
    await expect(
      canvas.getByRole('link', { name: 'Ouvrir Gîte du Moulin – prédalles' }),
    ).toHaveAttribute('href', '/donnees-environnementales/#/15/Pr%C3%A9dalle_PR_13?history=1');
    await userEvent.selectOptions(canvas.getByLabelText('Trier par'), 'name-ASC');
    await expect(args.onSortChange).toHaveBeenCalledWith('name-ASC');
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { state: firstLoad(initialHistoryState.thermal) },
};

export const Empty: Story = {
  name: 'Vide',
  args: { state: thermalStateFixture({ items: [] }) },
  play: showsText("Actuellement vous n'avez pas sauvegardé de simulations"),
};

export const Error: Story = {
  name: 'Erreur',
  args: { state: failedLoad(initialHistoryState.thermal, 'Une erreur est survenue') },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile1' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  BACK_LABEL,
  REFINE_EXIT_LEAVE,
  REFINE_EXIT_STAY,
  REFINE_EXIT_TITLE,
  REFINE_TITLE,
  RETRY_LABEL,
} from './finderTexts';
import { RefineScreen } from './RefineScreen';
import { failsOnce } from '@/testing/storySupport';

/**
 * The refine screen of a result bound to the store: the criteria of history 1001 (a seeded
 * result) come from the mock backend's configuration.
 */
const meta = {
  title: 'Site général/Recherche de rupteur/RefineScreen',
  component: RefineScreen,
  globals: { site: 'general' },
  args: { historyId: 1001, onDone: fn(), onBack: fn() },
  parameters: { layout: 'padded', route: '/evaluer-le-psi-dun-rupteur/' },
} satisfies Meta<typeof RefineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'Critères chargés',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: REFINE_TITLE })).toBeVisible();
    const back = await canvas.findByRole('button', { name: BACK_LABEL });
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  beforeEach: failsOnce('post', '*/api/filters/configuration'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: RETRY_LABEL }));
    await expect(await canvas.findByRole('button', { name: BACK_LABEL })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: RETRY_LABEL })).not.toBeInTheDocument();
  },
};

export const ExitAfterChange: Story = {
  name: 'Quitter après un changement',
  play: async ({ args, canvas }) => {
    const select = (await canvas.findAllByRole('combobox'))[0]!;
    const option = select.querySelectorAll('option')[1]!;
    await userEvent.selectOptions(select, option.value);
    await userEvent.click(canvas.getByRole('button', { name: BACK_LABEL }));
    await expect(await screen.findByRole('alertdialog', { name: REFINE_EXIT_TITLE })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: REFINE_EXIT_STAY }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onBack).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: BACK_LABEL }));
    await userEvent.click(await screen.findByRole('button', { name: REFINE_EXIT_LEAVE }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

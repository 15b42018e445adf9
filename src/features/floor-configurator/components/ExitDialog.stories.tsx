import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { EXIT_LEAVE_LABEL, EXIT_STAY_LABEL, EXIT_TITLE, EXIT_WARNING } from './configuratorTexts';
import { ExitDialog } from './ExitDialog';

/** The floor configurator's 'Êtes-vous sûr de vouloir quitter ?' (spec 002 §2.1). */
const meta = {
  title: 'Plancher/Configurateur/ExitDialog',
  component: ExitDialog,
  globals: { site: 'floor' },
  args: { open: true, onStay: fn(), onLeave: fn() },
} satisfies Meta<typeof ExitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Ouverte',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: EXIT_TITLE });
    await expect(dialog).toHaveTextContent(EXIT_WARNING);
    await userEvent.click(screen.getByRole('button', { name: EXIT_STAY_LABEL }));
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: EXIT_LEAVE_LABEL }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

import { Checkbox } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { FilterDialog } from './FilterDialog';

/** The filters of a list on a phone (the histories, the PSI library): 'Filtres', then apply or reset. */
const meta = {
  title: 'Commun/Composants/FilterDialog',
  component: FilterDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    resetDisabled: true,
    onReset: fn(),
    onApply: fn(),
    children: (
      <Checkbox.Root>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Plancher intermédiaire</Checkbox.Label>
      </Checkbox.Root>
    ),
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof FilterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  name: 'Aucun filtre choisi',
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Filtres' });
    await expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Chosen: Story = {
  name: 'Filtres choisis',
  args: { resetDisabled: false },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Filtres' });
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { PdfDialog } from './PdfDialog';

const meta = {
  title: 'Site général/Résultat rupteur/PdfDialog',
  component: PdfDialog,
  globals: { site: 'general' },
  args: { open: true, loading: false, failed: false, onDownload: fn(), onClose: fn() },
} satisfies Meta<typeof PdfDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'Prêt',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

export const Loading: Story = { name: 'Préparation', args: { loading: true } };

export const Failed: Story = {
  name: 'Erreur',
  args: { failed: true },
  play: async () => {
    await expect(await screen.findByText('Une erreur est survenue')).toBeInTheDocument();
  },
};

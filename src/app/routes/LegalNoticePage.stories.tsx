import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import LegalNoticePage from './LegalNoticePage';

/** `/mentions-legales`, on every site: the site's name is in the publisher's paragraph. */
const meta = {
  title: 'Commun/Pages/LegalNoticePage',
  component: LegalNoticePage,
  parameters: { route: '/mentions-legales' },
} satisfies Meta<typeof LegalNoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  name: 'Site général',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Mentions légales et politique de confidentialité',
      }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText(/^Rupteo est un service en ligne/)).toBeVisible();
  },
};

export const Floor: Story = {
  name: 'Plancher',
  globals: { site: 'floor' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^Configurateur de planchers est un service en ligne/),
    ).toBeVisible();
  },
};

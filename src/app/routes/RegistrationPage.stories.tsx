import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import RegistrationPage from './RegistrationPage';

/** `/inscription`: the registration form (its states: Commun/Compte/RegistrationPageContent). */
const meta = {
  title: 'Commun/Compte/RegistrationPage',
  component: RegistrationPage,
  parameters: { route: '/inscription' },
} satisfies Meta<typeof RegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Formulaire',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Inscription | Rupteo'));
  },
};

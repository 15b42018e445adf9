import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import { PasswordCriteriaChecklist } from './PasswordCriteriaChecklist';

const meta = {
  title: 'Commun/Compte/PasswordCriteriaChecklist',
  component: PasswordCriteriaChecklist,
  args: { password: '' },
  globals: { site: 'floor' },
} satisfies Meta<typeof PasswordCriteriaChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

const markers = () =>
  screen.getAllByRole('listitem').map((item) => item.getAttribute('data-valid') === 'true');

export const Empty: Story = {
  name: 'Mot de passe vide',
  play: async () => {
    await screen.findByRole('list', { name: 'Critères du mot de passe' });
    await expect(markers()).toEqual([false, false, false, false, false]);
  },
};

export const Partial: Story = {
  name: 'Critères en partie respectés',
  args: { password: 'abcdef' },
  play: async () => {
    await screen.findByRole('list', { name: 'Critères du mot de passe' });
    // length and lowercase are met; uppercase, digit and special are not.
    await expect(markers()).toEqual([true, false, true, false, false]);
  },
};

export const AllValid: Story = {
  name: 'Tous les critères respectés',
  args: { password: 'Nouveau2025!' },
  play: async () => {
    await screen.findByRole('list', { name: 'Critères du mot de passe' });
    await expect(markers()).toEqual([true, true, true, true, true]);
  },
};

export const Loading: Story = {
  name: 'Chargement',
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/password/criteria/', () => delay('infinite')));
  },
  play: async () => {
    await expect(screen.getByRole('status')).toHaveTextContent('Chargement des critères');
  },
};

export const Failed: Story = {
  name: 'Erreur de chargement',
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/password/criteria/', () => HttpResponse.json({}, { status: 500 })));
  },
  play: async () => {
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent("n'ont pas pu être chargés"),
    );
  },
};

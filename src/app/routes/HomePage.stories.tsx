import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import HomePage from './HomePage';

/** The home page of each site: what the site is for, and a card per tool (HomeContent). */
const meta = {
  title: 'Commun/Pages/HomePage',
  component: HomePage,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  name: 'Site général',
  globals: { site: 'general' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rupteo' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: "Évaluer le PSI d'un rupteur" })).toHaveAttribute(
      'href',
      '/evaluer-le-psi-dun-rupteur/',
    );
    await expect(canvas.getByRole('link', { name: 'Bibliothèque de PSI' })).toHaveAttribute(
      'href',
      '/bibliotheque',
    );
  },
};

export const Floor: Story = {
  name: 'Plancher',
  globals: { site: 'floor' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Configurateur de planchers' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Configurer un plancher' })).toHaveAttribute(
      'href',
      '/configurer-un-plancher/',
    );
  },
};

export const Carbon: Story = {
  name: 'Carbone',
  globals: { site: 'carbon' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "Simulateur d'empreinte carbone" }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Simuler mon empreinte carbone' }),
    ).toHaveAttribute('href', '/simuler-mon-empreinte-carbone/');
  },
};

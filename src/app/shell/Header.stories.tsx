import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loggedInSession } from '@/testing/storyFixtures';
import { Header } from './Header';

const meta = {
  title: 'Commun/Structure/Header',
  component: Header,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  name: 'Visiteur (général)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Rupteo/ })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  name: 'Connecté (général)',
  parameters: { session: loggedInSession },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Claire Martin/ })).toBeInTheDocument();
  },
};

export const FloorLoggedOut: Story = {
  name: 'Visiteur (plancher)',
  globals: { site: 'floor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Configurateur de planchers' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  },
};

export const FloorLoggedIn: Story = {
  name: 'Connecté (plancher)',
  globals: { site: 'floor' },
  parameters: { session: loggedInSession },
};

export const CarbonLoggedOut: Story = {
  name: 'Visiteur (carbone)',
  globals: { site: 'carbon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: "Simulateur d'empreinte carbone" }),
    ).toBeInTheDocument();
  },
};

export const CarbonLoggedIn: Story = {
  name: 'Connecté (carbone)',
  globals: { site: 'carbon' },
  parameters: { session: loggedInSession },
};

export const CarbonBrand: Story = {
  name: 'Carbone, édition Batiprime',
  parameters: { host: 'carbone.batiprime.fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: "Simulateur d'empreinte carbone" }),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-logo="carbon-brand"]')).not.toBeNull();
  },
};

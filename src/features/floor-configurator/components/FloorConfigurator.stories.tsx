import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { setFaults } from '@mock/faults';
import { encodeConfiguration } from '../configParam';
import { FloorConfigurator } from './FloorConfigurator';

const PATH = '/configurer-un-plancher/';
const STEP1 = { zipCode: '69003', configurationName: 'Maison Dupont – plancher bas' };

const meta = {
  title: 'Plancher/Configurateur/FloorConfigurator',
  component: FloorConfigurator,
  globals: { site: 'floor' },
  parameters: { layout: 'fullscreen', route: PATH },
} satisfies Meta<typeof FloorConfigurator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1: Story = {
  name: 'Étape 1',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Votre projet' });
    await expect(canvas.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  },
};

export const Step1Errors: Story = {
  name: 'Étape 1 : champs obligatoires',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Votre projet' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(canvas.getAllByText('Champ obligatoire')).toHaveLength(2));
  },
};

export const Step2: Story = {
  name: 'Étape 2 (configuration reprise de l’adresse)',
  parameters: {
    route: `${PATH}?config=${encodeConfiguration({
      step: 2,
      values: { ...STEP1, floorPosition: 'vide-sanitaire', usage: 'habitation' },
    })}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Votre plancher' });
    await expect(
      canvas.getByRole('button', { name: 'Trouver les solutions adaptées' }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Retour à l'étape précédente/ })).toBeEnabled();
  },
};

export const NoUpValue: Story = {
  name: 'Étape 2 : aucune valeur de Up disponible',
  parameters: {
    route: `${PATH}?config=${encodeConfiguration({
      step: 2,
      values: { ...STEP1, floorPosition: 'haut-de-sous-sol', usage: 'parking' },
    })}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Votre plancher' });
    await expect(canvas.getByText('Aucune valeur disponible.')).toBeInTheDocument();
  },
};

export const Step2Refused: Story = {
  name: 'Étape 2 : refus du serveur',
  parameters: {
    route: `${PATH}?config=${encodeConfiguration({
      step: 2,
      values: {
        ...STEP1,
        floorPosition: 'vide-sanitaire',
        usage: 'habitation',
        loadCase: 'habitation',
        up: '0.20',
        floorSpan: '20',
      },
    })}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Trouver les solutions adaptées' }),
    );
    await expect(
      await canvas.findByText('La portée doit être comprise entre 1,50 et 12,00 m.'),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Erreur de chargement',
  beforeEach: () => {
    setFaults([{ operation: 'GET /api/configurator/', kind: 'server-error', times: 1 }]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

export const ExitDialogOpen: Story = {
  name: 'Confirmation de sortie',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Votre projet' });
    await userEvent.click(canvas.getByRole('button', { name: 'Quitter la configuration' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Êtes-vous sûr de vouloir quitter ?' }),
    ).toBeVisible();
  },
};

import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PageLayout } from './PageLayout';

const meta = {
  title: 'Commun/Structure/PageLayout',
  component: PageLayout,
  args: {
    title: 'Mon espace personnel',
    children: <Text>Le contenu de la page s'affiche ici.</Text>,
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Titre et contenu',
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Mon espace personnel' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mon espace personnel | Rupteo'));
  },
};

export const WithIntro: Story = {
  name: 'Avec introduction',
  args: {
    title: 'Bibliothèque des valeurs de PSI',
    intro: 'Filtrez la bibliothèque complète des valeurs de PSI.',
  },
};

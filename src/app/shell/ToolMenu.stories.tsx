import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import ToolMenu from './ToolMenu';

/** The header's menu of the site's tools on phones and tablets (below 1024 px). */
const meta = {
  title: 'Commun/Structure/ToolMenu',
  component: ToolMenu,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof ToolMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  name: 'Site général, ouvert au clavier',
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      "Évaluer le PSI d'un rupteur",
      'Données environnementales',
      'Bibliothèque de PSI',
    ]);
    await expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
      '/evaluer-le-psi-dun-rupteur/',
      '/donnees-environnementales/',
      '/bibliotheque',
    ]);
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', entries[0]!.id));
  },
};

export const Floor: Story = {
  name: 'Site plancher',
  globals: { site: 'floor' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Configurer un plancher' }),
    ).toHaveAttribute('href', '/configurer-un-plancher/');
  },
};

export const Carbon: Story = {
  name: 'Site carbone',
  globals: { site: 'carbon' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Simuler mon empreinte carbone' }),
    ).toHaveAttribute('href', '/simuler-mon-empreinte-carbone/');
  },
};

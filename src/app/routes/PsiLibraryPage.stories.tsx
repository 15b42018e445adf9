import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { START_MESSAGE } from '@/ui/libraryFrame/libraryFrame';
import PsiLibraryPage from './PsiLibraryPage';
import { failsOnce } from '@/testing/storySupport';

/** The PSI library's page, bound to the store, with its filters from the mock backend. */
const meta = {
  title: 'Site général/Bibliothèque de PSI/PsiLibraryPage',
  component: PsiLibraryPage,
  globals: { site: 'general' },
  parameters: { route: '/bibliotheque' },
} satisfies Meta<typeof PsiLibraryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filters: Story = {
  name: 'Filtres chargés',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(START_MESSAGE)).toBeVisible();
    await expect((await canvas.findAllByRole('checkbox')).length).toBeGreaterThan(0);
  },
};

export const LoadError: Story = {
  name: 'Erreur, puis nouvel essai',
  beforeEach: failsOnce('post', '*/api/filters/bibliotheque'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Réessayer' }));
    await expect((await canvas.findAllByRole('checkbox')).length).toBeGreaterThan(0);
  },
};

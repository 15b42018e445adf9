import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { initialLibraryState } from '../librarySlice';
import { filtersFixture, libraryDatasFixture, libraryStateFixture } from '../libraryFixtures';
import { PsiLibraryView } from './PsiLibraryView';

const meta = {
  title: 'Site général/Bibliothèque de PSI/PsiLibraryView',
  component: PsiLibraryView,
  globals: { site: 'general' },
  parameters: { layout: 'padded' },
  args: {
    state: libraryStateFixture(),
    layout: 'desktop',
    onChoicesChange: fn(),
    onTabToggle: fn(),
    onRetry: fn(),
    onReport: fn(),
    onExportCsv: fn(),
  },
} satisfies Meta<typeof PsiLibraryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  name: 'Résultats, onglets fermés',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6 valeurs de PSI pour 2 rupteurs')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir Rupteur RT 120 S' }));
    await expect(args.onTabToggle).toHaveBeenCalledWith(502);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retirer Type de plancher : Plancher intermédiaire' }),
    );
    await expect(args.onChoicesChange).toHaveBeenCalledWith({});
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Prédalles' }));
    await expect(args.onChoicesChange).toHaveBeenCalledWith({ '22': [222], '23': [232] });
  },
};

export const OpenTab: Story = {
  name: 'Onglet ouvert, marqueur RE2020',
  args: { state: libraryStateFixture({ openTabs: [501] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Fermer ThermoPrédalle TPR à rupteur intégré' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByText('Conforme RE2020 (ψ9 ≤ 0.60 W/m.K)')).toHaveLength(2);
    await expect(canvas.getByText('Non conforme RE2020 (ψ9 > 0.60 W/m.K)')).toBeInTheDocument();
    await expect(canvas.getByText('0.71')).toBeInTheDocument();
  },
};

export const LongList: Story = {
  name: 'Plus de 100 valeurs (liste virtualisée)',
  args: {
    state: libraryStateFixture({
      datas: libraryDatasFixture({ rupteurs: 3, perRupteur: 140 }),
      openTabs: [501],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/plus de 100 valeurs de PSI/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Trouver un rupteur' })).toHaveAttribute(
      'href',
      '/evaluer-le-psi-dun-rupteur/',
    );
    // Only the rows in view are in the page.
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(140);
  },
};

export const Start: Story = {
  name: 'Aucun filtre choisi',
  args: {
    state: {
      ...initialLibraryState,
      status: 'ready',
      datas: { ...libraryDatasFixture({ selected: [] }), nbResults: 'all', rupteurs: [] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "Pour commencer veuillez sélectionner une valeur d'un filtre",
      ),
    ).toBeInTheDocument();
  },
};

export const NoResult: Story = {
  name: 'Aucun résultat',
  args: {
    state: libraryStateFixture({
      datas: { ...libraryDatasFixture(), nbResults: 0, rupteurs: [] },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Aucun résultat ne correspond à vos critères'),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Avez-vous essayé de modifier les filtres ?'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Chargement des filtres',
  args: { state: { ...initialLibraryState, status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des filtres');
    // Nothing is chosen yet: the results column reads as it will once the filters are there.
    await expect(canvas.getByRole('heading', { name: 'Résultats' })).toBeInTheDocument();
    await expect(
      canvas.getByText("Pour commencer veuillez sélectionner une valeur d'un filtre"),
    ).toBeInTheDocument();
  },
};

export const LoadingResults: Story = {
  name: 'Chargement des filtres, ouverte sur des résultats',
  args: { state: { ...initialLibraryState, status: 'loading' }, atStart: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des filtres');
    // A link to results: no start message while they load.
    await expect(canvas.queryByText(/Pour commencer/)).not.toBeInTheDocument();
  },
};

export const Searching: Story = {
  name: 'Recherche en cours',
  args: { state: libraryStateFixture({ status: 'loading' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A short search shows no spinner: the previous results stay until the new ones replace them.
    await expect(canvas.queryByText('Recherche en cours')).not.toBeInTheDocument();
    await expect(canvas.getByText('Résultats').parentElement).toHaveAttribute('aria-busy', 'true');
    // A longer one does.
    await expect(await canvas.findByText('Recherche en cours')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Erreur',
  args: {
    state: { ...initialLibraryState, status: 'error', error: 'Une erreur est survenue' },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  name: 'Mobile (moins de 720 px)',
  args: {
    layout: 'mobile',
    state: libraryStateFixture({
      datas: { ...libraryDatasFixture(), filters: filtersFixture([222]) },
    }),
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtres (1 actif)' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'ITE' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Valider' }));
    await expect(args.onChoicesChange).toHaveBeenCalledWith({ '22': [222], '26': [262] });
    // The dialog closes and gives the focus back to the button that opened it.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Filtres (1 actif)' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: 'Filtres (1 actif)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

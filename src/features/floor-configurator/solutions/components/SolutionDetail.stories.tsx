import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { detailOf, SLUG_DALLE_PLEINE } from '../solutionsFixtures';
import { initialFloorSolutionsState } from '../solutionsSlice';
import { SolutionDetail } from './SolutionDetail';

const detail = detailOf();

const meta = {
  title: 'Plancher/Solutions/SolutionDetail',
  component: SolutionDetail,
  globals: { site: 'floor' },
  parameters: { layout: 'padded' },
  args: {
    status: 'loaded',
    error: null,
    datas: detail,
    carbon: {
      concrete: detail.carbonFootprints[0]!.concrete.slug,
      status: 'loaded',
      datas: {
        concrete: detail.carbonFootprints[0]!.concrete,
        carbonFootprints: detail.carbonFootprints.slice(0, 1),
        steelMasses: detail.steelMasses,
        carbonRecap: detail.downloadCarbonRecap!.carbonRecap,
      },
    },
    busy: initialFloorSolutionsState.busy,
    onPreviousPage: fn(),
    onBackToConfiguration: fn(),
    onRetry: fn(),
    onSave: fn(),
    onDownloadRecap: fn(),
    onShare: fn(),
    onDownloadAll: fn(),
    onConcreteChange: fn(),
    onDownloadCarbonRecap: fn(),
    onOpenCarbonSimulator: fn(),
    onContact: fn(),
  },
} satisfies Meta<typeof SolutionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithScheme: Story = {
  name: 'Détail avec la coupe de la languette',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Coupe du plancher/ })).toBeInTheDocument();
    await expect(canvas.getByText('Caractéristiques techniques')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Tout télécharger/ })).toBeInTheDocument();
    await expect(canvas.getByText('Conserver votre recherche pour plus tard')).toBeInTheDocument();
  },
};

export const WithoutScheme: Story = {
  name: 'Détail sans coupe (dalle pleine)',
  args: { datas: detailOf(SLUG_DALLE_PLEINE) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('img', { name: /Coupe du plancher/ }),
    ).toBeNull();
  },
};

export const NothingDownloadable: Story = {
  name: 'Aucun document téléchargeable',
  args: {
    datas: {
      ...detail,
      links: detail.links.map((link) => ({ ...link, downloadable: false })),
      downloadAllFilesURL: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: /Tout télécharger/ }),
    ).toBeNull();
  },
};

export const Busy: Story = {
  name: 'Téléchargements en cours',
  args: {
    busy: { save: true, recap: true, carbonRecap: true, files: true, carbonLink: true },
  },
};

export const Loading: Story = { name: 'Chargement', args: { status: 'loading', datas: null } };

export const LoadError: Story = {
  name: 'Erreur de chargement',
  args: { status: 'error', datas: null, error: 'Solution introuvable.' },
};

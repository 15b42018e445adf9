import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { registerToken } from '@mock/db/tokens';
import { loggedInSession, storyUser } from '@/testing/storyFixtures';
import { emptyResult, oneSolutionResult, severalSolutionsResult } from '../solutionsFixtures';
import { solutionsActions } from '../solutionsSlice';
import { FloorResults } from './FloorResults';

const several = severalSolutionsResult();
const slugs = several.solutions.map((solution) => solution.slug);

const meta = {
  title: 'Plancher/Solutions/FloorResults',
  component: FloorResults,
  globals: { site: 'floor' },
  parameters: {
    layout: 'padded',
    storeActions: [solutionsActions.resultReceived({ result: several, fromHistory: false })],
  },
  args: { simulationId: null, onModify: fn(), onRestart: fn() },
} satisfies Meta<typeof FloorResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = { name: 'Recherche en cours', parameters: { storeActions: [] } };

export const List: Story = {
  name: 'Solutions recommandées (tri croissant)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Solutions recommandées pour vous' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(`${several.solutions.length} solutions`)).toBeInTheDocument();
  },
};

export const Descending: Story = {
  name: 'Tri par épaisseur décroissante',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Trier par épaisseur'), 'desc');
    await expect(canvas.getByLabelText('Trier par épaisseur')).toHaveValue('desc');
  },
};

export const FromHistory: Story = {
  name: "Ouvert depuis l'historique",
  parameters: {
    session: loggedInSession,
    storeActions: [solutionsActions.resultReceived({ result: several, fromHistory: true })],
  },
};

export const EmptyVisitor: Story = {
  name: 'Aucun résultat trouvé (visiteur)',
  parameters: {
    storeActions: [solutionsActions.resultReceived({ result: emptyResult(), fromHistory: false })],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Recommencer la configuration' }),
    );
    await expect(args.onRestart).toHaveBeenCalled();
  },
};

export const EmptyLoggedIn: Story = {
  name: 'Aucun résultat trouvé (connecté)',
  parameters: {
    session: loggedInSession,
    storeActions: [solutionsActions.resultReceived({ result: emptyResult(), fromHistory: false })],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Modifier ma configuration' }),
    );
    await expect(args.onModify).toHaveBeenCalled();
  },
};

export const CompareLimit: Story = {
  name: 'Comparaison : quatrième solution refusée',
  parameters: {
    storeActions: [
      solutionsActions.resultReceived({ result: several, fromHistory: false }),
      ...slugs.map((slug) => solutionsActions.compareToggled(slug)),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Vous pouvez comparer 3 solutions au maximum. Retirez-en une pour en ajouter une autre.',
      ),
    ).toBeInTheDocument();
  },
};

export const CompareOpen: Story = {
  name: 'Comparaison côte à côte',
  parameters: {
    storeActions: [
      solutionsActions.resultReceived({ result: several, fromHistory: false }),
      ...slugs.slice(0, 3).map((slug) => solutionsActions.compareToggled(slug)),
      solutionsActions.compareOpened(),
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Comparer les solutions' });
    await expect(within(dialog).getByText('Poids propre')).toBeInTheDocument();
    // The spreadsheet exports in the dialog's footer.
    await expect(
      within(dialog).getByRole('button', { name: 'Exporter en Excel (.xlsx)' }),
    ).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Exporter en CSV' })).toBeEnabled();
  },
};

export const ContactErrors: Story = {
  name: "Contacter le bureau d'études : champs obligatoires",
  parameters: {
    storeActions: [
      solutionsActions.resultReceived({ result: emptyResult(), fromHistory: false }),
      solutionsActions.contactClicked(),
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'pas-une-adresse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(within(dialog).getAllByText('Champ obligatoire')).toHaveLength(5));
    await expect(within(dialog).getByText('E-mail invalide')).toBeInTheDocument();
  },
};

export const ContactPrefilled: Story = {
  name: "Contacter le bureau d'études : prérempli (connecté)",
  // The story's user is known to the mock, which gives the profile (GET /api/user/) with the phone.
  beforeEach: () => {
    registerToken(storyUser.token, { kind: 'user', userId: storyUser.id });
  },
  parameters: {
    session: loggedInSession,
    storeActions: [
      solutionsActions.resultReceived({ result: emptyResult(), fromHistory: false }),
      solutionsActions.contactClicked(),
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByLabelText(/Nom/)).toHaveValue('Martin');
    await expect(within(dialog).getByLabelText(/Société/)).toHaveValue('Maçonnerie Martin');
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Téléphone/)).toHaveValue('04 78 62 15 30'),
    );
  },
};

export const ContactThankYou: Story = {
  name: "Contacter le bureau d'études : merci",
  parameters: {
    storeActions: [
      solutionsActions.resultReceived({ result: emptyResult(), fromHistory: false }),
      solutionsActions.contactClicked(),
      solutionsActions.contactSucceeded(),
    ],
  },
};

export const OneSolution: Story = {
  name: 'Une seule solution : détail ouvert',
  parameters: {
    storeActions: [
      solutionsActions.resultReceived({ result: oneSolutionResult(), fromHistory: false }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Page précédente/ }),
    ).toBeInTheDocument();
  },
};

export const ShareDialogOpen: Story = {
  name: 'Envoyer par e-mail (connecté, prérempli)',
  // The story's user is known to the mock: a refused token would end the session, and with it the
  // user's result on screen (src/app/userState.ts).
  beforeEach: () => {
    registerToken(storyUser.token, { kind: 'user', userId: storyUser.id });
  },
  parameters: {
    session: loggedInSession,
    storeActions: [
      solutionsActions.resultReceived({ result: oneSolutionResult(), fromHistory: false }),
      solutionsActions.shareDialogOpened(),
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer par e-mail' });
    await expect(within(dialog).getByLabelText(/Votre e-mail/)).toHaveValue(
      'claire.martin@maconnerie-martin.fr',
    );
  },
};

export const ShareErrors: Story = {
  name: 'Envoyer par e-mail : champs obligatoires',
  parameters: {
    storeActions: [
      solutionsActions.resultReceived({ result: oneSolutionResult(), fromHistory: false }),
      solutionsActions.shareDialogOpened(),
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer par e-mail' });
    await userEvent.type(within(dialog).getByLabelText(/E-mail 2/), 'pas-une-adresse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(within(dialog).getAllByText('Champ obligatoire')).toHaveLength(4));
    await expect(within(dialog).getByText('E-mail invalide')).toBeInTheDocument();
  },
};

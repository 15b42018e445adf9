import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSheet } from 'read-excel-file/node';
import { fileDownload } from '@/lib/export/fileDownload';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { EXPORT_FAILED_MESSAGE } from '@/ui/export/ExportButtons';
import { toaster } from '@/ui/toast/toaster';
import { emptyResult, oneSolutionResult, severalSolutionsResult } from '../solutionsFixtures';
import { solutionsActions } from '../solutionsSlice';
import { claireSession, visitorSession } from '../solutionsTestSupport';
import { FloorResults } from './FloorResults';

jest.setTimeout(20_000);
afterEach(() => toaster.remove());

function renderResults(
  result = severalSolutionsResult(),
  { loggedIn = false, fromHistory = false } = {},
) {
  const onModify = jest.fn();
  const onRestart = jest.fn();
  const view = renderWithProviders(
    <FloorResults simulationId={null} onModify={onModify} onRestart={onRestart} />,
    { site: 'floor', preloadedState: loggedIn ? claireSession() : visitorSession() },
  );
  act(() => {
    view.store.dispatch(solutionsActions.resultReceived({ result, fromHistory }));
  });
  return { ...view, onModify, onRestart };
}

const cardTitles = () =>
  screen
    .getAllByTestId('solution-card')
    .map((card) => within(card).getByRole('heading').textContent);

describe('results list (spec 002 §2.2)', () => {
  it("'Solutions recommandées pour vous', the count, cards with tagline, thickness and 'Voir le détail'", async () => {
    const result = severalSolutionsResult();
    renderResults(result);
    expect(
      await screen.findByRole('heading', { name: 'Solutions recommandées pour vous' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${result.solutions.length} solutions`)).toBeInTheDocument();
    const cards = screen.getAllByTestId('solution-card');
    expect(cards).toHaveLength(result.solutions.length);
    const first = within(cards[0]!);
    expect(first.getByText('Solution adaptée à votre configuration')).toBeInTheDocument();
    expect(first.getByText(/^Épaisseur : \d/)).toBeInTheDocument();
    expect(first.getByRole('button', { name: /^Voir le détail/ })).toBeInTheDocument();
  });

  it('sorted by thickness ascending by default; the menu sorts descending', async () => {
    const result = severalSolutionsResult();
    renderResults(result);
    const ascending = [...result.solutions]
      .sort((a, b) => a.thickness - b.thickness)
      .map((solution) => solution.libelle);
    await waitFor(() => expect(cardTitles()).toEqual(ascending));
    await userEvent.selectOptions(screen.getByLabelText('Trier par épaisseur'), 'desc');
    expect(cardTitles()).toEqual([...ascending].reverse());
  });

  it("from the history: 'Retour à la liste des simulations' → /espace-personnel#/historique", async () => {
    renderResults(severalSolutionsResult(), { loggedIn: true, fromHistory: true });
    expect(
      await screen.findByRole('link', { name: 'Retour à la liste des simulations' }),
    ).toHaveAttribute('href', '/espace-personnel#/historique');
  });

  it("'Voir le détail' opens the solution's detail; 'Page précédente' comes back to the list", async () => {
    const result = severalSolutionsResult();
    renderResults(result);
    const [card] = await screen.findAllByTestId('solution-card');
    await userEvent.click(within(card!).getByRole('button', { name: /^Voir le détail/ }));
    expect(
      await screen.findByRole('button', { name: /Revenir à la configuration/ }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Caractéristiques techniques' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Page précédente/ }));
    expect(
      await screen.findByRole('heading', { name: 'Solutions recommandées pour vous' }),
    ).toBeInTheDocument();
  });

  it('exactly one solution opens its detail directly, with its documents and carbon estimate', async () => {
    renderResults(oneSolutionResult());
    expect(
      await screen.findByRole('heading', { name: 'Caractéristiques techniques' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Solutions recommandées pour vous')).toBeNull();
    for (const column of ['Nom', 'Taille', 'Type', 'Dernière mise à jour'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tout télécharger/ })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Afficher tous les documents disponibles pour ce système/ }),
    ).toHaveAttribute('target', '_blank');
    expect(screen.getAllByText(/kg eq CO₂\/m²/).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: /Coupe du plancher/ })).toBeInTheDocument();
    expect(screen.getByText('Conserver votre recherche pour plus tard')).toBeInTheDocument();
    for (const name of [
      'Sauvegarder la solution',
      'Télécharger le récapitulatif PDF',
      'Envoyer par e-mail',
    ])
      expect(screen.getAllByRole('button', { name }).length).toBeGreaterThan(0);
  });
});

describe('empty result (spec 002 §2.2, §8)', () => {
  it("'Aucun résultat trouvé'; anonymous: restart the configuration", async () => {
    const { onRestart } = renderResults(emptyResult());
    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier ma configuration' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer la configuration' }));
    expect(onRestart).toHaveBeenCalled();
  });

  it('logged in: modify the configuration', async () => {
    const { onModify } = renderResults(emptyResult(), { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier ma configuration' }));
    expect(onModify).toHaveBeenCalled();
  });

  it('contact the design office: the text says the configuration data is attached; messages of §5.3', async () => {
    renderResults(emptyResult());
    await userEvent.click(
      await screen.findByRole('button', { name: "Contacter le bureau d'études" }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Les données de votre configuration sont jointes automatiquement à votre demande.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'claire@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(within(dialog).getAllByText('Champ obligatoire')).toHaveLength(5));
    expect(within(dialog).getByText('E-mail invalide')).toBeInTheDocument();
  });

  it('contact success: the thank-you view with buttons to the home page or back to the results', async () => {
    renderResults(emptyResult(), { loggedIn: true });
    await userEvent.click(
      await screen.findByRole('button', { name: "Contacter le bureau d'études" }),
    );
    const dialog = await screen.findByRole('dialog');
    // Prefilled from the profile (GET /api/user/ gives the phone): only the message is left.
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Téléphone/)).toHaveValue('04 78 62 15 30'),
    );
    expect(within(dialog).getByLabelText(/^Nom/)).toHaveValue('Martin');
    expect(within(dialog).getByLabelText(/Société/)).toHaveValue('Maçonnerie Martin');
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Merci de me rappeler.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(toaster.getVisibleToasts()).toHaveLength(1));
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ type: 'success' });
    expect(await screen.findByText('Merci pour votre demande')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Retour à l'accueil" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retour aux résultats' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Aucun résultat trouvé')).toBeInTheDocument();
  });
});

describe('comparison (up to three solutions)', () => {
  it('a fourth choice is refused with a clear message; the table compares the three', async () => {
    renderResults(severalSolutionsResult());
    const boxes = await screen.findAllByRole('checkbox', { name: /^Comparer/ });
    expect(boxes).toHaveLength(4);
    for (const box of boxes) await userEvent.click(box);
    expect(
      screen.getByText(
        'Vous pouvez comparer 3 solutions au maximum. Retirez-en une pour en ajouter une autre.',
      ),
    ).toBeInTheDocument();
    const redrawn = screen.getAllByRole('checkbox', { name: /^Comparer/ });
    expect(redrawn.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(3);
    expect(redrawn[3]).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Comparer (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparer les solutions' });
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('columnheader', { name: /./ }).length).toBeGreaterThanOrEqual(
      4,
    );
    for (const row of ['Épaisseur', 'Poids propre', 'Documents'])
      expect(within(table).getByRole('rowheader', { name: row })).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader', { name: /^Carbone – / }).length).toBe(3);
  });
});

describe('comparison exports (issue 24 §2)', () => {
  let saved: jest.SpyInstance;
  beforeEach(() => {
    saved = jest.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
  });
  afterEach(() => saved.mockRestore());

  async function openComparison() {
    renderResults(severalSolutionsResult());
    const boxes = await screen.findAllByRole('checkbox', { name: /^Comparer/ });
    for (const box of boxes.slice(0, 2)) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Comparer (2)' }));
    return screen.findByRole('dialog', { name: 'Comparer les solutions' });
  }

  /** The table on screen: the solutions' names, then each criterion's row of texts. */
  function screenTable(dialog: HTMLElement) {
    const table = within(dialog).getByRole('table');
    const names = within(table)
      .getAllByRole('columnheader')
      .slice(1)
      .map((cell) => cell.textContent);
    const rowOf = (name: string | RegExp) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    return { names, rowOf };
  }

  it("'Exporter en Excel (.xlsx)' saves a dated .xlsx whose cells are the table's", async () => {
    const dialog = await openComparison();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Exporter en Excel (.xlsx)' }),
    );
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [blob, name] = saved.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^comparaison-solutions-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readSheet(Buffer.from(await blob.arrayBuffer()));
    const { names, rowOf } = screenTable(dialog);
    expect(rows[0]![0]).toBe('Comparaison de 2 solutions');
    expect(rows[1]).toEqual(expect.arrayContaining(['Site', 'Configurateur de planchers']));
    const header = rows[4]!;
    const body = rows.slice(5);
    expect(body.map((row) => row[0])).toEqual(names);
    const thickness = header.indexOf('Épaisseur (cm)');
    expect(body.map((row) => `${row[thickness]} cm`)).toEqual(rowOf('Épaisseur'));
    const weight = header.indexOf('Poids propre (daN/m²)');
    expect(body.map((row) => `${row[weight]} daN/m²`)).toEqual(rowOf('Poids propre'));
    const carbon = header.findIndex((label) => String(label).startsWith('Carbone – '));
    expect(body.map((row) => String(row[carbon]).replace('.', ','))).toEqual(
      rowOf(String(header[carbon])),
    );
  });

  it("'Exporter en CSV' saves a dated CSV, and a failure is told in French", async () => {
    const dialog = await openComparison();
    const csv = within(dialog).getByRole('button', { name: 'Exporter en CSV' });
    saved.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await userEvent.click(csv);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(EXPORT_FAILED_MESSAGE);
    csv.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    const [blob, name] = saved.mock.calls[1] as [Blob, string];
    expect(name).toMatch(/^comparaison-solutions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder().decode(await blob.arrayBuffer());
    const { names } = screenTable(dialog);
    for (const solution of names) expect(text).toContain(`\r\n${solution};`);
    expect(text).toContain('Solution;Épaisseur (cm);Poids propre (daN/m²);Carbone – ');
  });
});

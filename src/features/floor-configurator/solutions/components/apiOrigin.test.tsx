/**
 * The floor's results with the API on its own origin (a build with VITE_API_BASE_URL): the
 * server's root-relative addresses (packshots, documents) are put on the API's origin, its
 * absolute ones are kept, and a `javascript:` one never reaches the page.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FloorSimulationResult } from '@/api/floorTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import {
  detailOf,
  oneSolutionResult,
  severalSolutionsResult,
  SLUG_BETON,
  SLUG_PSE_ISOLANT,
} from '../solutionsFixtures';
import { initialFloorSolutionsState, solutionsActions } from '../solutionsSlice';
import { visitorSession } from '../solutionsTestSupport';
import { DocumentsTable } from './DocumentsTable';
import { FloorResults } from './FloorResults';
import { SolutionDetail } from './SolutionDetail';

jest.setTimeout(20_000);

const API = 'http://127.0.0.1:8787';

function renderResults(result: FloorSimulationResult, apiBaseUrl = API) {
  const view = renderWithProviders(
    <FloorResults simulationId={null} onModify={jest.fn()} onRestart={jest.fn()} />,
    { site: 'floor', preloadedState: visitorSession(), apiBaseUrl },
  );
  act(() => {
    view.store.dispatch(solutionsActions.resultReceived({ result, fromHistory: false }));
  });
  return view;
}

function imageSources(container: HTMLElement): string[] {
  return [...container.querySelectorAll('img')].map((image) => image.getAttribute('src') ?? '');
}

describe('floor results with the API on its own origin', () => {
  it("the cards' packshots are put on the API's origin", async () => {
    const result = severalSolutionsResult();
    renderResults(result);
    const cards = await screen.findAllByTestId('solution-card');
    const sources = cards.flatMap((card) => imageSources(card));
    expect(sources).toHaveLength(result.solutions.length);
    expect(sources).toContain(`${API}/media/plancher/visuels/${SLUG_BETON}.svg`);
    for (const source of sources)
      expect(source).toMatch(
        /^http:\/\/127\.0\.0\.1:8787\/media\/plancher\/visuels\/[a-z0-9-]+\.svg$/,
      );
  });

  it("the detail's packshot and downloadable documents are on the API's origin; external pages are kept", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const detail = detailOf(SLUG_PSE_ISOLANT);
    renderWithProviders(
      <SolutionDetail
        status="loaded"
        error={null}
        datas={detail}
        carbon={{ concrete: null, status: 'idle', datas: null }}
        busy={initialFloorSolutionsState.busy}
        onPreviousPage={jest.fn()}
        onBackToConfiguration={jest.fn()}
        onRetry={jest.fn()}
        onSave={jest.fn()}
        onDownloadRecap={jest.fn()}
        onShare={jest.fn()}
        onDownloadAll={jest.fn()}
        onConcreteChange={jest.fn()}
        onDownloadCarbonRecap={jest.fn()}
        onOpenCarbonSimulator={jest.fn()}
        onContact={jest.fn()}
      />,
      { site: 'floor', apiBaseUrl: API },
    );
    expect(screen.getByRole('img', { name: /^Vue en coupe/ })).toHaveAttribute(
      'src',
      `${API}/media/plancher/visuels/${SLUG_PSE_ISOLANT}.svg`,
    );
    const fdes = screen.getByRole('link', { name: /^FDES.*document téléchargeable/ });
    expect(fdes.getAttribute('href')).toBe(
      `${API}/media/plancher/documents/${SLUG_PSE_ISOLANT}/fdes-${SLUG_PSE_ISOLANT}.pdf`,
    );
    const video = screen.getByRole('link', { name: /page externe/ });
    expect(video.getAttribute('href')).toMatch(/^https:\/\/www\.rupteo\.fr\/planchers\//);
    expect(
      screen.getByRole('link', { name: /Afficher tous les documents disponibles pour ce système/ }),
    ).toHaveAttribute('href', `https://www.rupteo.fr/planchers/${SLUG_PSE_ISOLANT}/`);

    // A click on the row opens the same address.
    await userEvent.click(fdes.closest('tr')!.querySelector('td:nth-child(2)')!);
    expect(open).toHaveBeenCalledWith(fdes.getAttribute('href'), '_blank', 'noopener');
    open.mockRestore();
  });

  it('the comparison links the documents on the API origin', async () => {
    renderResults(severalSolutionsResult());
    const boxes = await screen.findAllByRole('checkbox', { name: /^Comparer/ });
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Comparer (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparer les solutions' });
    const hrefs = within(dialog)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.startsWith(`${API}/media/plancher/documents/`))).toBe(true);
    for (const href of hrefs)
      expect(href).toMatch(/^(http:\/\/127\.0\.0\.1:8787\/media\/|https:\/\/)/);
  });

  it("a server's absolute address is kept; a javascript: one is neither linked nor opened", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const [document] = oneSolutionResult().solutions[0]!.links.filter((link) => link.downloadable);
    const links = [
      { ...document!, libelle: 'Absolu', url: 'https://cdn.example/fiche.pdf' },
      { ...document!, libelle: 'Piégé', url: 'javascript:alert(1)' },
    ];
    renderWithProviders(
      <DocumentsTable links={links} wordPressUrl="javascript:alert(2)" onDownloadAll={jest.fn()} />,
      { site: 'floor', apiBaseUrl: API },
    );
    expect(screen.getByRole('link', { name: /^Absolu/ })).toHaveAttribute(
      'href',
      'https://cdn.example/fiche.pdf',
    );
    const trapped = screen.getByText('Piégé');
    expect(trapped.closest('a')).not.toHaveAttribute('href');
    await userEvent.click(trapped.closest('tr')!.querySelector('td:nth-child(2)')!);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /Afficher tous les documents/ })).toBeNull();
    open.mockRestore();
  });

  it("with the API on the page's origin, the addresses are put on the page's origin", async () => {
    renderResults(severalSolutionsResult(), '');
    const cards = await screen.findAllByTestId('solution-card');
    expect(imageSources(cards[0]!)[0]).toMatch(
      new RegExp(`^${window.location.origin}/media/plancher/visuels/[a-z0-9-]+\\.svg$`),
    );
  });
});

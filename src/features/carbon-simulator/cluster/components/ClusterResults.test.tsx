import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSheet } from 'read-excel-file/node';
import { useLocation } from 'react-router-dom';
import type { CarbonSimulationCard } from '@/api/carbonTypes';
import { fileDownload } from '@/lib/export/fileDownload';
import { useFixedDate } from '@/testing/fakeClock';
import { claireSession, visitorSession } from '@/testing/mockSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { EXPORT_FAILED_MESSAGE } from '@/ui/export/ExportButtons';
import { CARBON_STATE, carbonStates } from '../../../../../mock-server/states/carbonStates';
import { clusterActions } from '../clusterSlice';
import { chartDescription, chartWidths } from './ClusterChart';
import { ClusterResults } from './ClusterResults';
import { GAUGE_HONESTY } from './Re2020Gauge';

jest.setTimeout(20_000);

async function renderCluster(
  id: number,
  session: ReturnType<typeof claireSession> | ReturnType<typeof visitorSession> = claireSession(),
  fromHistory = false,
) {
  const onRestart = jest.fn();
  const view = renderWithProviders(<ClusterResults onRestart={onRestart} />, {
    site: 'carbon',
    preloadedState: session,
    route: '/simuler-mon-empreinte-carbone/',
  });
  act(() => {
    view.store.dispatch(clusterActions.clusterRequested({ id, fromHistory }));
  });
  await screen.findAllByRole('article');
  return { ...view, onRestart };
}

describe('cluster results screen (spec 002 §2.6)', () => {
  it("shows 'Simulations d'empreinte carbone' and a card per simulation with its figures and data", async () => {
    await renderCluster(302);
    expect(screen.getByRole('heading', { name: "Simulations d'empreinte carbone" })).toBeVisible();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Empreinte carbone')).toBeInTheDocument();
    expect(first.getByText(/^Note [A-E]$/)).toBeInTheDocument();
    expect(first.getAllByText(/kg eq CO₂\/m²/).length).toBeGreaterThan(2);
    expect(first.getByText('Système constructif')).toBeInTheDocument();
  });

  it("links 'Dupliquer et modifier' to ?cluster={cluster}&simulation-carbone={id} and 'Ajouter une nouvelle simulation' to ?cluster={cluster}", async () => {
    await renderCluster(302);
    const duplicates = screen.getAllByRole('link', { name: /^Dupliquer et modifier/ });
    expect(duplicates[0]).toHaveAttribute(
      'href',
      '/simuler-mon-empreinte-carbone/?cluster=302&simulation-carbone=3021',
    );
    expect(screen.getByRole('link', { name: 'Ajouter une nouvelle simulation' })).toHaveAttribute(
      'href',
      '/simuler-mon-empreinte-carbone/?cluster=302',
    );
    expect(screen.getByRole('link', { name: 'Démarrer un nouveau projet' })).toHaveAttribute(
      'href',
      '/simuler-mon-empreinte-carbone/',
    );
  });

  it("'Démarrer un nouveau projet' starts afresh", async () => {
    const { onRestart, store } = await renderCluster(302);
    await userEvent.click(screen.getByRole('link', { name: 'Démarrer un nouveau projet' }));
    expect(onRestart).toHaveBeenCalled();
    expect(store.getState().carbonCluster.datas).toBeNull();
  });

  it("'Démarrer un nouveau projet' navigates once: through onRestart, not the link as well", async () => {
    function LocationKey() {
      return <output data-testid="location-key">{useLocation().key}</output>;
    }
    const onRestart = jest.fn();
    const { store } = renderWithProviders(
      <>
        <ClusterResults onRestart={onRestart} />
        <LocationKey />
      </>,
      { site: 'carbon', preloadedState: claireSession(), route: '/simuler-mon-empreinte-carbone/' },
    );
    act(() => {
      store.dispatch(clusterActions.clusterRequested({ id: 302, fromHistory: false }));
    });
    const link = await screen.findByRole('link', { name: 'Démarrer un nouveau projet' });
    const before = screen.getByTestId('location-key').textContent;
    await userEvent.click(link);
    expect(onRestart).toHaveBeenCalledTimes(1);
    // The page's onRestart navigates; a second navigation by the link would add a history entry.
    expect(screen.getByTestId('location-key').textContent).toBe(before);
  });

  it("offers 'Sauvegarder ma simulation' for a cluster not saved yet only", async () => {
    await renderCluster(302);
    expect(screen.queryByRole('button', { name: 'Sauvegarder ma simulation' })).toBeNull();
  });

  it("offers 'Sauvegarder ma simulation' to a visitor", async () => {
    carbonStates[CARBON_STATE.anonymousCluster]!();
    await renderCluster(950, visitorSession());
    expect(screen.getByRole('button', { name: 'Sauvegarder ma simulation' })).toBeVisible();
  });

  it("shows the back link 'Retour à la liste des simulations' to /espace-personnel#/historique when opened from the history", async () => {
    await renderCluster(301, claireSession(), true);
    expect(screen.getByRole('link', { name: /Retour à la liste des simulations/ })).toHaveAttribute(
      'href',
      '/espace-personnel#/historique',
    );
  });

  it("the empty state: 'Recommencer la configuration'", async () => {
    const onRestart = jest.fn();
    const { store } = renderWithProviders(<ClusterResults onRestart={onRestart} />, {
      site: 'carbon',
      preloadedState: claireSession(),
    });
    store.dispatch(clusterActions.clusterRequested({ id: 301, fromHistory: false }));
    await waitFor(() => expect(store.getState().carbonCluster.status).toBe('loaded'));
    store.dispatch(
      clusterActions.clusterLoaded({ ...store.getState().carbonCluster.datas!, simulations: [] }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Recommencer la configuration' }),
    );
    expect(onRestart).toHaveBeenCalled();
  });

  it("the load error: the server's message with 'Réessayer'", async () => {
    const { store } = renderWithProviders(<ClusterResults onRestart={jest.fn()} />, {
      site: 'carbon',
      preloadedState: claireSession(),
    });
    store.dispatch(clusterActions.clusterRequested({ id: 903, fromHistory: false }));
    expect(await screen.findByText('Cluster introuvable.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });

  it('draws each bar of a card at the width of its pdfPercentage, in its colour', async () => {
    await renderCluster(301);
    const card = screen.getAllByRole('article')[0]!;
    const bars = within(card).getAllByTestId('simulation-bar');
    expect(bars.length).toBeGreaterThan(0);
    for (const bar of bars) expect(bar.style.width).toMatch(/^\d+(\.\d+)?%$/);
  });
});

describe('comparison chart', () => {
  const simulations = [
    { id: 1, title: 'Simulation 1 – Prédalles', carbonFootprint: 80 },
    { id: 2, title: 'Simulation 2 – Plancher bois', carbonFootprint: 33.25 },
    { id: 3, title: 'Simulation 3 – Dalle pleine', carbonFootprint: 40 },
  ] as CarbonSimulationCard[];

  it('sizes the bars against the largest footprint', () => {
    expect(chartWidths(simulations)).toEqual([100, 41.5625, 50]);
    expect(chartWidths([])).toEqual([]);
  });

  it('describes every number in French for screen readers', () => {
    expect(chartDescription(simulations)).toBe(
      'Simulation 1 – Prédalles : 80 kg eq CO₂/m² ; Simulation 2 – Plancher bois : 33,3 kg eq CO₂/m² ; Simulation 3 – Dalle pleine : 40 kg eq CO₂/m²',
    );
  });

  it('shows the chart with a title, a focusable picture per bar and the numbers in a table', async () => {
    await renderCluster(302);
    const chart = screen.getByRole('group', { name: /Empreinte carbone par simulation/ });
    expect(within(chart).getAllByRole('img')).toHaveLength(2);
    const table = screen.getByRole('table', { name: /Empreintes carbone des simulations/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});

describe('RE2020 gauge', () => {
  afterEach(() => jest.useRealTimers());

  it('defaults to the current period and maisons individuelles, and follows the choices', async () => {
    useFixedDate('2026-06-15T10:00:00Z');
    await renderCluster(301);
    const threshold = screen.getByTestId('gauge-threshold');
    // 2025-2027 in 2026.
    expect(screen.getByLabelText('Période (dépôt du permis de construire)')).toHaveValue(
      '2025-2027',
    );
    expect(threshold).toHaveTextContent('530 kg eq CO₂/m²');
    expect(screen.getByLabelText('Type de bâtiment')).toHaveValue('maison');
    await userEvent.selectOptions(
      screen.getByLabelText('Type de bâtiment'),
      'Logements collectifs',
    );
    expect(threshold).toHaveTextContent('650 kg eq CO₂/m²');
    await userEvent.selectOptions(
      screen.getByLabelText('Période (dépôt du permis de construire)'),
      'À partir de 2031',
    );
    expect(threshold).toHaveTextContent('490 kg eq CO₂/m²');
    const meter = screen.getAllByRole('meter')[0]!;
    expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\d+(,\d)? %$/));
  });

  it('defaults to the period of the day it is opened: 2028 to 2030 in 2029', async () => {
    useFixedDate('2029-06-15T10:00:00Z');
    await renderCluster(301);
    expect(screen.getByLabelText('Période (dépôt du permis de construire)')).toHaveValue(
      '2028-2030',
    );
    expect(screen.getByTestId('gauge-threshold')).toHaveTextContent('475 kg eq CO₂/m²');
  });

  it('says that the floor is only one part of the Ic construction, and names its source', async () => {
    await renderCluster(301);
    expect(screen.getByText(GAUGE_HONESTY)).toBeInTheDocument();
    expect(
      screen.getByText(
        /Source : Arrêté du 4 août 2021 relatif aux exigences de performance énergétique/,
      ),
    ).toBeInTheDocument();
  });
});

describe('spreadsheet exports (issue 24 §2)', () => {
  let saved: jest.SpyInstance;
  beforeEach(() => {
    saved = jest.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
  });
  afterEach(() => {
    saved.mockRestore();
    jest.useRealTimers();
  });

  /** The figures of the card's first figure, the threshold and the gauge text, as the screen writes them. */
  function screenFigures() {
    const card = within(screen.getAllByRole('article')[0]!);
    const title = card.getByRole('heading', { level: 3 }).textContent!;
    const footprint = card.getByText('Empreinte carbone').nextElementSibling!.textContent!;
    const threshold = /: (.+) kg eq CO₂\/m²/.exec(
      screen.getByTestId('gauge-threshold').textContent!,
    )![1]!;
    return { title, footprint, threshold };
  }

  it("'Exporter en Excel (.xlsx)' saves a dated .xlsx whose cells hold the screen's figures and threshold", async () => {
    useFixedDate('2026-06-15T10:00:00Z');
    await renderCluster(302);
    await userEvent.selectOptions(screen.getByLabelText('Type de bâtiment'), 'Bureaux');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en Excel (.xlsx)' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [blob, name] = saved.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^cluster-[a-z0-9-]+-2026-06-15\.xlsx$/);
    const rows = await readSheet(Buffer.from(await blob.arrayBuffer()));
    const { title, footprint, threshold } = screenFigures();
    expect(rows[0]![0]).toBe("Simulations d'empreinte carbone");
    expect(rows).toContainEqual(expect.arrayContaining(["Date de l'export", '15/06/2026']));
    expect(rows).toContainEqual(
      expect.arrayContaining(['Seuil Ic construction (kg eq CO₂/m²)', Number(threshold)]),
    );
    expect(rows).toContainEqual(expect.arrayContaining(['Type de bâtiment', 'Bureaux']));
    const header = rows.find((row) => row[0] === 'Simulation')!;
    const first = rows.find((row) => row[0] === title)!;
    const column = header.indexOf('Empreinte carbone (kg eq CO₂/m²)');
    expect(String(first[column]).replace('.', ',')).toBe(footprint.replace(' kg eq CO₂/m²', ''));
    expect(rows.filter((row) => typeof row[3] === 'number')).toHaveLength(2);
  });

  it("'Exporter en CSV' saves a dated CSV with the same figures", async () => {
    useFixedDate('2026-06-15T10:00:00Z');
    await renderCluster(302);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [blob, name] = saved.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^cluster-[a-z0-9-]+-2026-06-15\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    const { title, footprint } = screenFigures();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain("Date de l'export;15/06/2026");
    expect(text).toContain('Seuil Ic construction (kg eq CO₂/m²);530');
    expect(text).toContain(`${title};`);
    expect(text).toContain(`;${footprint.replace(' kg eq CO₂/m²', '')};`);
  });

  it('can be reached and run from the keyboard', async () => {
    await renderCluster(302);
    const button = screen.getByRole('button', { name: 'Exporter en CSV' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![1]).toMatch(/\.csv$/);
  });

  it('says in French when the export fails, and lets the user try again', async () => {
    saved.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await renderCluster(302);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORT_FAILED_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(EXPORT_FAILED_MESSAGE)).not.toBeInTheDocument();
  });
});

/** The cluster results screen and its comparison chart. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { CarbonSimulationCard } from '@/api/carbonTypes';
import { claireSession, visitorSession } from '@/testing/mockSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { CARBON_STATE, carbonStates } from '../../../../../mock-server/states/carbonStates';
import { clusterActions } from '../clusterSlice';
import { chartDescription, chartWidths } from './ClusterChart';
import { ClusterResults } from './ClusterResults';
import { renderCluster } from './clusterResultsTestSetup';

jest.setTimeout(20_000);

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

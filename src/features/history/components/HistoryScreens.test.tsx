import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ConfirmDialog } from '@/ui/confirm/ConfirmDialog';
import { AppToaster } from '@/ui/toast/AppToaster';
import { toaster } from '@/ui/toast/toaster';
import { issueToken } from '../../../../mock-server/db/mockDb';
import { claireSession, recordRequests, stopRecording } from '../historyTestSupport';
import { CarbonHistory } from './CarbonHistory';
import { FloorHistory } from './FloorHistory';
import { ThermalHistory } from './ThermalHistory';
import { settle, useFakeClock } from '@/testing/fakeClock';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mock-server/node';
import type { QueuedSave } from '@/lib/offline';
import { writeQueue } from '@/lib/offline/queueStorage';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// Waits run on a fake clock: no real time passes.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

afterEach(() => {
  stopRecording();
  toaster.remove();
});

function renderFloor(layout?: 'mobile' | 'desktop') {
  return renderWithProviders(
    <>
      <FloorHistory layout={layout} />
      <ConfirmDialog />
      <AppToaster />
    </>,
    { site: 'floor', preloadedState: claireSession() },
  );
}

describe('floor history screen', () => {
  it('shows the loading state, then the pluralised count and dates as dd/mm/yyyy', async () => {
    renderFloor('desktop');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre historique…');
    expect(await screen.findByText('42 résultats')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Mes configurations' });
    expect(within(list).getAllByText(/^\d{2}\/\d{2}\/\d{4}$/).length).toBe(42);
  });

  it('reset-filters control: disabled until at least one filter is set', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderFloor('desktop');
    await screen.findByText('42 résultats');
    const reset = screen.getByRole('button', { name: 'Réinitialiser les filtres' });
    expect(reset).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Plancher'), 'Plancher haut');
    expect(reset).toBeEnabled();
    await user.click(reset);
    expect(screen.getByLabelText('Plancher')).toHaveValue('');
    expect(reset).toBeDisabled();
  });

  it('options and tooltips of type, floor and floorLevel come from the server', async () => {
    renderFloor('desktop');
    await screen.findByText('42 résultats');
    const type = screen.getByLabelText('Type');
    expect(within(type).getByRole('option', { name: 'Solutions' })).toHaveValue('solution');
    expect(screen.getByRole('button', { name: 'Aide : Type' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aide : Niveau' })).toBeInTheDocument();
  });

  it('zip filter: digits only, cut to 5, one request once typing stops', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderFloor('desktop');
    await screen.findByText('42 résultats');
    const seen = recordRequests('/api/simulations/');
    const input = screen.getByLabelText('Code postal');
    await user.type(input, '69a003');
    const typedAt = Date.now();
    expect(input).toHaveValue('69003');
    await waitFor(() => expect(seen).toHaveLength(1), { timeout: 2000 });
    expect(seen[0]!.at - typedAt).toBeGreaterThanOrEqual(800);
    expect(seen[0]!.query.zip).toBe('69003');
    await user.type(input, '1');
    expect(input).toHaveValue('69003');
  });

  it('mobile: the filters open in a dialog whose Reset and Validate are disabled until a value is set', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderFloor('mobile');
    await screen.findByText('42 résultats');
    expect(screen.queryByLabelText('Plancher')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    const reset = within(dialog).getByRole('button', { name: 'Réinitialiser' });
    const validate = within(dialog).getByRole('button', { name: 'Valider' });
    expect(reset).toBeDisabled();
    expect(validate).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'solution');
    expect(reset).toBeEnabled();
    expect(validate).toBeEnabled();
    await user.click(validate);
    expect(await screen.findByText('12 résultats')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtres (1 actif)' })).toBeInTheDocument();
  });

  it("delete: 'Êtes-vous sûr de vouloir supprimer cette solution ?', the server's message as a toast, the list reloads without it", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderFloor('desktop');
    await screen.findByText('42 résultats');
    const deleteButtons = screen.getAllByRole('button', { name: /^Supprimer la solution / });
    await user.click(deleteButtons[0]!);
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText('Êtes-vous sûr de vouloir supprimer cette solution ?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('La solution a été supprimée.')).toBeInTheDocument();
    expect(await screen.findByText('41 résultats')).toBeInTheDocument();
  });

  it('opening: a simulation goes to ?history={id}, a solution to ?historySolution={slug}', async () => {
    renderFloor('desktop');
    await screen.findByText('42 résultats');
    const simulation = screen.getAllByRole('link', { name: /^Ouvrir la simulation / })[0]!;
    expect(simulation.getAttribute('href')).toMatch(/^\/configurer-un-plancher\/\?history=\d+$/);
    const solution = screen.getAllByRole('link', { name: /^Ouvrir la solution / })[0]!;
    expect(solution.getAttribute('href')).toMatch(
      /^\/configurer-un-plancher\/\?historySolution=[a-z0-9-]+$/,
    );
  });
});

describe('carbon history screen', () => {
  it("items show 'Le date à HhM' and open the simulator with ?history={id}; dates and systemType filter", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<CarbonHistory layout="desktop" />, {
      site: 'carbon',
      preloadedState: claireSession(),
    });
    expect(await screen.findByText('12 résultats')).toBeInTheDocument();
    expect(screen.getAllByText(/^Le \d{2}\/\d{2}\/\d{4} à \d{1,2}h\d{2}$/)).toHaveLength(12);
    const open = screen.getAllByRole('link', { name: /^Ouvrir / })[0]!;
    expect(open.getAttribute('href')).toMatch(/^\/simuler-mon-empreinte-carbone\/\?history=\d+$/);
    const seen = recordRequests('/api/clusters/');
    await user.selectOptions(screen.getByLabelText('Système constructif'), 'predalles');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.query).toEqual({ order: 'DESC', systemType: 'predalles' });
    await user.selectOptions(screen.getByLabelText('Trier par'), 'ASC');
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]!.query.order).toBe('ASC');
  });
});

describe("general site's history screen", () => {
  it("empty history: 'Actuellement vous n'avez pas sauvegardé de simulations'", async () => {
    const session = claireSession();
    // Thomas (user 4) saved no thermal-break result in the seed.
    session.session.user = {
      ...session.session.user,
      id: 4,
      token: issueToken({ kind: 'user', userId: 4 }),
    };
    renderWithProviders(<ThermalHistory />, { site: 'general', preloadedState: session });
    expect(
      await screen.findByText(
        "Actuellement vous n'avez pas sauvegardé de simulations",
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('0 résultat')).toBeInTheDocument();
  });
});

describe("saves waiting for the network ('en attente', docs/offline.md)", () => {
  // The server is back but failing: the queue tries them and keeps them.
  let tries = 0;
  beforeEach(() => {
    tries = 0;
    server.use(
      http.post('*/api/probe', () => {
        tries += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
  });
  // The queue's tries end before the test does.
  afterEach(async () => {
    await waitFor(() => expect(tries).toBeGreaterThan(0));
    await settle(20);
  });

  function queued(save: Partial<QueuedSave> & Pick<QueuedSave, 'kind' | 'itemKey' | 'label'>) {
    return {
      id: `${save.kind}-${save.itemKey}`,
      request: { method: 'POST', url: '/api/probe' },
      failureText: 'Une erreur est survenue',
      site: 'general',
      owner: 'user:1',
      queuedAt: '2026-11-26T06:00:00.000Z',
      ...save,
    } satisfies QueuedSave;
  }

  it('marks a listed history whose name waits, and lists a waiting save the list lacks', async () => {
    await writeQueue('general', 'user:1', [
      queued({ kind: 'historyName', itemKey: '1004', label: 'Chantier hors ligne' }),
      queued({ kind: 'historyName', itemKey: '1015', label: 'Bureaux Gerland' }),
    ]);
    renderWithProviders(<ThermalHistory />, { site: 'general', preloadedState: claireSession() });
    const heading = await screen.findByRole('heading', { name: 'Chantier hors ligne' });
    const card = heading.closest('li') ?? heading.parentElement!.parentElement!;
    expect(within(card as HTMLElement).getByText('en attente')).toBeInTheDocument();
    const waiting = screen.getByRole('region', { name: "En attente d'envoi" });
    expect(within(waiting).getByText('Bureaux Gerland')).toBeInTheDocument();
    expect(within(waiting).queryByText('Chantier hors ligne')).toBeNull();
    expect(screen.getAllByText('en attente')).toHaveLength(2);
  });

  it('lists a carbon simulation waiting to be sent above the carbon history', async () => {
    await writeQueue('carbon', 'user:1', [
      queued({
        kind: 'carbonSimulation',
        itemKey: 'nouveau',
        label: 'Maison Dupont',
        site: 'carbon',
      }),
    ]);
    renderWithProviders(<CarbonHistory layout="desktop" />, {
      site: 'carbon',
      preloadedState: claireSession(),
    });
    const waiting = await screen.findByRole('region', { name: "En attente d'envoi" });
    expect(within(waiting).getByText('Maison Dupont')).toBeInTheDocument();
    expect(within(waiting).getByText('Simulation carbone')).toBeInTheDocument();
    expect(within(waiting).getByText('en attente')).toBeInTheDocument();
  });
});

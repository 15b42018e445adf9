import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { confirmAccepted, confirmDismissed } from '@/ui/confirm/confirmSlice';
import { toaster } from '@/ui/toast/toaster';
import { setFaults } from '../../../mock-server/faults';
import { FILTER_DEBOUNCE_MS, FILTER_WAIT_MS } from '@/lib/sagas/debounceThenWait';
import { deleteConfirmMessage, floorQueryOf, INITIAL_LOAD_DELAY_MS } from './historySagas';
import {
  carbonClusterDeleteRequested,
  carbonFilterChanged,
  carbonHistoryOpened,
  carbonOrderChanged,
  floorFilterChanged,
  floorFiltersApplied,
  floorFiltersReset,
  floorHistoryOpened,
  floorItemDeleteRequested,
  floorOrderChanged,
} from './historySlice';
import { EMPTY_FLOOR_FILTERS } from './historyTypes';
import { elapse, useFakeClock } from '@/testing/fakeClock';
import { claireSession, recordRequests, stopRecording } from './historyTestSupport';

function floorStore() {
  return createTestStore({ site: 'floor', preloadedState: claireSession() }).store;
}
function carbonStore() {
  return createTestStore({ site: 'carbon', preloadedState: claireSession() }).store;
}

const toasts = () =>
  toaster.getVisibleToasts().map((toast) => ({ type: toast.type, description: toast.description }));

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// The delays of the specification (250 ms, 400 ms + 500 ms) run on a fake clock.
beforeEach(() => useFakeClock());

afterEach(() => {
  stopRecording();
  toaster.remove();
  jest.useRealTimers();
});

describe('floor history (spec 000 §2, §7)', () => {
  it('initial load: the list is requested 250 ms after the screen opens, not before', async () => {
    const store = floorStore();
    const seen = recordRequests('/api/simulations/');
    const openedAt = Date.now();
    store.dispatch(floorHistoryOpened());
    expect(store.getState().history.floor.status).toBe('loading');
    await elapse(INITIAL_LOAD_DELAY_MS - 1);
    expect(seen).toHaveLength(0);
    await waitFor(() => expect(store.getState().history.floor.status).toBe('ready'));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.at - openedAt).toBeGreaterThanOrEqual(INITIAL_LOAD_DELAY_MS - 5);
    expect(seen[0]!.authorization).toMatch(/^Bearer /);
    expect(store.getState().history.floor.total).toBe(42);
  });

  it('default order: most recent first (DESC), then oldest first (ASC) on request', async () => {
    const store = floorStore();
    const seen = recordRequests('/api/simulations/');
    store.dispatch(floorHistoryOpened());
    await waitFor(() => expect(store.getState().history.floor.status).toBe('ready'));
    expect(seen[0]!.query.order).toBe('DESC');
    const newestFirst = store.getState().history.floor.items.map((item) => item.createdAt);
    expect([...newestFirst].sort().reverse()).toEqual(newestFirst);

    store.dispatch(floorOrderChanged('ASC'));
    await waitFor(() => expect(seen).toHaveLength(2));
    await waitFor(() => expect(store.getState().history.floor.status).toBe('ready'));
    expect(seen[1]!.query.order).toBe('ASC');
    const oldestFirst = store.getState().history.floor.items.map((item) => item.createdAt);
    expect([...oldestFirst].sort()).toEqual(oldestFirst);
  });

  it('select filters (type, floor, floorLevel, floorType) are requested at once', async () => {
    const store = floorStore();
    store.dispatch(floorHistoryOpened());
    await waitFor(() => expect(store.getState().history.floor.status).toBe('ready'));
    const seen = recordRequests('/api/');
    const changedAt = Date.now();
    store.dispatch(floorFilterChanged({ name: 'floorLevel', value: 'R+1' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.at - changedAt).toBeLessThan(FILTER_DEBOUNCE_MS);
    expect(seen[0]!.query.floorLevel).toBe('R+1');
    await waitFor(() => expect(store.getState().history.floor.status).toBe('ready'));
    const items = store.getState().history.floor.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.floorLevel === 'R+1')).toBe(true);
  });

  it('type solution lists the saved solutions only (GET /api/solutions/)', async () => {
    const store = floorStore();
    const seen = recordRequests('/api/solutions/');
    store.dispatch(floorFilterChanged({ name: 'type', value: 'solution' }));
    await waitFor(() => expect(store.getState().history.floor.status).toBe('ready'));
    expect(seen).toHaveLength(1);
    expect(store.getState().history.floor.total).toBe(12);
    expect(store.getState().history.floor.items.every((item) => item.type === 'solution')).toBe(
      true,
    );
  });

  it('text and zip filters: 400 ms of quiet, then 500 ms, then one request with the last value', async () => {
    const store = floorStore();
    store.dispatch(floorHistoryOpened());
    await waitFor(() => expect(store.getState().history.floor.status).toBe('ready'));
    const zip = store.getState().history.floor.items[0]!.zip;
    const seen = recordRequests('/api/simulations/');
    let stoppedAt = 0;
    for (let length = 1; length <= zip.length; length += 1) {
      store.dispatch(floorFilterChanged({ name: 'zip', value: zip.slice(0, length) }));
      stoppedAt = Date.now();
      await elapse(100);
    }
    await elapse(FILTER_DEBOUNCE_MS + FILTER_WAIT_MS - 100 - 1);
    expect(seen).toHaveLength(0);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.at - stoppedAt).toBeGreaterThanOrEqual(
      FILTER_DEBOUNCE_MS + FILTER_WAIT_MS - 10,
    );
    expect(seen[0]!.query.zip).toBe(zip);
    await waitFor(() => expect(store.getState().history.floor.status).toBe('ready'));
    await elapse(300);
    expect(seen).toHaveLength(1);
    expect(store.getState().history.floor.items.every((item) => item.zip === zip)).toBe(true);
  });

  it('zip filter: digits only, cut to 5 characters (spec 000 §5)', () => {
    const store = floorStore();
    store.dispatch(floorFilterChanged({ name: 'zip', value: '69a0031234' }));
    expect(store.getState().history.floor.filters.zip).toBe('69003');
  });

  it('title and project code filter by text; the query carries only the filters set', () => {
    expect(
      floorQueryOf({
        ...floorStore().getState().history.floor,
        filters: { ...EMPTY_FLOOR_FILTERS, title: ' Dupont ', projectCode: '' },
      }),
    ).toEqual({ order: 'DESC', title: 'Dupont' });
  });

  it('the mobile dialog applies every filter at once; reset clears them and reloads', async () => {
    const store = floorStore();
    const seen = recordRequests('/api/simulations/');
    store.dispatch(
      floorFiltersApplied({ ...EMPTY_FLOOR_FILTERS, floor: 'Plancher haut', zip: '69003' }),
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.query).toMatchObject({ floor: 'Plancher haut', zip: '69003' });
    store.dispatch(floorFiltersReset());
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]!.query).toEqual({ order: 'DESC' });
  });

  it("delete: confirmation 'Êtes-vous sûr de vouloir supprimer cette solution ?', then the server message and a reload without the item", async () => {
    const store = floorStore();
    store.dispatch(floorHistoryOpened());
    await waitFor(() => expect(store.getState().history.floor.status).toBe('ready'));
    const solution = store.getState().history.floor.items.find((item) => item.type === 'solution')!;

    store.dispatch(floorItemDeleteRequested(solution));
    expect(store.getState().confirm).toMatchObject({
      open: true,
      message: 'Êtes-vous sûr de vouloir supprimer cette solution ?',
    });
    store.dispatch(confirmAccepted());
    await waitFor(() => expect(store.getState().confirm.open).toBe(false));
    expect(toasts()).toEqual([{ type: 'success', description: 'La solution a été supprimée.' }]);
    await waitFor(() => expect(store.getState().history.floor.total).toBe(41));
    expect(
      store
        .getState()
        .history.floor.items.some((item) => item.type === 'solution' && item.id === solution.id),
    ).toBe(false);
  });

  it("delete of a simulation asks 'Êtes-vous sûr de vouloir supprimer cette simulation ?'; cancel keeps it", async () => {
    expect(deleteConfirmMessage('simulation')).toBe(
      'Êtes-vous sûr de vouloir supprimer cette simulation ?',
    );
    const store = floorStore();
    const seen = recordRequests('/api/simulation/');
    store.dispatch(
      floorItemDeleteRequested({
        type: 'simulation',
        id: 101,
        title: '',
        name: '',
        libelle: '',
        createdAt: '',
        zip: '',
        floor: '',
        floorLevel: '',
        floorType: '',
        projectCode: '',
      }),
    );
    expect(store.getState().confirm.message).toBe(
      'Êtes-vous sûr de vouloir supprimer cette simulation ?',
    );
    store.dispatch(confirmDismissed());
    await elapse(50);
    expect(seen).toHaveLength(0);
  });

  it('a failed load keeps the filters and gives a French message', async () => {
    setFaults([{ operation: 'GET /api/simulations/', kind: 'server-error', times: 1 }]);
    const store = floorStore();
    store.dispatch(floorFilterChanged({ name: 'floor', value: 'Plancher haut' }));
    await waitFor(() => expect(store.getState().history.floor.status).toBe('error'));
    expect(store.getState().history.floor.error).toMatch(/\S/);
    expect(store.getState().history.floor.filters.floor).toBe('Plancher haut');
  });
});

describe('carbon history (spec 000 §2, §7)', () => {
  it('loads the clusters with the order options and systemType options of the server', async () => {
    const store = carbonStore();
    const seen = recordRequests('/api/clusters/');
    store.dispatch(carbonHistoryOpened());
    await waitFor(() => expect(store.getState().history.carbon.status).toBe('ready'));
    expect(seen[0]!.query).toEqual({ order: 'DESC' });
    const { options, total } = store.getState().history.carbon;
    expect(total).toBe(12);
    expect(options.orders).toEqual([
      { label: 'Plus récentes', value: 'DESC' },
      { label: 'Plus anciennes', value: 'ASC' },
    ]);
    expect(Object.keys(options.systemType?.options ?? {})).toContain('Prédalles');
    expect(options.systemType?.tooltip).toMatch(/\S/);
    expect(options.type?.options).toEqual({
      'Comparaison de systèmes': 'comparison',
      'Un seul système': 'single',
    });
    expect(options.type?.tooltip).toMatch(/\S/);
  });

  it('the type filter (project-defined) goes to GET /api/clusters/ and narrows the list', async () => {
    const store = carbonStore();
    const seen = recordRequests('/api/clusters/');
    store.dispatch(carbonFilterChanged({ name: 'type', value: 'comparison' }));
    await waitFor(() => expect(store.getState().history.carbon.status).toBe('ready'));
    expect(seen.at(-1)!.query).toEqual({ order: 'DESC', type: 'comparison' });
    const { items } = store.getState().history.carbon;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.simulations.length >= 2)).toBe(true);
  });

  it('dateFrom, dateTo and systemType are requested at once, with the order', async () => {
    const store = carbonStore();
    const seen = recordRequests('/api/clusters/');
    store.dispatch(carbonFilterChanged({ name: 'dateFrom', value: '2025-01-01' }));
    store.dispatch(carbonFilterChanged({ name: 'systemType', value: 'predalles' }));
    store.dispatch(carbonOrderChanged('ASC'));
    await waitFor(() => expect(store.getState().history.carbon.status).toBe('ready'));
    expect(seen.at(-1)!.query).toEqual({
      order: 'ASC',
      dateFrom: '2025-01-01',
      systemType: 'predalles',
    });
    const { items } = store.getState().history.carbon;
    expect(items.every((item) => item.simulations.some((s) => s.systemType === 'predalles'))).toBe(
      true,
    );
  });

  it("delete of a cluster: 'Êtes-vous sûr de vouloir supprimer cette simulation ?', toast, reload", async () => {
    const store = carbonStore();
    store.dispatch(carbonHistoryOpened());
    await waitFor(() => expect(store.getState().history.carbon.status).toBe('ready'));
    const first = store.getState().history.carbon.items[0]!;
    store.dispatch(carbonClusterDeleteRequested({ id: first.id }));
    expect(store.getState().confirm.message).toBe(
      'Êtes-vous sûr de vouloir supprimer cette simulation ?',
    );
    store.dispatch(confirmAccepted());
    await waitFor(() => expect(store.getState().history.carbon.total).toBe(11));
    expect(toasts()).toEqual([{ type: 'success', description: 'Le cluster a été supprimé.' }]);
    expect(store.getState().history.carbon.items.some((item) => item.id === first.id)).toBe(false);
  });
});

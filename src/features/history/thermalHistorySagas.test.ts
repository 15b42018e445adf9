import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { confirmAccepted } from '@/ui/confirm/confirmSlice';
import { toaster } from '@/ui/toast/toaster';
import { setFaults } from '../../../mock-server/faults';
import {
  thermalHistoryOpened,
  thermalItemDeleteRequested,
  thermalSortChanged,
} from './historySlice';
import { INITIAL_LOAD_DELAY_MS } from './historySagas';
import { elapse, useFakeClock } from '@/testing/fakeClock';
import { claireSession, recordRequests, stopRecording } from './historyTestSupport';
import {
  THERMAL_DELETE_FAILURE,
  THERMAL_DELETE_SUCCESS,
  thermalListRequestOf,
} from './thermalHistorySagas';

function generalStore() {
  return createTestStore({ site: 'general', preloadedState: claireSession() }).store;
}

const toasts = () =>
  toaster.getVisibleToasts().map((toast) => ({ type: toast.type, description: toast.description }));

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// The initial load's 250 ms run on a fake clock.
beforeEach(() => useFakeClock());

afterEach(() => {
  stopRecording();
  toaster.remove();
  jest.useRealTimers();
});

describe("general site's history of thermal-break results (spec 001 §2.5, §7, §8)", () => {
  it('three sorts: createdAt DESC (default), createdAt ASC, name ASC', () => {
    expect(thermalListRequestOf('createdAt-DESC')).toEqual({ sort: 'createdAt', order: 'DESC' });
    expect(thermalListRequestOf('createdAt-ASC')).toEqual({ sort: 'createdAt', order: 'ASC' });
    expect(thermalListRequestOf('name-ASC')).toEqual({ sort: 'name', order: 'ASC' });
  });

  it('loads the saved results most recent first, then in the chosen sort', async () => {
    const store = generalStore();
    const seen = recordRequests('/api/history/list');
    store.dispatch(thermalHistoryOpened());
    await elapse(INITIAL_LOAD_DELAY_MS - 1);
    expect(seen).toHaveLength(0);
    await waitFor(() => expect(store.getState().history.thermal.status).toBe('ready'));
    expect(seen).toHaveLength(1);
    const dates = store.getState().history.thermal.items.map((entry) => entry.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The project-defined summaries: no questionnaire, no PSI table.
    const [first] = store.getState().history.thermal.items;
    expect(first).not.toHaveProperty('filters');
    expect(first).not.toHaveProperty('psi_value');

    store.dispatch(thermalSortChanged('createdAt-ASC'));
    await waitFor(() => expect(seen).toHaveLength(2));
    await waitFor(() => expect(store.getState().history.thermal.status).toBe('ready'));
    const ascending = store.getState().history.thermal.items.map((entry) => entry.createdAt);
    expect([...ascending].sort()).toEqual(ascending);
  });

  it("delete success: the toast 'Votre recherche a été supprimée' and a reload without it", async () => {
    const store = generalStore();
    store.dispatch(thermalHistoryOpened());
    await waitFor(() => expect(store.getState().history.thermal.status).toBe('ready'));
    const before = store.getState().history.thermal.items;
    expect(before.length).toBeGreaterThan(0);
    const target = before[0]!;
    store.dispatch(thermalItemDeleteRequested({ id: target.id }));
    expect(store.getState().confirm.message).toBe(
      'Êtes-vous sûr de vouloir supprimer cette simulation ?',
    );
    store.dispatch(confirmAccepted());
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'success', description: THERMAL_DELETE_SUCCESS }]),
    );
    expect(THERMAL_DELETE_SUCCESS).toBe('Votre recherche a été supprimée');
    await waitFor(() =>
      expect(store.getState().history.thermal.items).toHaveLength(before.length - 1),
    );
    expect(store.getState().history.thermal.items.some((entry) => entry.id === target.id)).toBe(
      false,
    );
  });

  it("delete failure: the error toast 'Une erreur est survenue lors de la suppression de votre recherche'", async () => {
    setFaults([{ operation: 'POST /api/history/remove', kind: 'server-error', times: 1 }]);
    const store = generalStore();
    store.dispatch(thermalItemDeleteRequested({ id: 999999 }));
    store.dispatch(confirmAccepted());
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'error', description: THERMAL_DELETE_FAILURE }]),
    );
    expect(THERMAL_DELETE_FAILURE).toBe(
      'Une erreur est survenue lors de la suppression de votre recherche',
    );
    expect(store.getState().confirm.open).toBe(false);
  });
});

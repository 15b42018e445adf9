/**
 * What the cluster sagas' tests share: the hooks of each test (fake clock, the file save spied on),
 * a store, and opening a cluster.
 */
import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { claireSession, stopRecording, visitorSession } from '@/testing/mockSession';
import { toaster } from '@/ui/toast/toaster';
import { clusterActions } from './clusterSlice';
import { fileDownload } from '@/lib/export/fileDownload';
import { useFakeClock } from '@/testing/fakeClock';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);

/** The file save, spied on during each test. */
export let saved: jest.SpyInstance;

/**
 * Before each test: a fake clock and the file save spied on; after it, the save, the recording,
 * the toasts and the real clock restored.
 */
export function clusterTestHooks() {
  beforeEach(() => {
    // The delays of the specification (100, 150, 500 ms) run on a fake clock.
    useFakeClock();
    saved = jest.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
  });
  afterEach(() => {
    saved.mockRestore();
    stopRecording();
    toaster.remove();
    jest.useRealTimers();
  });
}

export type Preloaded = ReturnType<typeof claireSession> | ReturnType<typeof visitorSession>;

export function setup(preloadedState: Preloaded) {
  return createTestStore({ site: 'carbon', preloadedState });
}

export type TestStore = ReturnType<typeof setup>['store'];

export async function openCluster(store: TestStore, id: number, fromHistory = false) {
  store.dispatch(clusterActions.clusterRequested({ id, fromHistory }));
  await waitFor(() => expect(store.getState().carbonCluster.status).toBe('loaded'));
  return store.getState().carbonCluster.datas!;
}

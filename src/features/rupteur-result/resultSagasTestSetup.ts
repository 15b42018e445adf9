/**
 * What the tests of the result page's sagas share: the fake clock, the recordings stopped and the
 * toasts removed after each test, a store of the general site, the opening of a result.
 */
import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { toaster } from '@/ui/toast/toaster';
import { resultOpened } from './resultSlice';
import { claireSession, stopRecording, visitorSession } from '@/testing/mockSession';
import { useFakeClock } from '@/testing/fakeClock';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// Waits run on a fake clock: no real time passes.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

afterEach(() => {
  stopRecording();
  toaster.remove();
});

export function storeOf(
  preloadedState: ReturnType<typeof claireSession> | ReturnType<typeof visitorSession>,
) {
  return createTestStore({ site: 'general', preloadedState }).store;
}

export async function openResult(store: ReturnType<typeof storeOf>, id: number) {
  store.dispatch(resultOpened({ id }));
  await waitFor(() => expect(store.getState().rupteurResult.status).toBe('loaded'));
  return store.getState().rupteurResult.history!;
}

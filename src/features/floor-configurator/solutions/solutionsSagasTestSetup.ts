/**
 * What the tests of the solutions' sagas share: the fake clock, the reset after each test (the
 * recordings, the toasts, the mocks) and the simulations of the provider states they open.
 */
import { toaster } from '@/ui/toast/toaster';
import { stopRecording } from './solutionsTestSupport';
import { useFakeClock } from '@/testing/fakeClock';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// Waits run on a fake clock: no real time passes.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

export const VISITOR_SIMULATION = 7002;
export const EMPTY_SIMULATION = 7003;

afterEach(() => {
  stopRecording();
  toaster.remove();
  jest.restoreAllMocks();
});

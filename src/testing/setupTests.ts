/** Every unit test runs against the mock backend (msw/node), reset after each test. */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetDb } from '../../mock-server/db/mockDb';
import { server } from '../../mock-server/node';
import { clearFaults } from '../../mock-server/faults';
import { BROWSER_SESSION_COOKIE, sessionStore } from '@/features/session/sessionStorage';
import { queueStore } from '@/lib/offline/queueStorage';

// waitFor and findBy wait up to 4 s (not 1 s): the CI machine runs the suite on 2 busy cores.
configure({ asyncUtilTimeout: 4000 });

// The guard is set when a test first loads the sites' system, not here: Chakra's theme loads all of
// Ark UI (about 0.6 s per test file), which the many files that render nothing need not pay.
jest.mock('@/ui/theme/system', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const actual = jest.requireActual<typeof import('@/ui/theme/system')>('@/ui/theme/system');
  const { refuseMissingRecipes } = require('./strictRecipes') as typeof import('./strictRecipes');
  /* eslint-enable @typescript-eslint/no-require-imports */
  refuseMissingRecipes(actual.siteSystem());
  return actual;
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(async () => {
  clearFaults();
  server.resetHandlers();
  resetDb();
  await sessionStore.clear();
  await queueStore.clear();
  // Each test starts a new browser session (files in the node environment have no document).
  if (typeof document !== 'undefined')
    document.cookie = `${BROWSER_SESSION_COOKIE}=; Max-Age=0; Path=/`;
});
afterAll(() => server.close());

/** Every unit test runs against the mock backend (msw/node), reset after each test. */
import '@testing-library/jest-dom';
import { resetDb } from '../../mock-server/db/mockDb';
import { server } from '../../mock-server/node';
import { clearFaults } from '../../mock-server/faults';
import { sessionStore } from '@/features/session/sessionStorage';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(async () => {
  clearFaults();
  server.resetHandlers();
  resetDb();
  await sessionStore.clear();
});
afterAll(() => server.close());

/**
 * For a test file of the standalone server over real sockets: the server started on a free port
 * before its tests and closed after them, and the in-process MSW server of the Jest set-up letting
 * every request through to the sockets (a pattern that is not a path: msw's path matching throws
 * on a URL over 8 kB). Returns the running server, read once started.
 */
import { http, passthrough } from 'msw';
import { server as inProcessMock } from './node';
import { startMockServer, type RunningMockServer } from './server';

export function withStandaloneServer(): () => RunningMockServer {
  let running: RunningMockServer | undefined;
  beforeAll(async () => {
    running = await startMockServer({ port: 0, quiet: true });
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(() => {
    inProcessMock.use(http.all(/.*/, () => passthrough()));
  });
  return () => {
    if (!running) throw new Error('The standalone server is not started yet.');
    return running;
  };
}

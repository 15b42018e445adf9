/**
 * The standalone mock backend: a small `node:http` server answering with the same MSW handlers as
 * the app's service worker and the Jest server. Used by people (curl, a front end started with
 * VITE_MOCK_API=off and VITE_API_BASE_URL pointing here), the Pact verification and the benchmark.
 *
 * Each request becomes a Fetch `Request` and is answered by msw's `getResponse`; an unhandled one
 * gets 404 `{ success: false, message: 'Opération inconnue' }`. A body over 1 MB is read to its end
 * but not kept, and answered 413 `{ success: false, message }` (handlers/requestLimits.ts).
 *
 * Test-only control endpoints, outside the contract. A POST to them must be sent as
 * `application/json` (else 415), so that no web page can reach them with a simple cross-site request
 * (a form, a 'no-cors' fetch): JSON from another origin needs CORS's preflight.
 * - `POST /__mock/reset`: back to the seed data, no injected fault;
 * - `POST /__mock/state` `{ state, params, action: 'setup' | 'teardown' }`: the provider-state
 *   change URL of the Pact verification (see `changeState`);
 * - `GET|POST /__mock/faults`: reads or replaces the injected faults (a `FaultRule` list, or
 *   `{ rules: [...] }`); a request can also ask for one with the `x-mock-fault` header or the
 *   `__fault` query parameter (see faults.ts).
 *
 * Unlike the embedded mock, its answers give absolute addresses on its own origin for media,
 * documents, reports and zips (see publicUrls.ts).
 *
 * Settings: `MOCK_SERVER_PORT` (default 8787, 0 for a free port), `MOCK_SERVER_HOST` (default
 * 127.0.0.1), `MOCK_SERVER_QUIET=1` to log nothing per request, `MOCK_SERVER_DATA=<path>` to keep
 * the data in a JSON file across restarts (persistence/fileStore.ts: restored at start, written
 * atomically after each change and on SIGTERM/SIGINT, rewritten with the seed by `/__mock/reset`; a
 * file that cannot be read stops the server with a message naming it). Without it nothing is kept.
 * `MOCK_SERVER_SEED=catalogue` starts (and resets) with the catalogues only: no account, history,
 * simulation or cluster; the provider states create them (the default, `full`, seeds them all).
 * `MOCK_SERVER_SEED_FILE=<path>` seeds from a snapshot file of your own instead (what
 * `MOCK_SERVER_DATA` writes; persistence/seedFile.ts): every reset puts it back; it is only read.
 * `MOCK_SERVER_SECRET` replaces the secret of the signed links and report keys, and
 * `MOCK_SERVER_STATE_TOKENS=random` makes the provider states issue tokens of their own: the Pact
 * verification sets both, so it passes only if the pacts take such values from the states.
 * Run it with `npm run mock-server`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { CONTROL_NEEDS_JSON_MESSAGE, handleControl } from './control';
import { resetDb, SEED_MODES, setSeedMode, setSigningSecret, type SeedMode } from './db/mockDb';
import { handlers } from './handlers';
import {
  acceptsGzip,
  isJsonRequest,
  readBody,
  sendFetchResponse,
  sendJson,
  toFetchRequest,
  TOO_LARGE,
} from './http/bridge';
import { answerPreflight, applyCors } from './http/cors';
import { candidatesFor, indexHandlers } from './http/handlerIndex';
import { MESSAGES } from './handlers/messages';
import { BODY_TOO_LARGE_ANSWER, longUrlGuard, MSW_MAX_URL_LENGTH } from './handlers/requestLimits';
import {
  MockDataFileError,
  openFilePersistence,
  type FilePersistence,
} from './persistence/fileStore';
import { MockSeedFileError, readSeedFile, seedWithSnapshot } from './persistence/seedFile';
import { setAbsoluteUrls } from './publicUrls';
import { setStateTokens } from './states/stateSupport';

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
export const UNKNOWN_OPERATION_MESSAGE = MESSAGES.unknownOperation;

export interface MockServerOptions {
  port?: number;
  host?: string;
  /** No log line per request. */
  quiet?: boolean;
  log?: (line: string) => void;
  /**
   * The JSON file that keeps the data (`MOCK_SERVER_DATA`): restored before listening, written after
   * each change. A file that cannot be used rejects the start with a `MockDataFileError`.
   */
  dataFile?: string;
}

export interface RunningMockServer {
  server: Server;
  /** 'http://127.0.0.1:8787' */
  url: string;
  port: number;
  /** The data file's persistence, when `dataFile` was given. */
  persistence?: FilePersistence;
  /** Stops listening, then waits for the last write of the data file. */
  close(): Promise<void>;
}

export function createMockHttpServer({
  quiet = false,
  log = (line) => console.log(line),
  persistence,
}: Pick<MockServerOptions, 'quiet' | 'log'> & { persistence?: FilePersistence } = {}): Server {
  let origin = `http://${DEFAULT_HOST}`;
  const index = indexHandlers(handlers);

  const server = createServer((request, response) => {
    const started = quiet ? 0 : performance.now();
    if (!quiet)
      response.once('close', () => {
        const ms = (performance.now() - started).toFixed(1);
        const outcome = response.writableFinished ? response.statusCode : 'connection dropped';
        log(`${request.method} ${request.url} -> ${outcome} (${ms} ms)`);
      });
    void answer(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent)
        sendJson(response, 500, { success: false, message: 'Erreur interne du serveur simulé.' });
      else response.destroy();
    });
  });

  // What Node refuses before any handler (headers or address over its 16 kB, a malformed request):
  // a JSON answer too, rather than Node's bare status line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const payload = JSON.stringify({
      success: false,
      message: tooLarge ? MESSAGES.headersTooLarge : MESSAGES.malformedRequest,
    });
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(payload)}\r\n` +
        'Connection: close\r\n\r\n' +
        payload,
    );
  });

  server.on('listening', () => {
    const address = server.address() as AddressInfo;
    origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
    // Like a backend on its own host, the answers' media and document addresses are absolute.
    setAbsoluteUrls(origin);
  });

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    applyCors(request, response);
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      answerPreflight(request, response);
      return;
    }
    const url = new URL(request.url ?? '/', origin);
    const body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(request);
    if (body === TOO_LARGE) {
      if (!response.destroyed) sendJson(response, 413, BODY_TOO_LARGE_ANSWER);
      return;
    }
    if (url.pathname.startsWith('/__mock/')) {
      // A web page cannot send JSON to another origin without CORS's preflight, which only the
      // development origins pass: a form post or a 'no-cors' fetch from any page is refused here.
      if (method === 'POST' && !isJsonRequest(request)) {
        sendJson(response, 415, { success: false, message: CONTROL_NEEDS_JSON_MESSAGE });
        return;
      }
      if (await handleControl(method, url.pathname, body, response, persistence)) return;
    }

    // msw's matching throws on a URL over 8 kB: only the guard that answers those may see it.
    const candidates =
      url.origin.length + url.pathname.length > MSW_MAX_URL_LENGTH
        ? [longUrlGuard]
        : candidatesFor(index, method, url);
    const mocked =
      candidates.length === 0
        ? undefined
        : await getResponse(candidates, toFetchRequest(request, url, body), {
            baseUrl: origin,
            quiet: true,
          });
    if (!mocked) {
      sendJson(response, 404, { success: false, message: UNKNOWN_OPERATION_MESSAGE });
      return;
    }
    // `HttpResponse.error()` (an injected network error): drop the connection without answering.
    if (mocked.type === 'error') {
      response.destroy();
      return;
    }
    await sendFetchResponse(mocked, response, method !== 'HEAD' && acceptsGzip(request));
  }

  return server;
}

export async function startMockServer({
  port = DEFAULT_PORT,
  host = DEFAULT_HOST,
  quiet = false,
  log,
  dataFile,
}: MockServerOptions = {}): Promise<RunningMockServer> {
  const persistence = dataFile ? await openFilePersistence(dataFile) : undefined;
  const server = createMockHttpServer({
    quiet,
    ...(log ? { log } : {}),
    ...(persistence ? { persistence } : {}),
  });
  // Benchmarks and the verifier keep connections alive; closing must not wait for them.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await persistence?.close();
    throw error;
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host}:${address.port}`;
  return {
    server,
    url,
    port: address.port,
    ...(persistence ? { persistence } : {}),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await persistence?.close();
    },
  };
}

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`MOCK_SERVER_PORT must be a port number, not '${value}'.`);
  return port;
}

/** `MOCK_SERVER_SEED`: 'full' (default) or 'catalogue'. */
export function seedModeFromEnv(value: string | undefined): SeedMode {
  if (value === undefined || value === '') return 'full';
  if ((SEED_MODES as readonly string[]).includes(value)) return value as SeedMode;
  throw new Error(`MOCK_SERVER_SEED must be one of ${SEED_MODES.join(', ')}, not '${value}'.`);
}

async function main(): Promise<void> {
  setSeedMode(seedModeFromEnv(process.env.MOCK_SERVER_SEED));
  if (process.env.MOCK_SERVER_SECRET) setSigningSecret(process.env.MOCK_SERVER_SECRET);
  setStateTokens(process.env.MOCK_SERVER_STATE_TOKENS === 'random' ? 'random' : 'fixed');
  const seedFile = process.env.MOCK_SERVER_SEED_FILE || undefined;
  if (seedFile) seedWithSnapshot(await readSeedFile(seedFile));
  resetDb();
  const dataFile = process.env.MOCK_SERVER_DATA || undefined;
  const running = await startMockServer({
    port: portFromEnv(process.env.MOCK_SERVER_PORT),
    host: process.env.MOCK_SERVER_HOST || DEFAULT_HOST,
    quiet: process.env.MOCK_SERVER_QUIET === '1',
    ...(dataFile ? { dataFile } : {}),
  });
  // The first line is read by the scripts that start the server on a free port.
  console.log(`Mock server listening on ${running.url}`);
  if (running.persistence)
    console.log(
      `Mock data ${running.persistence.outcome === 'restored' ? 'restored from' : 'kept in'} ` +
        running.persistence.path,
    );
  // The last change is written before the process ends.
  const stop = () => {
    void running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const isMain =
  typeof process.argv[1] === 'string' && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  main().catch((error: unknown) => {
    // A data file that cannot be used: its message names it and says what to do.
    console.error(
      error instanceof MockDataFileError || error instanceof MockSeedFileError
        ? error.message
        : error,
    );
    process.exit(1);
  });
}

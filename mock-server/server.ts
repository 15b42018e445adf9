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
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { getResponse, HttpHandler, type RequestHandler } from 'msw';
import { resetDb, SEED_MODES, setSeedMode, setSigningSecret, type SeedMode } from './db/mockDb';
import { clearFaults, currentFaults, parseFaultRules, setFaults } from './faults';
import { handlers } from './handlers';
import { MESSAGES } from './handlers/messages';
import {
  BODY_TOO_LARGE_ANSWER,
  longUrlGuard,
  MAX_REQUEST_BODY_BYTES,
  MSW_MAX_URL_LENGTH,
} from './handlers/requestLimits';
import { isDevelopmentOrigin } from './origins';
import {
  MockDataFileError,
  openFilePersistence,
  type FilePersistence,
} from './persistence/fileStore';
import { MockSeedFileError, readSeedFile, seedWithSnapshot } from './persistence/seedFile';
import { providerStates, type StateParams, type StateValues } from './providerStates';
import { setAbsoluteUrls } from './publicUrls';
import { setStateTokens } from './states/stateSupport';

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
export const UNKNOWN_OPERATION_MESSAGE = MESSAGES.unknownOperation;
export const CONTROL_NEEDS_JSON_MESSAGE =
  'Les requêtes de contrôle du serveur simulé doivent être envoyées en JSON (Content-Type: application/json).';

const CORS_ALLOWED_HEADERS = 'Authorization, Content-Type, x-mock-fault';
const CORS_ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const CORS_EXPOSED_HEADERS = 'Location, Content-Disposition';

/** Largest request body accepted (the contract's bodies are a few hundred bytes); over: 413. */
const MAX_BODY_BYTES = MAX_REQUEST_BODY_BYTES;

/** CORS answers the development origins only (origins.ts). */
function applyCors(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  response.setHeader('Vary', 'Origin');
  if (!isDevelopmentOrigin(origin)) return;
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
}

function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  if (isDevelopmentOrigin(request.headers.origin)) {
    response.setHeader('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
    response.setHeader('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
    response.setHeader('Access-Control-Max-Age', '600');
  }
  response.statusCode = 204;
  response.end();
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const payload = Buffer.from(JSON.stringify(body));
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Content-Length', payload.length);
  response.end(payload);
}

/**
 * A body over MAX_BODY_BYTES is not kept: the rest is read and thrown away (so that the client, still
 * sending, reads the 413 answer instead of a reset connection), up to DRAIN_LIMIT_BYTES, past which
 * the connection is closed.
 */
const DRAIN_LIMIT_BYTES = 64 * MAX_BODY_BYTES;
const TOO_LARGE = Symbol('body too large');

function readBody(request: IncomingMessage): Promise<Buffer | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) {
        resolve(TOO_LARGE);
        request.destroy();
      } else if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(
        size > MAX_BODY_BYTES
          ? TOO_LARGE
          : chunks.length === 1
            ? chunks[0]!
            : Buffer.concat(chunks),
      ),
    );
    request.on('error', reject);
  });
}

/** The body's media type is JSON ('application/json', with or without parameters). */
function isJsonRequest(request: IncomingMessage): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * Pre-dispatch: msw's `getResponse` runs every handler in turn (each parses the URL and the cookies,
 * asynchronously) until one answers, which costs more than most handlers themselves. The server
 * hands it only the handlers that may match the request's method and path, in their original
 * order. The test here is a superset of msw's matching (case-insensitive, optional trailing slash,
 * any handler whose path it cannot read is always kept), so the answer is the same.
 */
interface IndexedHandler {
  handler: RequestHandler;
  mayMatch(method: string, url: URL): boolean;
}

/** Paths made of plain segments, `:param` segments and `*` wildcards; anything else is kept. */
const SIMPLE_PATH = /^[\w\-.~/*:%@]*$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pathMatcher(path: unknown): ((url: URL) => boolean) | undefined {
  if (typeof path !== 'string' || !SIMPLE_PATH.test(path)) return undefined;
  const source = path
    .replace(/\/+$/, '')
    .split(/(\*|:\w+)/)
    .map((part) => (part === '*' ? '.*' : /^:\w+$/.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('');
  const pattern = new RegExp(`^${source}/?$`, 'i');
  return (url) => pattern.test(url.pathname) || pattern.test(url.origin + url.pathname);
}

export function indexHandlers(list: readonly RequestHandler[]): IndexedHandler[] {
  return list.map((handler) => {
    if (!(handler instanceof HttpHandler)) return { handler, mayMatch: () => true };
    const { method, path } = handler.info;
    const matchesPath = pathMatcher(path);
    const matchesMethod = (actual: string) =>
      method instanceof RegExp ? method.test(actual) : method.toUpperCase() === actual;
    return {
      handler,
      mayMatch: (actual, url) => matchesMethod(actual) && (matchesPath ? matchesPath(url) : true),
    };
  });
}

function candidatesFor(index: IndexedHandler[], method: string, url: URL): RequestHandler[] {
  const candidates: RequestHandler[] = [];
  for (const entry of index) if (entry.mayMatch(method, url)) candidates.push(entry.handler);
  return candidates;
}

function toFetchRequest(request: IncomingMessage, url: URL, body: Buffer): Request {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  // A Buffer is a Uint8Array over a plain ArrayBuffer here (read from the socket).
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (body as Uint8Array<ArrayBuffer>) : null,
  });
}

/** The answers compressed when the client accepts gzip: JSON and text, from 1 kB on. */
const COMPRESSIBLE_TYPE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;
export const GZIP_MIN_BYTES = 1024;
const gzipAsync = promisify(gzip);

/**
 * Like a backend behind a web server's default compression (nginx's `gzip on`, level 1): a JSON or
 * text answer of 1 kB or more goes gzip-compressed to a client that accepts it. A phone on a slow
 * network receives the floor history's 0.7 MB list of 2,042 items as about 65 kB.
 */
export function acceptsGzip(request: IncomingMessage): boolean {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return accepted.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding?.trim().toLowerCase() !== 'gzip') return false;
    const quality = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    return quality === undefined || Number(quality) > 0;
  });
}

async function sendFetchResponse(
  fetchResponse: Response,
  response: ServerResponse,
  gzipAccepted: boolean,
): Promise<void> {
  fetchResponse.headers.forEach((value, name) => {
    if (name !== 'set-cookie') response.setHeader(name, value);
  });
  const cookies = fetchResponse.headers.getSetCookie();
  if (cookies.length > 0) response.setHeader('Set-Cookie', cookies);
  const compressible =
    COMPRESSIBLE_TYPE.test(fetchResponse.headers.get('content-type') ?? '') &&
    !fetchResponse.headers.has('content-encoding');
  if (compressible) {
    const vary = response.getHeader('Vary');
    response.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (gzipAccepted && compressible && fetchResponse.body) {
    const bytes = await fetchResponse.bytes();
    if (bytes.byteLength < GZIP_MIN_BYTES) {
      endWith(response, fetchResponse.status, bytes);
      return;
    }
    response.setHeader('Content-Encoding', 'gzip');
    endWith(response, fetchResponse.status, await gzipAsync(bytes, { level: 1 }));
    return;
  }
  if (fetchResponse.body && fetchResponse.headers.has('content-length')) {
    // A body of known length written from parts (respond.ts, jsonOfParts): they go out as they
    // come, in one write of the socket, without being joined first.
    response.writeHead(fetchResponse.status);
    response.cork();
    for await (const chunk of fetchResponse.body) response.write(chunk);
    response.end();
    return;
  }
  endWith(
    response,
    fetchResponse.status,
    fetchResponse.body ? await fetchResponse.bytes() : undefined,
  );
}

/** Ends the answer with its status and whole body (its length set), or none. */
function endWith(response: ServerResponse, status: number, body?: Uint8Array): void {
  if (body) response.setHeader('Content-Length', body.byteLength);
  response.writeHead(status);
  response.end(body);
}

function parseJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The provider-state change of the Pact verification. The verifier posts
 * `{ state, params, action: 'setup' | 'teardown' }` for each state of an interaction; a setup
 * answers `{ success: true, state, ...values }`, the values being the state's (providerStates.ts).
 * - The first setup of an interaction starts from the seed data (reset), then runs the state; the
 *   verifier calls it with an empty `state` for an interaction without one, which then runs on the
 *   seed data.
 * - A teardown resets too, so nothing an interaction did leaks into the next one.
 */
let lastStateAction: 'setup' | 'teardown' = 'teardown';

export async function changeState(body: unknown): Promise<{ status: number; body: unknown }> {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const state = typeof record.state === 'string' ? record.state : '';
  const action = record.action === 'teardown' ? 'teardown' : 'setup';
  if (action === 'teardown') {
    lastStateAction = 'teardown';
    resetDb();
    clearFaults();
    return { status: 200, body: { success: true } };
  }
  if (lastStateAction === 'teardown') {
    resetDb();
    clearFaults();
  }
  lastStateAction = 'setup';
  if (!state) return { status: 200, body: { success: true } };
  const setUp = Object.hasOwn(providerStates, state) ? providerStates[state] : undefined;
  if (!setUp)
    return {
      status: 400,
      body: {
        success: false,
        message: `Unknown provider state '${state}'. Known states: ${Object.keys(providerStates).join(', ')}.`,
      },
    };
  const params =
    record.params && typeof record.params === 'object' && !Array.isArray(record.params)
      ? (record.params as StateParams)
      : {};
  let values: StateValues | void;
  try {
    values = await setUp(params);
  } catch (error) {
    return {
      status: 400,
      body: {
        success: false,
        message: `Provider state '${state}': ${error instanceof Error ? error.message : String(error)}`,
      },
    };
  }
  // The state's values (a token, a link's signature) are the answer's own keys: the verifier
  // injects them where the pact says fromProviderState('${name}', …).
  return { status: 200, body: { ...values, success: true, state } };
}

/** Answers the control endpoints; false when the request is not one of them. */
async function handleControl(
  method: string,
  path: string,
  body: Buffer,
  response: ServerResponse,
  persistence: FilePersistence | undefined,
): Promise<boolean> {
  if (method === 'POST' && path === '/__mock/reset') {
    lastStateAction = 'teardown';
    clearFaults();
    if (persistence) await persistence.reset();
    else resetDb();
    sendJson(response, 200, { success: true });
    return true;
  }
  if (method === 'POST' && path === '/__mock/state') {
    const result = await changeState(parseJson(body));
    void persistence?.save();
    sendJson(response, result.status, result.body);
    return true;
  }
  if (path === '/__mock/faults' && (method === 'GET' || method === 'POST')) {
    if (method === 'POST') {
      const parsed = parseFaultRules(parseJson(body));
      if (!parsed.ok) {
        sendJson(response, 400, { success: false, message: parsed.message });
        return true;
      }
      setFaults(parsed.rules);
    }
    sendJson(response, 200, { success: true, faults: currentFaults() });
    return true;
  }
  return false;
}

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

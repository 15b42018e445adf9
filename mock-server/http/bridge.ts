/**
 * Between Node's `http` and the Fetch API the MSW handlers speak: a request's body read (with its
 * 1 MB limit), the Fetch `Request` made of it, and the Fetch `Response` written back (gzip-compressed
 * when the client accepts it).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { MAX_REQUEST_BODY_BYTES } from '../handlers/requestLimits';

/** Largest request body accepted (the contract's bodies are a few hundred bytes); over: 413. */
const MAX_BODY_BYTES = MAX_REQUEST_BODY_BYTES;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
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
export const TOO_LARGE = Symbol('body too large');

export function readBody(request: IncomingMessage): Promise<Buffer | typeof TOO_LARGE> {
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
export function isJsonRequest(request: IncomingMessage): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

export function toFetchRequest(request: IncomingMessage, url: URL, body: Buffer): Request {
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

export async function sendFetchResponse(
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

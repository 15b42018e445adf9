/**
 * @jest-environment node
 *
 * The standalone server's answers to malformed requests, over real sockets: a body over 1 MB gets
 * 413 with a JSON message (the connection is not dropped), an over-long URL 404 (431 past Node's
 * 16 kB of headers), a request that is not HTTP 400, all with a JSON message; and its control
 * endpoints take JSON only (415 for a form post or a 'no-cors' fetch from another page).
 */
import { connect } from 'node:net';
import { MESSAGES } from './handlers/messages';
import { MAX_REQUEST_BODY_BYTES } from './handlers/requestLimits';
import { CONTROL_NEEDS_JSON_MESSAGE } from './control';
import { withStandaloneServer } from './standaloneServerTestSupport';

jest.setTimeout(60_000);

const running = withStandaloneServer();

async function send(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${running().url}${path}`, init);
  return { status: response.status, body: await response.json() };
}

describe('a body over 1 MB', () => {
  const tooLarge = JSON.stringify({ username: 'x'.repeat(MAX_REQUEST_BODY_BYTES), password: 'p' });

  it('gets 413 and a JSON message, with or without a declared length', async () => {
    const answer = { success: false, message: MESSAGES.bodyTooLarge };
    const declared = await send('/api/login-check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: tooLarge,
    });
    expect(declared).toEqual({ status: 413, body: answer });

    // A stream has no Content-Length: the body goes chunked.
    const bytes = new TextEncoder().encode(tooLarge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
          controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const chunked = await send('/api/login-check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked).toEqual({ status: 413, body: answer });
  });

  it('the server keeps answering afterwards', async () => {
    expect((await send('/api/password/criteria/')).status).toBe(200);
  });
});

describe('an over-long URL', () => {
  it('gets the operation’s 404, or the unknown operation’s, never a 500', async () => {
    const long = '9'.repeat(10_000);
    expect(await send(`/api/clusters/${long}/`)).toEqual({
      status: 404,
      body: { success: false, message: 'Cluster introuvable.' },
    });
    expect(await send(`/anything/${long}`)).toEqual({
      status: 404,
      body: { success: false, message: MESSAGES.unknownOperation },
    });
  });
});

describe('what Node refuses before any handler', () => {
  it('an address over 16 kB gets 431 with a JSON message', async () => {
    expect(await send(`/api/clusters/${'9'.repeat(20_000)}/`)).toEqual({
      status: 431,
      body: { success: false, message: MESSAGES.headersTooLarge },
    });
  });

  it('a request that is not HTTP gets 400 with a JSON message', async () => {
    const { port } = running();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NONSENSE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      message: MESSAGES.malformedRequest,
    });
  });
});

describe('the control endpoints', () => {
  it('refuse a POST that is not JSON with 415, and change nothing', async () => {
    const refusal = { status: 415, body: { success: false, message: CONTROL_NEEDS_JSON_MESSAGE } };
    // What a page of another site can send without CORS's preflight.
    expect(
      await send('/__mock/faults', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify([{ operation: '*', kind: 'server-error' }]),
      }),
    ).toEqual(refusal);
    expect(
      await send('/__mock/faults', {
        method: 'POST',
        body: new URLSearchParams({ operation: '*', kind: 'server-error' }),
      }),
    ).toEqual(refusal);
    expect(await send('/__mock/reset', { method: 'POST' })).toEqual(refusal);
    expect(await send('/__mock/faults')).toEqual({
      status: 200,
      body: { success: true, faults: [] },
    });
  });

  it('take JSON, with or without a charset', async () => {
    const rules = [{ operation: 'GET /api/password/criteria/', kind: 'server-error', times: 1 }];
    expect(
      await send('/__mock/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(rules),
      }),
    ).toEqual({ status: 200, body: { success: true, faults: rules } });
    expect((await send('/api/password/criteria/')).status).toBe(500);
    expect(
      (
        await send('/__mock/reset', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(200);
  });

  it('refuse a latency over 60 s', async () => {
    const { status } = await send('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ operation: '*', kind: 'latency', ms: 3_600_000 }]),
    });
    expect(status).toBe(400);
  });
});

describe('a fault asked for by a request', () => {
  it('a latency over 60 s is refused with a 400 and a French message, at once', async () => {
    const started = Date.now();
    const answer = await send('/api/password/criteria/', {
      headers: { 'x-mock-fault': 'latency=2000000000' },
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'La latence doit être un nombre de millisecondes entre 0 et 60000 (60 s).',
      },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

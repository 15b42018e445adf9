import { http, HttpResponse } from 'msw';
import { server } from '../../mock-server/node';
import {
  createApiClient,
  isAcceptedStatus,
  isNetworkFailure,
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
} from './http';

/** A short timeout: jsdom keeps the timer of a failed request alive until it fires. */
function clientWithToken(token: string | null = 'tok-123') {
  return createApiClient({ baseURL: '', getToken: () => token, timeoutMs: 500 });
}

function answer(status: number, body: Record<string, unknown>) {
  server.use(http.post('*/api/probe', () => HttpResponse.json(body, { status })));
}

describe('the network layer', () => {
  it('treats the statuses 200 to 403 as answers and the others as failures', () => {
    expect([199, 200, 201, 204, 302, 400, 401, 403].map(isAcceptedStatus)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([404, 409, 500, 503].map(isAcceptedStatus)).toEqual([false, false, false, false]);
  });

  it('returns the body of a 200 and sends the Bearer token', async () => {
    let authorization: string | null = null;
    server.use(
      http.post('*/api/probe', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true, datas: { answer: 42 } });
      }),
    );
    const result = await clientWithToken().request<{ answer: number }>({
      method: 'POST',
      url: '/api/probe',
    });
    expect(result).toEqual({
      status: 200,
      isPublic: false,
      body: { success: true, datas: { answer: 42 } },
      text: '{"success":true,"datas":{"answer":42}}',
    });
    expect(authorization).toBe('Bearer tok-123');
  });

  it('sends no token on a public call', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.post('*/api/probe', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true });
      }),
    );
    const result = await clientWithToken().request({
      method: 'POST',
      url: '/api/probe',
      public: true,
    });
    expect(authorization).toBeNull();
    expect(result.isPublic).toBe(true);
  });

  it('sends the token a public call names, and still counts it public', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.post('*/api/probe', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true });
      }),
    );
    const result = await clientWithToken().request({
      method: 'POST',
      url: '/api/probe',
      public: true,
      token: 'dev.device',
    });
    expect(authorization).toBe('Bearer dev.device');
    expect(result.isPublic).toBe(true);
  });

  it('sends no Authorization header when there is no token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.post('*/api/probe', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true });
      }),
    );
    await clientWithToken(null).request({ method: 'POST', url: '/api/probe' });
    expect(authorization).toBeNull();
  });

  it.each([401, 403])('returns the body of a %i as an answer, with its status', async (status) => {
    answer(status, { success: false, message: 'Accès refusé' });
    const result = await clientWithToken().request({ method: 'POST', url: '/api/probe' });
    expect(result).toEqual({
      status,
      isPublic: false,
      body: { success: false, message: 'Accès refusé' },
      text: '{"success":false,"message":"Accès refusé"}',
    });
  });

  it('returns a 400 body as it is, errors included', async () => {
    answer(400, { success: false, error: { email: 'Cet e-mail est déjà utilisé.' } });
    const result = await clientWithToken().request({ method: 'POST', url: '/api/probe' });
    expect(result.body).toEqual({
      success: false,
      error: { email: 'Cet e-mail est déjà utilisé.' },
    });
  });

  it('turns a 404 into { success: false, message } with the server message', async () => {
    answer(404, { message: 'Ressource introuvable' });
    const result = await clientWithToken().request({ method: 'POST', url: '/api/probe' });
    expect(result).toEqual({
      status: 404,
      isPublic: false,
      body: { success: false, message: 'Ressource introuvable' },
    });
  });

  it('turns a 500 without a message into { success: false, message } with the French default', async () => {
    server.use(http.post('*/api/probe', () => new HttpResponse('boom', { status: 500 })));
    const result = await clientWithToken().request({ method: 'POST', url: '/api/probe' });
    expect(result).toEqual({
      status: 500,
      isPublic: false,
      body: { success: false, message: SERVER_ERROR_MESSAGE },
    });
  });

  it('turns a network error into { success: false, error }', async () => {
    // jsdom reports the failed request on the console; the test asserts it instead of printing it.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/api/probe', () => HttpResponse.error()));
    const result = await clientWithToken().request({ method: 'POST', url: '/api/probe' });
    expect(result).toEqual({
      status: 0,
      isPublic: false,
      body: { success: false, error: NETWORK_ERROR_MESSAGE },
    });
    consoleError.mockRestore();
  });

  it('marks a call without an answer as a network failure and tells whether the server was reached', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reached: boolean[] = [];
    const client = createApiClient({
      baseURL: '',
      timeoutMs: 500,
      onReachability: (value) => reached.push(value),
    });
    server.use(http.post('*/api/probe', () => HttpResponse.error()));
    const failed = await client.request({ method: 'POST', url: '/api/probe' });
    expect(isNetworkFailure(failed.body)).toBe(true);
    answer(400, { success: false, error: { name: 'Trop court' } });
    const refused = await client.request({ method: 'POST', url: '/api/probe' });
    server.use(http.post('*/api/probe', () => new HttpResponse('boom', { status: 500 })));
    const broken = await client.request({ method: 'POST', url: '/api/probe' });
    expect([isNetworkFailure(refused.body), isNetworkFailure(broken.body)]).toEqual([false, false]);
    expect(reached).toEqual([false, true, true]);
    consoleError.mockRestore();
  });

  it('gives a body without success the success of its status', async () => {
    answer(200, { datas: { list: [] } });
    const result = await clientWithToken().request({ method: 'POST', url: '/api/probe' });
    expect(result.body).toEqual({ success: true, datas: { list: [] } });
  });
});

describe("the answer's text", () => {
  it('gives the JSON text as it came beside its body', async () => {
    server.use(
      http.post(
        '*/api/probe',
        () =>
          new HttpResponse('{"success":true,"datas":[{"id":1,"name":"Maison Dupont"}]}', {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const result = await clientWithToken().request({ method: 'POST', url: '/api/probe' });
    expect(result.body).toEqual({ success: true, datas: [{ id: 1, name: 'Maison Dupont' }] });
    expect(result.text).toBe('{"success":true,"datas":[{"id":1,"name":"Maison Dupont"}]}');
  });

  it('gives a text that is not JSON as the data, without a text', async () => {
    server.use(http.post('*/api/probe', () => HttpResponse.text('pas du JSON')));
    const result = await clientWithToken().request({ method: 'POST', url: '/api/probe' });
    expect(result.body).toEqual({ success: true, datas: 'pas du JSON' });
    expect(result.text).toBeUndefined();
  });

  it('gives an empty answer no data and no text', async () => {
    server.use(http.post('*/api/probe', () => new HttpResponse(null, { status: 204 })));
    const result = await clientWithToken().request({ method: 'POST', url: '/api/probe' });
    expect(result.body).toEqual({ success: true, datas: undefined });
    expect(result.text).toBeUndefined();
  });
});

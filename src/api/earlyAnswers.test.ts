import { http, HttpResponse } from 'msw';
import { createApiClient } from './http';
import { requestKey } from './requestKey';
import { server } from '@mock/node';
import {
  answeredEarly,
  EARLY_ANSWERS_TO_TAKE,
  NO_ANSWER,
  sendEarly,
  takeEarlyAnswer,
} from './firstRequests';

/** The name of an early GET of this address without a token. */
const keyOf = (url: string) => requestKey({ method: 'GET', url });

/** A fetch that answers every request with this body and status. */
function answering(body: string, status = 200): typeof fetch {
  return jest.fn(() => Promise.resolve(new Response(body, { status })));
}

describe('early responses', () => {
  it('sends GET with JSON accepted, and hands the answer over once, to the same address only', async () => {
    const holder = {};
    const send = answering('{"datas":{"formArray":[]}}');
    sendEarly({ method: 'GET', url: 'https://api.example/api/configurator/' }, holder, send);
    expect(send).toHaveBeenCalledWith('https://api.example/api/configurator/', {
      headers: { Accept: 'application/json' },
    });
    expect(takeEarlyAnswer(keyOf('https://api.example/api/simulator/'), holder)).toBeUndefined();
    await expect(
      takeEarlyAnswer(keyOf('https://api.example/api/configurator/'), holder),
    ).resolves.toEqual({
      status: 200,
      data: { datas: { formArray: [] } },
      text: '{"datas":{"formArray":[]}}',
    });
    expect(takeEarlyAnswer(keyOf('https://api.example/api/configurator/'), holder)).toBeUndefined();
  });

  it('gives an answer that is not JSON without data, with its status', async () => {
    const holder = {};
    sendEarly(
      { method: 'GET', url: '/api/configurator/' },
      holder,
      answering('<html>Bad gateway</html>', 502),
    );
    await expect(takeEarlyAnswer(keyOf('/api/configurator/'), holder)).resolves.toEqual({
      status: 502,
      data: undefined,
    });
  });

  it('gives a request without an answer as status NO_ANSWER, without rejecting', async () => {
    const holder = {};
    const send = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    sendEarly({ method: 'GET', url: '/api/simulator/' }, holder, send);
    await expect(takeEarlyAnswer(keyOf('/api/simulator/'), holder)).resolves.toEqual({
      status: NO_ANSWER,
      data: undefined,
    });
  });

  it('lets the answer, once come, be read (not taken) by the first paint and the first render', async () => {
    const holder = {};
    const answer = sendEarly(
      { method: 'GET', url: '/api/simulator/' },
      holder,
      answering('{"formArray":[]}'),
    );
    expect(answeredEarly('/api/simulator/', holder)).toBeUndefined();
    await expect(answer).resolves.toEqual({
      status: 200,
      data: { formArray: [] },
      text: '{"formArray":[]}',
    });
    expect(answeredEarly('/api/simulator/', holder)).toEqual({
      status: 200,
      data: { formArray: [] },
      text: '{"formArray":[]}',
    });
    // Taking the request for the API client leaves the answer readable.
    await takeEarlyAnswer(keyOf('/api/simulator/'), holder);
    expect(answeredEarly('/api/simulator/', holder)).toEqual({
      status: 200,
      data: { formArray: [] },
      text: '{"formArray":[]}',
    });
    expect(answeredEarly('/api/configurator/', holder)).toBeUndefined();
    expect(answeredEarly('/api/simulator/', {})).toBeUndefined();
  });

  it('has nothing to give where the inline script sent nothing', () => {
    expect(takeEarlyAnswer(keyOf('/api/configurator/'), {})).toBeUndefined();
    expect(
      takeEarlyAnswer(keyOf('/api/configurator/'), { [EARLY_ANSWERS_TO_TAKE]: {} }),
    ).toBeUndefined();
  });
});

/** A client that takes the answers of the early requests, as the app's store makes it. */
function clientWithToken(token: string | null) {
  return createApiClient({
    baseURL: '',
    getToken: () => token,
    // No test here waits for the client's timeout: a short one only made a busy machine's slow
    // answer look like a network cut ('Le serveur ne répond pas').
    timeoutMs: 10_000,
    earlyResponse: takeEarlyAnswer,
  });
}

describe('the API client, given the early answers (createApiClient’s earlyResponse)', () => {
  /** Answers GET /api/form with the statuses given, one per request, and counts the requests. */
  function formAnswers(...statuses: number[]) {
    const sent = { count: 0 };
    server.use(
      http.get('*/api/form', () => {
        const status = statuses[Math.min(sent.count, statuses.length - 1)]!;
        sent.count += 1;
        return HttpResponse.json({ datas: { step: sent.count } }, { status });
      }),
    );
    return sent;
  }

  const getForm = { method: 'GET', url: '/api/form' } as const;

  it('gives the app the early answer instead of sending the request again', async () => {
    const sent = formAnswers(200);
    sendEarly({ method: 'GET', url: '/api/form' });
    const result = await clientWithToken(null).request(getForm);
    expect(result).toEqual({
      status: 200,
      isPublic: false,
      body: { success: true, datas: { step: 1 } },
      text: '{"datas":{"step":1}}',
    });
    expect(sent.count).toBe(1);
  });

  it('gives it once: the next request goes to the server', async () => {
    const sent = formAnswers(200);
    sendEarly({ method: 'GET', url: '/api/form' });
    await clientWithToken(null).request(getForm);
    const again = await clientWithToken(null).request(getForm);
    expect(again.body).toEqual({ success: true, datas: { step: 2 } });
    expect(sent.count).toBe(2);
  });

  it('keeps a refused early answer as the app’s answer when the server answered (200 to 403)', async () => {
    formAnswers(403);
    sendEarly({ method: 'GET', url: '/api/form' });
    const result = await clientWithToken(null).request(getForm);
    expect(result.status).toBe(403);
  });

  it('sends the request itself when the early one failed (a status over 403)', async () => {
    const sent = formAnswers(500, 200);
    sendEarly({ method: 'GET', url: '/api/form' });
    const result = await clientWithToken(null).request(getForm);
    expect(result.body).toEqual({ success: true, datas: { step: 2 } });
    expect(sent.count).toBe(2);
  });

  it('sends the request itself when the early one got no answer', async () => {
    let answered = false;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/form', () => {
        if (!answered) {
          answered = true;
          return HttpResponse.error();
        }
        return HttpResponse.json({ datas: { step: 2 } });
      }),
    );
    sendEarly({ method: 'GET', url: '/api/form' });
    const result = await clientWithToken(null).request(getForm);
    expect(result.body).toEqual({ success: true, datas: { step: 2 } });
    consoleError.mockRestore();
  });

  it.each([
    ['with a token', clientWithToken('tok-123'), getForm],
    ['with a query', clientWithToken(null), { ...getForm, params: { cluster: '7' } }],
    ['for another method', clientWithToken(null), { ...getForm, method: 'POST' as const }],
  ])('does not use it for a request %s', async (_case, client, request) => {
    const sent = formAnswers(200);
    server.use(http.post('*/api/form', () => HttpResponse.json({ datas: { step: 0 } })));
    sendEarly({ method: 'GET', url: '/api/form' });
    await client.request(request);
    // The early answer is still there for the request it was sent for.
    const first = await clientWithToken(null).request(getForm);
    expect(first.body).toEqual({ success: true, datas: { step: 1 } });
    expect(sent.count).toBe(request.method === 'GET' ? 2 : 1);
  });

  describe('a user’s list, sent with their token (the personal space’s history)', () => {
    /** Answers GET /api/form and POST /api/form with the statuses given, and records each request. */
    function listAnswers(...statuses: number[]) {
      const seen: { method: string; query: string; body: string; authorization: string | null }[] =
        [];
      const answer = async ({ request }: { request: Request }) => {
        const status = statuses[Math.min(seen.length, statuses.length - 1)]!;
        seen.push({
          method: request.method,
          query: new URL(request.url).search,
          body: await request.text(),
          authorization: request.headers.get('authorization'),
        });
        return HttpResponse.json({ datas: { step: seen.length } }, { status });
      };
      server.use(http.get('*/api/form', answer), http.post('*/api/form', answer));
      return seen;
    }

    const getList = { method: 'GET', url: '/api/form', params: { order: 'DESC' } } as const;
    const postList = { method: 'POST', url: '/api/form', data: { sort: 'createdAt' } } as const;
    const earlyGet = () =>
      sendEarly({ method: 'GET', url: '/api/form', params: { order: 'DESC' }, token: 'tok-123' });

    it('gives the early answer to the client asking with the same query and token', async () => {
      const seen = listAnswers(200);
      void earlyGet();
      const result = await clientWithToken('tok-123').request(getList);
      expect(result.body).toEqual({ success: true, datas: { step: 1 } });
      expect(seen).toEqual([
        { method: 'GET', query: '?order=DESC', body: '', authorization: 'Bearer tok-123' },
      ]);
    });

    it('gives a POST’s early answer to the same body only', async () => {
      const seen = listAnswers(200);
      void sendEarly({ method: 'POST', url: '/api/form', data: postList.data, token: 'tok-123' });
      const other = await clientWithToken('tok-123').request({
        ...postList,
        data: { sort: 'name' },
      });
      expect(other.body).toEqual({ success: true, datas: { step: 2 } });
      const same = await clientWithToken('tok-123').request(postList);
      expect(same.body).toEqual({ success: true, datas: { step: 1 } });
      expect(seen[0]).toMatchObject({ method: 'POST', body: '{"sort":"createdAt"}' });
      expect(seen).toHaveLength(2);
    });

    it.each([
      ['another token', clientWithToken('tok-456')],
      ['no token', clientWithToken(null)],
    ])('never gives it to a client asking with %s', async (_case, client) => {
      const seen = listAnswers(200);
      void earlyGet();
      const result = await client.request(getList);
      expect(result.body).toEqual({ success: true, datas: { step: 2 } });
      expect(seen).toHaveLength(2);
    });

    it('drops an early answer that refused the token (401): the client asks itself', async () => {
      const seen = listAnswers(401, 200);
      void earlyGet();
      const result = await clientWithToken('tok-123').request(getList);
      expect(result).toMatchObject({ status: 200, body: { datas: { step: 2 } } });
      expect(seen).toHaveLength(2);
    });
  });
});

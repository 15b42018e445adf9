import {
  answeredEarly,
  EARLY_RESPONSES_GLOBAL,
  NO_ANSWER,
  startEarlyRequest,
  takeEarlyResponse,
} from './earlyResponses';

/** A fetch that answers every request with this body and status. */
function answering(body: string, status = 200): typeof fetch {
  return jest.fn(() => Promise.resolve(new Response(body, { status })));
}

describe('early responses', () => {
  it('sends GET with JSON accepted, and hands the answer over once, to the same address only', async () => {
    const holder = {};
    const send = answering('{"datas":{"formArray":[]}}');
    startEarlyRequest('https://api.example/api/configurator/', holder, send);
    expect(send).toHaveBeenCalledWith('https://api.example/api/configurator/', {
      headers: { Accept: 'application/json' },
    });
    expect(takeEarlyResponse('https://api.example/api/simulator/', holder)).toBeUndefined();
    await expect(
      takeEarlyResponse('https://api.example/api/configurator/', holder),
    ).resolves.toEqual({
      status: 200,
      data: { datas: { formArray: [] } },
    });
    expect(takeEarlyResponse('https://api.example/api/configurator/', holder)).toBeUndefined();
  });

  it('gives an answer that is not JSON without data, with its status', async () => {
    const holder = {};
    startEarlyRequest('/api/configurator/', holder, answering('<html>Bad gateway</html>', 502));
    await expect(takeEarlyResponse('/api/configurator/', holder)).resolves.toEqual({
      status: 502,
      data: undefined,
    });
  });

  it('gives a request without an answer as status NO_ANSWER, without rejecting', async () => {
    const holder = {};
    const send = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyRequest('/api/simulator/', holder, send);
    await expect(takeEarlyResponse('/api/simulator/', holder)).resolves.toEqual({
      status: NO_ANSWER,
      data: undefined,
    });
  });

  it('lets the answer, once come, be read (not taken) by the first paint and the first render', async () => {
    const holder = {};
    const answer = startEarlyRequest('/api/simulator/', holder, answering('{"formArray":[]}'));
    expect(answeredEarly('/api/simulator/', holder)).toBeUndefined();
    await expect(answer).resolves.toEqual({ status: 200, data: { formArray: [] } });
    expect(answeredEarly('/api/simulator/', holder)).toEqual({
      status: 200,
      data: { formArray: [] },
    });
    // Taking the request for the API client leaves the answer readable.
    await takeEarlyResponse('/api/simulator/', holder);
    expect(answeredEarly('/api/simulator/', holder)).toEqual({
      status: 200,
      data: { formArray: [] },
    });
    expect(answeredEarly('/api/configurator/', holder)).toBeUndefined();
    expect(answeredEarly('/api/simulator/', {})).toBeUndefined();
  });

  it('has nothing to give where the inline script sent nothing', () => {
    expect(takeEarlyResponse('/api/configurator/', {})).toBeUndefined();
    expect(
      takeEarlyResponse('/api/configurator/', { [EARLY_RESPONSES_GLOBAL]: {} }),
    ).toBeUndefined();
  });
});

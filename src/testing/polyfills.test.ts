import { http, HttpResponse } from 'msw';
import { server } from '../../mock-server/node';

const activeTimers = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

describe('the XMLHttpRequest of the tests', () => {
  it("clears its timeout's timer when the request meets a network error", async () => {
    server.use(http.get('*/api/cut-off/', () => HttpResponse.error()));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = activeTimers();
    const xhr = new XMLHttpRequest();
    xhr.open('GET', '/api/cut-off/');
    xhr.timeout = 30_000;
    const failed = new Promise((done) => xhr.addEventListener('error', done));
    xhr.send();
    expect(activeTimers()).toBe(before + 1);
    await failed;
    expect(activeTimers()).toBe(before);
    consoleError.mockRestore();
  });
});

import { http, HttpResponse } from 'msw';
import { runSaga } from 'redux-saga';
import { createApiClient, type ApiBody, type ApiClient } from '@/api/http';
import type { Saga } from '@/lib/sagas/types';
import { createDevice } from '@/api/device';
import { getAccountUser } from '@/api/auth';
import { expireToken, issueToken } from '../../../mock-server/db/mockDb';
import { server } from '../../../mock-server/node';
import { callApi, type ApiOperation } from './callApi';
import { sessionStarted, userCleared } from './sessionSlice';
import { createTestStore } from '@/testing/renderWithProviders';
import { startingSession } from '@/testing/mockSession';
import { readStoredSession, storeUser } from './sessionStorage';
import type { SessionUser } from './sessionTypes';

const claire: SessionUser = {
  id: 1,
  token: 'placeholder',
  email: 'claire.martin@maconnerie-martin.fr',
  firstname: 'Claire',
  lastname: 'Martin',
  company: 'Maçonnerie Martin',
  updatedPassword: true,
};

/** Runs callApi with a client whose token is `tokens.current`, and records the actions it puts. */
async function run<A extends unknown[], B extends ApiBody>(
  operation: ApiOperation<A, B>,
  args: A,
  tokens: { current: string | null },
) {
  const dispatched: unknown[] = [];
  const api: ApiClient = createApiClient({ baseURL: '', getToken: () => tokens.current });
  const task = runSaga(
    {
      context: { api },
      dispatch: (action: { type: string }) => {
        dispatched.push(action);
        if (action.type === userCleared.type) tokens.current = null;
      },
      getState: () => ({}),
    },
    callApi as (...input: unknown[]) => Saga<ApiBody>,
    operation,
    ...args,
  );
  const body = await task.toPromise();
  return { body, dispatched };
}

function countRequests(path: string) {
  const seen: Array<string | null> = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) seen.push(request.headers.get('authorization'));
  });
  return seen;
}

describe('callApi', () => {
  it('returns the body of a successful call, made once', async () => {
    const token = issueToken({ kind: 'user', userId: 1 });
    const seen = countRequests('/api/user/');
    const { body, dispatched } = await run(getAccountUser, [], { current: token });
    expect(body).toMatchObject({ success: true, datas: { user: { email: claire.email } } });
    expect(seen).toEqual([`Bearer ${token}`]);
    expect(dispatched).toEqual([]);
  });

  it('clears the stored user after a 401 and retries the call once', async () => {
    const token = issueToken({ kind: 'user', userId: 1 });
    expireToken(token);
    await storeUser({ ...claire, token }, true);
    const seen = countRequests('/api/user/');

    const { body, dispatched } = await run(getAccountUser, [], { current: token });

    expect(seen).toEqual([`Bearer ${token}`, null]);
    expect(dispatched).toEqual([userCleared()]);
    expect(body).toMatchObject({ success: false });
    expect((await readStoredSession()).user).toBeNull();
  });

  it('retries a 403 once too, then returns the second answer', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/api/user/', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return seen.length === 1
          ? HttpResponse.json({ success: false, message: 'Interdit' }, { status: 403 })
          : HttpResponse.json({ success: true, datas: { user: { id: 9 } } });
      }),
    );
    const { body, dispatched } = await run(getAccountUser, [], { current: 'usr.stale' });
    expect(seen).toEqual(['Bearer usr.stale', null]);
    expect(dispatched).toEqual([userCleared()]);
    expect(body).toEqual({ success: true, datas: { user: { id: 9 } } });
  });

  it('does not retry more than once', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/user/', () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'Session expirée' }, { status: 401 });
      }),
    );
    const { body } = await run(getAccountUser, [], { current: 'usr.stale' });
    expect(calls).toBe(2);
    expect(body).toEqual({ success: false, message: 'Session expirée' });
  });

  it('returns the error of a public call without clearing the user or retrying', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/device/create', () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'Refusé' }, { status: 401 });
      }),
    );
    const { body, dispatched } = await run(
      createDevice,
      [{ uuid: 'u-1', browser: 'Chrome', browserVersion: '1', os: 'Linux' }],
      { current: 'usr.any' },
    );
    expect(calls).toBe(1);
    expect(dispatched).toEqual([]);
    expect(body).toEqual({ success: false, message: 'Refusé' });
  });
});

describe('callApi while the page starts', () => {
  it("waits for the stored session to be read, then sends the call with the user's token", async () => {
    const token = issueToken({ kind: 'user', userId: 1 });
    const seen = countRequests('/api/user/');
    await storeUser({ ...claire, token }, true);
    const { store } = createTestStore({ site: 'carbon', preloadedState: startingSession() });
    const answered = new Promise<ApiBody>((resolve) => {
      store.runSaga(function* () {
        resolve(yield* callApi(getAccountUser));
      });
    });
    // Nothing leaves before the stored session is read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    store.dispatch(sessionStarted());
    expect((await answered).success).toBe(true);
    expect(seen).toEqual([`Bearer ${token}`]);
  });
});

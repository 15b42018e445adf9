import localforage from 'localforage';
import type { ApiBody, ApiClient, ApiRequest, ApiResult } from './http';
import { NETWORK_ERROR_MESSAGE } from './http';
import {
  forgetKeptReads,
  isKeptRead,
  keepingReads,
  keptReadKey,
  type KeptReadsStore,
} from './offlineReads';

let store: KeptReadsStore & { clear: () => Promise<void> };
let counter = 0;
beforeEach(() => {
  counter += 1;
  store = localforage.createInstance({ name: `offline-reads-test-${counter}` });
});

/** A client whose answers the test sets: online (an answer) or offline (none, status 0). */
function fakeClient() {
  let online = true;
  let datas: unknown = [{ id: 1, name: 'Maison Dupont' }];
  const client: ApiClient = {
    baseURL: 'http://api.test',
    request: jest.fn(async () =>
      online
        ? { status: 200, isPublic: false, body: { success: true, datas } }
        : { status: 0, isPublic: false, body: { success: false, error: NETWORK_ERROR_MESSAGE } },
    ) as ApiClient['request'],
  };
  return {
    client,
    goOffline: () => (online = false),
    answer: (value: unknown) => (datas = value),
  };
}

const simulations: ApiRequest = {
  method: 'GET',
  url: '/api/simulations/',
  params: { page: 1, type: 'plancher' },
};

async function settled() {
  // The write is not awaited by the client; the logout waits for it, so does forgetKeptReads.
  await forgetKeptReads('nobody', store);
}

describe('keepingReads', () => {
  it('keeps only the history lists', () => {
    expect(isKeptRead(simulations)).toBe(true);
    expect(isKeptRead({ method: 'POST', url: '/api/history/list', data: {} })).toBe(true);
    expect(isKeptRead({ method: 'GET', url: '/api/clusters/' })).toBe(true);
    expect(isKeptRead({ method: 'GET', url: '/api/solutions/' })).toBe(true);
    expect(isKeptRead({ method: 'GET', url: '/api/clusters/3/' })).toBe(false);
    expect(isKeptRead({ method: 'POST', url: '/api/history/save', data: {} })).toBe(false);
  });

  it('keys an answer by user, request, query (in any order) and body', () => {
    expect(keptReadKey('7', simulations)).toBe(
      keptReadKey('7', { ...simulations, params: { type: 'plancher', page: 1, name: undefined } }),
    );
    expect(keptReadKey('7', simulations)).not.toBe(keptReadKey('8', simulations));
    expect(keptReadKey('7', simulations)).not.toBe(
      keptReadKey('7', { ...simulations, params: { page: 2, type: 'plancher' } }),
    );
    expect(keptReadKey('7', { method: 'POST', url: '/api/history/list', data: { a: 1 } })).toMatch(
      /^7\|POST \/api\/history\/list\?\|\{"a":1\}$/,
    );
  });

  it("gives the user's last answer back when the network is cut, marked with its date", async () => {
    const { client, goOffline } = fakeClient();
    const kept = keepingReads(client, { owner: () => '7', store, now: () => 1_700_000 });
    const online = await kept.request(simulations);
    expect(online.body.datas).toEqual([{ id: 1, name: 'Maison Dupont' }]);
    await settled();
    goOffline();
    const offline = await kept.request(simulations);
    expect(offline.status).toBe(200);
    expect(offline.body).toEqual({
      success: true,
      datas: [{ id: 1, name: 'Maison Dupont' }],
      keptAt: 1_700_000,
    });
  });

  it("keeps the answer's text as it came (one string to copy), and reads it back", async () => {
    const text = '{"success":true,"datas":[{"id":3,"name":"École Curie"}]}';
    let online = true;
    const client: ApiClient = {
      baseURL: '',
      request: jest.fn(async () =>
        online
          ? { status: 200, isPublic: false, body: JSON.parse(text) as ApiBody, text }
          : { status: 0, isPublic: false, body: { success: false, error: NETWORK_ERROR_MESSAGE } },
      ) as ApiClient['request'],
    };
    const kept = keepingReads(client, { owner: () => '7', store, now: () => 1_800_000 });
    await kept.request(simulations);
    await settled();
    expect(await store.getItem(keptReadKey('7', simulations))).toEqual({
      savedAt: 1_800_000,
      status: 200,
      text,
    });
    online = false;
    expect((await kept.request(simulations)).body).toEqual({
      success: true,
      datas: [{ id: 3, name: 'École Curie' }],
      keptAt: 1_800_000,
    });
  });

  it('reads a copy kept as a body, and ignores a text that no longer parses', async () => {
    const { client, goOffline } = fakeClient();
    const kept = keepingReads(client, { owner: () => '7', store });
    goOffline();
    await store.setItem(keptReadKey('7', simulations), {
      savedAt: 1_600_000,
      status: 200,
      body: { success: true, datas: [{ id: 4, name: 'Gymnase' }] },
    });
    expect((await kept.request(simulations)).body).toEqual({
      success: true,
      datas: [{ id: 4, name: 'Gymnase' }],
      keptAt: 1_600_000,
    });
    await store.setItem(keptReadKey('7', simulations), {
      savedAt: 1_600_000,
      status: 200,
      text: '{"success":tr',
    });
    const broken = await kept.request(simulations);
    expect(broken.status).toBe(0);
    expect(broken.body).toEqual({ success: false, error: NETWORK_ERROR_MESSAGE });
  });

  it('the network comes first: a new answer replaces the kept one', async () => {
    const { client, goOffline, answer } = fakeClient();
    const kept = keepingReads(client, { owner: () => '7', store });
    await kept.request(simulations);
    answer([{ id: 2, name: 'Immeuble Martin' }]);
    expect((await kept.request(simulations)).body.datas).toEqual([
      { id: 2, name: 'Immeuble Martin' },
    ]);
    await settled();
    goOffline();
    expect((await kept.request(simulations)).body.datas).toEqual([
      { id: 2, name: 'Immeuble Martin' },
    ]);
  });

  it("never answers one user with another's list, nor a visitor, nor another request", async () => {
    const { client, goOffline } = fakeClient();
    let owner: string | null = '7';
    const kept = keepingReads(client, { owner: () => owner, store });
    await kept.request(simulations);
    await settled();
    goOffline();
    owner = '8';
    const other: ApiResult = await kept.request(simulations);
    expect(other.status).toBe(0);
    owner = null;
    expect((await kept.request(simulations)).status).toBe(0);
    owner = '7';
    expect((await kept.request({ ...simulations, params: { page: 2 } })).status).toBe(0);
  });

  it('keeps neither refusals nor failures, nor other requests', async () => {
    const client: ApiClient = {
      baseURL: '',
      request: jest.fn(async () => ({
        status: 403,
        isPublic: false,
        body: { success: false, message: 'Accès refusé' },
      })) as ApiClient['request'],
    };
    const kept = keepingReads(client, { owner: () => '7', store });
    await kept.request(simulations);
    const { client: online } = fakeClient();
    await keepingReads(online, { owner: () => '7', store }).request({
      method: 'GET',
      url: '/api/clusters/3/',
    });
    await settled();
    expect(await store.keys()).toEqual([]);
  });

  it('writes a kept answer only once the page has shown it and is idle', async () => {
    const { client } = fakeClient();
    const painted: Array<() => void> = [];
    const kept = keepingReads(client, {
      owner: () => '7',
      store,
      later: (write) => void painted.push(write),
    });
    const answer = await kept.request(simulations);
    expect(answer.status).toBe(200);
    await new Promise((done) => setTimeout(done, 0));
    expect(painted).toHaveLength(1);
    expect(await store.keys()).toEqual([]);
    painted.shift()!();
    await settled();
    expect(await store.keys()).toEqual([keptReadKey('7', simulations)]);
  });

  it("forgetKeptReads deletes that user's answers only", async () => {
    const { client } = fakeClient();
    let owner = '7';
    const kept = keepingReads(client, { owner: () => owner, store });
    await kept.request(simulations);
    owner = '70';
    await kept.request(simulations);
    await forgetKeptReads('7', store);
    expect(await store.keys()).toEqual([keptReadKey('70', simulations)]);
  });

  /** A client whose answer waits until the test lets it come. */
  function heldClient() {
    let release: () => void = () => undefined;
    const client: ApiClient = {
      baseURL: '',
      request: jest.fn(
        () =>
          new Promise<ApiResult>((done) => {
            release = () =>
              done({ status: 200, isPublic: false, body: { success: true, datas: [{ id: 9 }] } });
          }),
      ) as ApiClient['request'],
    };
    return { client, release: () => release() };
  }

  it('an answer on its way while the user logs out is not kept after the deletion', async () => {
    const { client, release } = heldClient();
    // The store's owner while the logout runs: the user is still in the state.
    const kept = keepingReads(client, { owner: () => '7', store });
    const answer = kept.request(simulations);
    await forgetKeptReads('7', store);
    release();
    await answer;
    await settled();
    expect(await store.keys()).toEqual([]);
  });

  it('an answer on its way when another user takes the tab is not kept for the former one', async () => {
    const { client, release } = heldClient();
    let owner: string | null = '7';
    const kept = keepingReads(client, { owner: () => owner, store });
    const answer = kept.request(simulations);
    owner = '8';
    release();
    await answer;
    await settled();
    expect(await store.keys()).toEqual([]);
  });

  it('the deletion waits for the writes that joined the chain while it waited', async () => {
    const { client } = fakeClient();
    const painted: Array<() => void> = [];
    const kept = keepingReads(client, {
      owner: () => '70',
      store,
      later: (write) => void painted.push(write),
    });
    await kept.request(simulations);
    const deletion = forgetKeptReads('7', store);
    await kept.request({ ...simulations, params: { page: 2 } });
    let deleted = false;
    void deletion.then(() => (deleted = true));
    painted.shift()!();
    // The first write done, the second one waits for its turn: the deletion still waits.
    while (painted.length === 0) await new Promise((done) => setTimeout(done, 0));
    expect(deleted).toBe(false);
    painted.shift()!();
    await deletion;
    expect(await store.keys()).toHaveLength(2);
  });
});

/**
 * The embedded mock's data in IndexedDB (fake-indexeddb, loaded by src/testing/polyfills.ts), with
 * the requests answered by the real handlers (msw/node), as the service worker answers them.
 */
import localforage from 'localforage';
import { getAccountUser } from '@/api/auth';
import { register } from '@/api/account';
import { listHistories, saveHistory } from '@/api/thermalHistory';
import { getFloorConfigurator } from '@/api/floor';
import { CLAIRE, clientWith, loginAs, STRONG_PASSWORD } from '../handlers/testSupport';
import { db, findUserByEmail, resetDb } from '../db/mockDb';
import { DB_SNAPSHOT_VERSION, exportDb, type DbSnapshot } from '../db/snapshot';
import {
  createBrowserPersistence,
  SNAPSHOT_KEY,
  UNREADABLE_SNAPSHOT_KEY,
  type SnapshotStore,
} from './browserStore';

/** House, floor over a sanitary void, joists and blocks, façade, concrete blocks, ITI, 16-20 cm, REI 30. */
const HOUSE_ON_SANITARY_VOID = [211, 221, 231, 241, 252, 261, 271, 281];

let databases = 0;
/** A database of its own for each test: the browser's for one origin. */
function freshStore(): LocalForage {
  databases += 1;
  return localforage.createInstance({
    name: `rupteo-mock-test-${databases}`,
    storeName: 'db',
    driver: localforage.INDEXEDDB,
  });
}

/** The store, its writes counted (localforage replaces its own methods once ready: no spy). */
function countingStore(store: SnapshotStore) {
  const counted = {
    writes: 0,
    ready: () => store.ready(),
    getItem: <T>(key: string) => store.getItem<T>(key),
    setItem: <T>(key: string, value: T) => {
      counted.writes += 1;
      return store.setItem(key, value);
    },
  };
  return counted;
}

const stops: Array<() => void> = [];
const warnings: string[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  warnings.length = 0;
});

/** The embedded mock as browser.ts starts it: restore, then save after each change. */
async function startMock(store: SnapshotStore, saveWaitMs?: number) {
  const persistence = createBrowserPersistence({
    store,
    warn: (message) => warnings.push(message),
    ...(saveWaitMs !== undefined ? { saveWaitMs } : {}),
  });
  const outcome = await persistence.restore();
  stops.push(persistence.start());
  return { persistence, outcome };
}

/** A page reload: the mock's memory starts from the seed again, the browser's storage stays. */
async function reload(store: SnapshotStore) {
  stops.splice(0).forEach((stop) => stop());
  resetDb();
  return startMock(store);
}

async function saveNamedHistory(name: string) {
  const { token, client } = await loginAs(CLAIRE);
  const { status } = await saveHistory(client, {
    name,
    filtersValue: HOUSE_ON_SANITARY_VOID,
    dataType: 'rup',
  });
  expect(status).toBe(200);
  return { token, client };
}

async function storedSnapshot(store: SnapshotStore): Promise<DbSnapshot | null> {
  return store.getItem<DbSnapshot>(SNAPSHOT_KEY);
}

describe('the embedded mock in the browser', () => {
  it('starts from the seed data when nothing is stored', async () => {
    const { outcome } = await startMock(freshStore());
    expect(outcome).toBe('seed');
    expect(warnings).toEqual([]);
  });

  it('keeps a saved history and the session token across a reload', async () => {
    const store = freshStore();
    await startMock(store);
    const { token } = await saveNamedHistory('Maison Perrin');

    const { outcome } = await reload(store);
    expect(outcome).toBe('restored');
    const claire = clientWith(token);
    expect((await getAccountUser(claire)).status).toBe(200);
    const names = (await listHistories(claire)).body.datas!.list.map((item) => item.name);
    expect(names).toContain('Maison Perrin');
  });

  it('has saved the change when the answer arrives (a reload right after keeps it)', async () => {
    const store = freshStore();
    // A slow disk: the write lands well after the handler has answered.
    const slow: SnapshotStore = {
      ready: () => store.ready(),
      getItem: (key) => store.getItem(key),
      setItem: async (key, value) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return store.setItem(key, value);
      },
    };
    await startMock(slow);
    const { status } = await register(clientWith(), {
      email: 'ines.morel@morel-construction.fr',
      lastname: 'Morel',
      firstname: 'Inès',
      company: 'Morel Construction',
      rgpd: true,
      plainPassword: { password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
    });
    expect(status).toBe(200);
    // No flush: the stored snapshot already holds the new account.
    const users = (await storedSnapshot(store))!.tables.users.map(([, user]) => user.email);
    expect(users).toContain('ines.morel@morel-construction.fr');
  });

  it('writes one snapshot at a time, the last change included', async () => {
    const store = freshStore();
    let inFlight = 0;
    let overlapped = false;
    const watched: SnapshotStore = {
      ready: () => store.ready(),
      getItem: (key) => store.getItem(key),
      setItem: async (key, value) => {
        inFlight += 1;
        if (inFlight > 1) overlapped = true;
        try {
          return await store.setItem(key, value);
        } finally {
          inFlight -= 1;
        }
      },
    };
    const { persistence } = await startMock(watched);
    const { client } = await loginAs(CLAIRE);
    const names = ['Maison Un', 'Maison Deux', 'Maison Trois', 'Maison Quatre', 'Maison Cinq'];
    const answers = await Promise.all(
      names.map((name) =>
        saveHistory(client, { name, filtersValue: HOUSE_ON_SANITARY_VOID, dataType: 'rup' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    await persistence.flush();
    expect(overlapped).toBe(false);
    await reload(store);
    const saved = (await listHistories(client)).body.datas!.list.map((item) => item.name);
    expect(saved).toEqual(expect.arrayContaining(names));
  });

  it('does not write again after a request that changed nothing', async () => {
    const store = countingStore(freshStore());
    const { persistence } = await startMock(store);
    await saveNamedHistory('Maison Perrin');
    await persistence.flush();
    const writes = store.writes;
    expect(writes).toBeGreaterThan(0);
    // A POST that only reads, then a login that issues a token.
    expect((await listHistories(clientWith(null))).status).toBe(401);
    await persistence.flush();
    expect(store.writes).toBe(writes);
    await loginAs(CLAIRE);
    await persistence.flush();
    expect(store.writes).toBe(writes + 1);
  });

  it('answers anyway when the storage does not answer in time', async () => {
    const store = freshStore();
    const stuck: SnapshotStore = {
      ready: () => store.ready(),
      getItem: (key) => store.getItem(key),
      setItem: () => new Promise(() => undefined),
    };
    const persistence = createBrowserPersistence({ store: stuck, saveWaitMs: 50 });
    await persistence.restore();
    stops.push(persistence.start());
    const started = Date.now();
    const { token } = await loginAs(CLAIRE);
    expect(token).toMatch(/^usr\./);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reset puts the seed data back, in memory and in the storage', async () => {
    const store = freshStore();
    const { persistence } = await startMock(store);
    await saveNamedHistory('Maison Perrin');
    await persistence.reset();
    expect(db.tokens.size).toBe(0);
    expect((await storedSnapshot(store))!.tables.tokens).toEqual([]);

    const { outcome } = await reload(store);
    expect(outcome).toBe('restored');
    const { client } = await loginAs(CLAIRE);
    const names = (await listHistories(client)).body.datas!.list.map((item) => item.name);
    expect(names).not.toContain('Maison Perrin');
  });
});

describe('stored data that cannot be used', () => {
  it('starts from the seed data with a warning and keeps the unreadable value aside', async () => {
    const store = freshStore();
    await store.setItem(SNAPSHOT_KEY, { format: 'something-else' });
    const { outcome } = await startMock(store);
    expect(outcome).toBe('unreadable');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/cannot be read \(Malformed mock data snapshot: .*\)/);
    expect(warnings[0]).toContain(`kept under '${UNREADABLE_SNAPSHOT_KEY}'`);
    expect(await store.getItem(UNREADABLE_SNAPSHOT_KEY)).toEqual({ format: 'something-else' });
    expect(findUserByEmail(CLAIRE)).toBeDefined();
    expect((await getFloorConfigurator(clientWith())).status).toBe(200);
  });

  it("warns that a newer version's data will be replaced, and keeps a copy of it", async () => {
    const store = freshStore();
    const newer = { ...exportDb(), version: DB_SNAPSHOT_VERSION + 1 };
    await store.setItem(SNAPSHOT_KEY, newer);
    const { outcome, persistence } = await startMock(store);
    expect(outcome).toBe('unreadable');
    expect(warnings[0]).toMatch(/saved by a newer version of the app/);
    expect(warnings[0]).toMatch(/the first change of this demo replaces 'snapshot'/);

    await saveNamedHistory('Maison Perrin');
    await persistence.flush();
    expect((await storedSnapshot(store))!.version).toBe(DB_SNAPSHOT_VERSION);
    expect(await store.getItem(UNREADABLE_SNAPSHOT_KEY)).toEqual(newer);
  });

  it('keeps the demo running when the browser storage cannot be used', async () => {
    const refused: SnapshotStore = {
      ready: () => Promise.reject(new Error('IndexedDB is disabled')),
      getItem: () => Promise.reject(new Error('IndexedDB is disabled')),
      setItem: jest.fn(() => Promise.reject(new Error('IndexedDB is disabled'))),
    };
    const { outcome } = await startMock(refused);
    expect(outcome).toBe('unavailable');
    expect(warnings[0]).toMatch(/cannot be used; the demo starts from the seed data/);
    await saveNamedHistory('Maison Perrin');
    expect(refused.setItem).not.toHaveBeenCalled();
  });
});

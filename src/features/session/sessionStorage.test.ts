import { keptReadsStore } from '@/api/offlineReads';
import type { Device } from '@/api/types';
import {
  BROWSER_SESSION_COOKIE,
  clearStoredLogin,
  clearStoredUser,
  isBrowserSessionMarked,
  keepsStoredUser,
  markBrowserSession,
  restoreStoredSession,
  startReadingStoredSession,
  readStoredSession,
  sessionStore,
  storeDevice,
  storeUser,
  STORAGE_KEYS,
} from './sessionStorage';
import { IDBFactory } from 'fake-indexeddb';
import { readKeptSessionToken } from '@/lib/storage/sessionStore';
import type { SessionUser } from './sessionTypes';

const user: SessionUser = {
  id: 2,
  token: 'usr.abc',
  email: 'julien.bernard@bet-structure.fr',
  firstname: 'Julien',
  lastname: 'Bernard',
  company: 'BET Structure Ouest',
  updatedPassword: true,
};
const device: Device = {
  uuid: 'd-1',
  browser: 'Chrome',
  browserVersion: '120',
  os: 'Linux',
  token: 'dev.1',
};

/** What closing the browser does to the session cookie. */
function closeBrowser() {
  document.cookie = `${BROWSER_SESSION_COOKIE}=; Max-Age=0; Path=/`;
}

describe('the stored session', () => {
  it('keeps user, device and remember under their keys', async () => {
    await storeUser(user, true);
    await storeDevice(device);
    expect(await sessionStore.keys()).toEqual(expect.arrayContaining(Object.values(STORAGE_KEYS)));
    expect(await readStoredSession()).toEqual({ user, device, remember: true });
  });

  it('uses IndexedDB first', async () => {
    await sessionStore.ready();
    expect(sessionStore.driver()).toBe('asyncStorage');
  });

  it('forgets user and remember on logout, but keeps the device', async () => {
    await storeUser(user, true);
    await storeDevice(device);
    await clearStoredLogin();
    expect(await readStoredSession()).toEqual({ user: null, device, remember: false });
  });

  it.each([
    ['a logout', clearStoredLogin],
    ['a refused token', clearStoredUser],
  ])("%s deletes the user's lists kept offline, not another user's", async (_, clear) => {
    await storeUser(user, true);
    await keptReadsStore.setItem('2|GET /api/simulations/?|null', { savedAt: 1 });
    await keptReadsStore.setItem('2|GET /api/clusters/?|null', { savedAt: 1 });
    await keptReadsStore.setItem('20|GET /api/simulations/?|null', { savedAt: 1 });
    await clear();
    expect(await keptReadsStore.keys()).toEqual(['20|GET /api/simulations/?|null']);
    await keptReadsStore.removeItem('20|GET /api/simulations/?|null');
  });
});

describe('the session at start-up (remember matrix)', () => {
  it.each`
    remember | browserSession        | kept
    ${false} | ${'still running'}    | ${true}
    ${false} | ${'closed, reopened'} | ${false}
    ${true}  | ${'still running'}    | ${true}
    ${true}  | ${'closed, reopened'} | ${true}
  `(
    'remember $remember, browser $browserSession: user kept = $kept',
    ({ remember, browserSession, kept }) => {
      const marked = browserSession === 'still running';
      expect(keepsStoredUser({ user, remember }, marked)).toBe(kept);
    },
  );

  it('keeps nothing when no user is stored', () => {
    expect(keepsStoredUser({ user: null, remember: true }, true)).toBe(false);
  });

  it('marks the browser session with a cookie without expiry', () => {
    expect(isBrowserSessionMarked()).toBe(false);
    markBrowserSession();
    expect(isBrowserSessionMarked()).toBe(true);
    expect(document.cookie).toContain(`${BROWSER_SESSION_COOKIE}=1`);
    closeBrowser();
    expect(isBrowserSessionMarked()).toBe(false);
  });

  it('keeps a user without remember on a reload or in a new tab of the same browser session', async () => {
    markBrowserSession(); // the page load that logged in
    await storeUser(user, false);
    await storeDevice(device);
    expect(await restoreStoredSession()).toEqual({ user, device, remember: false });
    // Reload, or a second tab: the mark set by the first start is there.
    expect(await restoreStoredSession()).toEqual({ user, device, remember: false });
    expect(await readStoredSession()).toEqual({ user, device, remember: false });
  });

  it('forgets a user without remember once the browser was closed, but keeps the device', async () => {
    await restoreStoredSession(); // the browser session that logged in
    await storeUser(user, false);
    await storeDevice(device);
    closeBrowser();
    expect(await restoreStoredSession()).toEqual({ user: null, device, remember: false });
    expect(await readStoredSession()).toEqual({ user: null, device, remember: false });
    expect(isBrowserSessionMarked()).toBe(true);
  });

  it('keeps a remembered user after the browser was closed', async () => {
    await storeUser(user, true);
    closeBrowser();
    expect(await restoreStoredSession()).toMatchObject({ user, remember: true });
    expect(await readStoredSession()).toMatchObject({ user, remember: true });
  });

  it('takes the read started ahead, once: the next start reads again', async () => {
    markBrowserSession();
    await storeUser(user, false);
    startReadingStoredSession();
    startReadingStoredSession(); // one read, however often asked
    // Written after the read had started: the start takes what the read found.
    await storeUser({ ...user, firstname: 'Changé' }, false);
    expect(await restoreStoredSession()).toMatchObject({ user });
    // The read ahead was taken: this start reads what is stored now.
    expect(await restoreStoredSession()).toMatchObject({ user: { firstname: 'Changé' } });
  });
});

describe('the token read before the app loads (readKeptSessionToken, the page’s inline script)', () => {
  it('reads the token that localforage stored, for a user kept by remember-me or by the browser session', async () => {
    await storeUser(user, true);
    closeBrowser();
    expect(await readKeptSessionToken()).toBe('usr.abc');
    await storeUser(user, false);
    markBrowserSession();
    expect(await readKeptSessionToken()).toBe('usr.abc');
  });

  it('reads none for a user of an ended browser session, as the app’s start forgets them', async () => {
    await storeUser(user, false);
    closeBrowser();
    expect(await readKeptSessionToken()).toBeNull();
    expect((await restoreStoredSession()).user).toBeNull();
  });

  it('reads none after a logout, or with only the device stored', async () => {
    await storeUser(user, true);
    await storeDevice(device);
    await clearStoredLogin();
    expect(await readKeptSessionToken()).toBeNull();
  });

  it('creates no database where there is none (localforage makes it later), and fails quietly', async () => {
    const empty = new IDBFactory();
    expect(await readKeptSessionToken(empty)).toBeNull();
    expect(await empty.databases()).toEqual([]);
    await storeUser(user, true);
    // A browser refusing IndexedDB (a private window of some browsers).
    const refusing = {
      open: () => {
        throw new DOMException('refused', 'InvalidStateError');
      },
    } as unknown as IDBFactory;
    expect(await readKeptSessionToken(refusing)).toBeNull();
  });
});

import type { Device } from '@/api/types';
import {
  clearStorageOnUnload,
  clearStoredLogin,
  readStoredSession,
  sessionStore,
  storeDevice,
  storeUser,
  STORAGE_KEYS,
} from './sessionStorage';
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

/** Lets the IndexedDB clear started by the unload handler finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

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

  it('is cleared when the page unloads without remember', async () => {
    await storeUser(user, false);
    await storeDevice(device);
    const stop = clearStorageOnUnload(() => false);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    stop();
    expect(await readStoredSession()).toEqual({ user: null, device: null, remember: false });
  });

  it('survives the unload when remember is set', async () => {
    await storeUser(user, true);
    const stop = clearStorageOnUnload(() => true);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    stop();
    expect(await readStoredSession()).toMatchObject({ user, remember: true });
  });

  it('forgets user and remember on logout, but keeps the device', async () => {
    await storeUser(user, true);
    await storeDevice(device);
    await clearStoredLogin();
    expect(await readStoredSession()).toEqual({ user: null, device, remember: false });
  });
});

/**
 * The session kept in the browser (spec 000 §4, §9): localforage with the IndexedDB driver, then WebSQL,
 * under the keys `user`, `device` and `remember`. Everything is cleared when the page unloads, unless
 * the user ticked "remember me".
 */
import localforage from 'localforage';
import type { Device } from '@/api/types';
import type { SessionUser } from './sessionTypes';

export const STORAGE_KEYS = { user: 'user', device: 'device', remember: 'remember' } as const;

export const sessionStore = localforage.createInstance({
  name: 'rupteo',
  storeName: 'session',
  driver: [localforage.INDEXEDDB, localforage.WEBSQL],
});

export interface StoredSession {
  user: SessionUser | null;
  device: Device | null;
  remember: boolean;
}

export async function readStoredSession(): Promise<StoredSession> {
  const [user, device, remember] = await Promise.all([
    sessionStore.getItem<SessionUser>(STORAGE_KEYS.user),
    sessionStore.getItem<Device>(STORAGE_KEYS.device),
    sessionStore.getItem<boolean>(STORAGE_KEYS.remember),
  ]);
  return { user: user ?? null, device: device ?? null, remember: remember === true };
}

export async function storeUser(user: SessionUser, remember: boolean): Promise<void> {
  await Promise.all([
    sessionStore.setItem(STORAGE_KEYS.user, user),
    sessionStore.setItem(STORAGE_KEYS.remember, remember),
  ]);
}

export async function storeDevice(device: Device): Promise<void> {
  await sessionStore.setItem(STORAGE_KEYS.device, device);
}

/** Forgets the user only (after a 401 or 403): the device stays. */
export async function clearStoredUser(): Promise<void> {
  await sessionStore.removeItem(STORAGE_KEYS.user);
}

/** Logout: the user and the remember flag go. */
export async function clearStoredLogin(): Promise<void> {
  await Promise.all([
    sessionStore.removeItem(STORAGE_KEYS.user),
    sessionStore.removeItem(STORAGE_KEYS.remember),
  ]);
}

export async function clearSessionStorage(): Promise<void> {
  await sessionStore.clear();
}

/**
 * Clears the stored session when the page unloads, unless `remember` is set at that moment.
 * `isRemembered` is read at unload time. Returns the function that removes the listener.
 */
export function clearStorageOnUnload(
  isRemembered: () => boolean,
  target: Window = window,
): () => void {
  const onPageHide = () => {
    if (!isRemembered()) void clearSessionStorage();
  };
  target.addEventListener('pagehide', onPageHide);
  return () => target.removeEventListener('pagehide', onPageHide);
}

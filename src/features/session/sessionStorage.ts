/**
 * The session kept in the browser (spec 000 §4, §9): localforage with the IndexedDB driver, then WebSQL,
 * under the keys `user`, `device` and `remember`.
 *
 * "Local storage is cleared on page unload unless the remember flag is set" is read as users expect it
 * (docs/deviations.md): without "remember me" the login lasts for the browser session (reloads, links
 * and new tabs keep it; closing the browser ends it); with it, the login survives a browser restart.
 * This is decided at start-up, not by an unload handler (the browser does not wait for an IndexedDB
 * write in `pagehide`): a session cookie (no expiry, shared by the tabs of the site, dropped by the
 * browser when it closes) marks a running browser session; a stored user without the remember flag
 * found when that mark is missing belongs to an ended browser session and is forgotten.
 */
import localforage from 'localforage';
import { forgetKeptReads } from '@/api/offlineReads';
import type { Device } from '@/api/types';
import {
  BROWSER_SESSION_COOKIE,
  isBrowserSessionMarked,
  keepsStoredUser,
  SESSION_DATABASE,
  STORAGE_KEYS,
} from '@/lib/storage/sessionStore';
import type { SessionUser } from './sessionTypes';

export { BROWSER_SESSION_COOKIE, isBrowserSessionMarked, keepsStoredUser, STORAGE_KEYS };

export const sessionStore = localforage.createInstance({
  ...SESSION_DATABASE,
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

/** Deletes what was kept for the stored user to read offline (src/api/offlineReads.ts). */
async function forgetStoredUsersReads(): Promise<void> {
  // A storage failure here must not keep the user logged in.
  const user = await sessionStore.getItem<SessionUser>(STORAGE_KEYS.user).catch(() => null);
  if (user) await forgetKeptReads(String(user.id)).catch(() => undefined);
}

/** Forgets the user only (after a 401 or 403), and their lists kept offline: the device stays. */
export async function clearStoredUser(): Promise<void> {
  await forgetStoredUsersReads();
  await sessionStore.removeItem(STORAGE_KEYS.user);
}

/** Logout: the user, the remember flag and the user's lists kept offline go. */
export async function clearStoredLogin(): Promise<void> {
  await forgetStoredUsersReads();
  await Promise.all([
    sessionStore.removeItem(STORAGE_KEYS.user),
    sessionStore.removeItem(STORAGE_KEYS.remember),
  ]);
}

export async function clearSessionStorage(): Promise<void> {
  await sessionStore.clear();
}

/** Marks the browser session: a cookie without expiry, which the browser drops when it closes. */
export function markBrowserSession(doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${BROWSER_SESSION_COOKIE}=1; Path=/; SameSite=Lax${secure}`;
}

/** The read started ahead by startReadingStoredSession, taken once by restoreStoredSession. */
let readAhead: Promise<StoredSession> | null = null;

/**
 * Starts reading the stored session now, ahead of the session's start (the app's start calls it
 * before it builds the Chakra system, the store and the router): IndexedDB answers in tasks of its
 * own, which came while the app rendered, and the pages waiting for the user (the personal space's
 * histories) rendered once more when it came. restoreStoredSession takes this read instead of
 * starting its own.
 */
export function startReadingStoredSession(): void {
  if (readAhead) return;
  readAhead = readStoredSession();
  // Its failure is restoreStoredSession's to report, as when it reads itself.
  readAhead.catch(() => undefined);
}

/**
 * The stored session as the app starts: the user of an ended browser session (no remember flag) is
 * cleared from storage; the device always stays (it names the browser, not the person). The browser
 * session is marked afterwards.
 */
export async function restoreStoredSession(doc: Document = document): Promise<StoredSession> {
  const ahead = readAhead;
  readAhead = null;
  const stored = await (ahead ?? readStoredSession());
  const marked = isBrowserSessionMarked(doc);
  markBrowserSession(doc);
  if (stored.user && !keepsStoredUser(stored, marked)) {
    await clearStoredLogin();
    return { user: null, device: stored.device, remember: false };
  }
  return stored;
}

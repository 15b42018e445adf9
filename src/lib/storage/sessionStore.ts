/**
 * Where the session is kept in the browser (spec 000 §4, §9): localforage's IndexedDB database
 * `rupteo`, its store `session`, under the keys `user`, `device` and `remember`
 * (src/features/session/sessionStorage.ts reads and writes it), and the cookie that marks a running
 * browser session. Here too, what the page's inline script reads before the app has loaded
 * (`readKeptSessionToken`), without localforage: IndexedDB itself, as localforage keeps it.
 */

export const SESSION_DATABASE = { name: 'rupteo', storeName: 'session' } as const;

export const STORAGE_KEYS = { user: 'user', device: 'device', remember: 'remember' } as const;

/** The session cookie that marks a running browser session (project-defined, never sent to an API). */
export const BROWSER_SESSION_COOKIE = 'rupteo_browser_session';

/** True when this browser session has already started the site (in this tab or another). */
export function isBrowserSessionMarked(doc: Document = document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${BROWSER_SESSION_COOKIE}=`));
}

/**
 * Whether the stored user is kept at start-up: always when "remember me" was ticked; otherwise only
 * while the browser session that logged in is still running (its mark is there).
 */
export function keepsStoredUser(
  stored: { user: unknown; remember: boolean },
  browserSessionMarked: boolean,
): boolean {
  if (!stored.user) return false;
  return stored.remember || browserSessionMarked;
}

function tokenOf(user: unknown): string | null {
  const token: unknown =
    user !== null && typeof user === 'object' ? (user as { token?: unknown }).token : undefined;
  return typeof token === 'string' && token !== '' ? token : null;
}

/**
 * The token of the user the app will start with (the same rule as its start: `keepsStoredUser`), read
 * straight from IndexedDB; null when there is none, or anything fails. Never creates the database: a
 * browser that has none yet gets none from this read.
 */
export function readKeptSessionToken(
  databases: IDBFactory | undefined = globalThis.indexedDB,
  doc: Document = document,
): Promise<string | null> {
  return new Promise((resolve) => {
    let opening: IDBOpenDBRequest;
    try {
      if (!databases) throw new Error('no IndexedDB');
      opening = databases.open(SESSION_DATABASE.name);
    } catch {
      resolve(null);
      return;
    }
    // No database yet: its creation is undone (the open then fails), localforage makes it later.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => resolve(null);
    opening.onblocked = () => resolve(null);
    opening.onsuccess = () => {
      const database = opening.result;
      const done = (token: string | null) => {
        database.close();
        resolve(token);
      };
      if (!database.objectStoreNames.contains(SESSION_DATABASE.storeName)) {
        done(null);
        return;
      }
      try {
        const reading = database.transaction(SESSION_DATABASE.storeName, 'readonly');
        const store = reading.objectStore(SESSION_DATABASE.storeName);
        const user = store.get(STORAGE_KEYS.user);
        const remember = store.get(STORAGE_KEYS.remember);
        reading.oncomplete = () => {
          const stored = { user: user.result as unknown, remember: remember.result === true };
          done(keepsStoredUser(stored, isBrowserSessionMarked(doc)) ? tokenOf(stored.user) : null);
        };
        reading.onerror = () => done(null);
        reading.onabort = () => done(null);
      } catch {
        done(null);
      }
    };
  });
}

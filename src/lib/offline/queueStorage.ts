/**
 * The queued saves kept on the device (IndexedDB through localforage, database `rupteo-saves`), one
 * list per site and user: a reload finds them again, and a user's list is never read for another user.
 * A database of its own: a new store in the session's database (`rupteo`) would upgrade it while the
 * session's and the kept reads' connections are open, which can block them.
 */
import localforage from 'localforage';
import type { SiteId } from '@/config/sites';
import type { QueuedSave } from './offlineSlice';

export const queueStore = localforage.createInstance({
  name: 'rupteo-saves',
  storeName: 'offlineSaves',
  driver: [localforage.INDEXEDDB, localforage.WEBSQL],
});

/** The key of a user's list: `{site}:user:{id}` (`{site}:visitor` for a visitor). */
export function queueKey(site: SiteId, owner: string): string {
  return `${site}:${owner}`;
}

export async function readQueue(site: SiteId, owner: string): Promise<QueuedSave[]> {
  const saves = await queueStore.getItem<QueuedSave[]>(queueKey(site, owner));
  return Array.isArray(saves) ? saves : [];
}

export async function writeQueue(site: SiteId, owner: string, saves: QueuedSave[]): Promise<void> {
  const key = queueKey(site, owner);
  if (saves.length === 0) await queueStore.removeItem(key);
  else await queueStore.setItem(key, saves);
}

/** The changes of the lists, one after the other (a read and its write are never split). */
let changes: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(change: () => Promise<T>): Promise<T> {
  const next = changes.then(change, change);
  changes = next.catch(() => undefined);
  return next;
}

/** Adds one save at the end of its owner's list, as stored (another tab may have added its own). */
export function appendToQueue(save: QueuedSave): Promise<QueuedSave[]> {
  return oneAtATime(async () => {
    const saves = [...(await readQueue(save.site, save.owner)), save];
    await writeQueue(save.site, save.owner, saves);
    return saves;
  });
}

/** Removes one save from its owner's list. */
export function removeFromQueue(save: QueuedSave): Promise<QueuedSave[]> {
  return oneAtATime(async () => {
    const saves = (await readQueue(save.site, save.owner)).filter((kept) => kept.id !== save.id);
    await writeQueue(save.site, save.owner, saves);
    return saves;
  });
}

/** The holders of each list in this page: one sender at a time (see `holdQueue`). */
const heldHere = new Map<string, Promise<void>>();

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

function webLocks(): LockManagerLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { locks?: LockManagerLike }).locks;
}

/**
 * Holds a user's list while its saves are sent, so that two senders (two stores of a page, two tabs
 * of the site through the browser's Web Locks) never send the same save twice: the second waits,
 * then reads the list without what the first sent. Resolves with the function that lets it go.
 */
export async function holdQueue(site: SiteId, owner: string): Promise<() => void> {
  const key = queueKey(site, owner);
  const before = heldHere.get(key) ?? Promise.resolve();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mine = before.then(() => released);
  heldHere.set(key, mine);
  await before;
  const locks = webLocks();
  if (locks) {
    await new Promise<void>((acquired) => {
      void locks.request(`rupteo-offline-saves:${key}`, () => {
        acquired();
        return released;
      });
    });
  }
  return () => {
    release();
    if (heldHere.get(key) === mine) heldHere.delete(key);
  };
}

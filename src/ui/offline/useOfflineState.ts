/**
 * The store's connection state and save queue for the shared offline components, which live below
 * the app's typed hooks: read through react-redux's context, so that outside a store (a story, a
 * test of a view alone) they see none and show nothing of it.
 */
import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { Store } from 'redux';
import { connectionOf, type Connection, type OfflineState } from '@/lib/offline/offlineSlice';

interface WithOffline {
  offline?: OfflineState;
}

const noSubscription = () => () => undefined;

/** The store of the page, if any. */
export function usePageStore(): Store | undefined {
  return useContext(ReactReduxContext)?.store;
}

/**
 * A value read from the offline slice (given undefined outside a store or without it); the
 * component renders again only when that value changes.
 */
export function useOfflineValue<T>(read: (offline: OfflineState | undefined) => T): T {
  const store = usePageStore();
  const snapshot = () => read((store?.getState() as WithOffline | undefined)?.offline);
  return useSyncExternalStore(store ? store.subscribe : noSubscription, snapshot);
}

/** The connection as the app knows it ('online' outside a store or without the offline slice). */
export function useConnection(): Connection {
  return useOfflineValue((offline) => (offline ? connectionOf(offline) : 'online'));
}

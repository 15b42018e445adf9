/**
 * A new version of the app waiting to take over (its service worker installed, not active yet):
 * the registration (./registerServiceWorker.ts) offers it here, the prompt
 * (src/app/shell/UpdatePrompt.tsx) shows it. A tiny external store, without the app's Redux store,
 * so that the lazily loaded registration and the prompt meet without either importing the other.
 */
import { useSyncExternalStore } from 'react';

/** Activates the waiting version, then reloads the page on it. */
export type ActivateUpdate = () => void;

let pending: ActivateUpdate | null = null;
const listeners = new Set<() => void>();

function setPending(value: ActivateUpdate | null): void {
  pending = value;
  for (const listener of listeners) listener();
}

/** A new version waits: `activate` switches to it. */
export function offerUpdate(activate: ActivateUpdate): void {
  setPending(activate);
}

/** The waiting version's activation, or null (the tests put it back to null). */
export function pendingUpdate(): ActivateUpdate | null {
  return pending;
}

export function clearPendingUpdate(): void {
  setPending(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's activation, or null; re-renders when one is offered. */
export function usePendingUpdate(): ActivateUpdate | null {
  return useSyncExternalStore(subscribe, pendingUpdate, pendingUpdate);
}

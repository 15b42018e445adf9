/** The app's one toaster: toasts appear at the bottom right (spec 000 §8). */
import { createToaster } from '@chakra-ui/react/toast';

const store = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

/**
 * The store, with toasts raised before the toaster listened replayed to it when it subscribes.
 *
 * Chakra's toaster (`<Toaster>`, AppToaster) reads the store's toasts when it starts, then
 * subscribes; reading them renders at once, which runs the effects React has pending, and a toast
 * raised by one of them (the account-link handler's on the app's first render: activation, e-mail
 * confirmation, #/reset-done; a single sign-on error) was published while nobody listened and never
 * shown. Each new listener is therefore given every toast of the store, oldest first, once
 * subscribed: the toaster adds those it lacks and leaves the others as they are.
 */
export const toaster: typeof store = {
  ...store,
  subscribe(listener) {
    const unsubscribe = store.subscribe(listener);
    for (const toast of store.getVisibleToasts().reverse()) listener(toast);
    return unsubscribe;
  },
};

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  type: ToastType;
  /** The message, as the specification writes it. */
  description: string;
  title?: string;
}

export function showToast({ type, description, title }: ToastOptions): void {
  toaster.create({ type, description, ...(title ? { title } : {}), closable: true });
}

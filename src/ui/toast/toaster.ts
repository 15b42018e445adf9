/** The app's one toaster: toasts appear at the bottom right (spec 000 §8). */
import { createToaster } from '@chakra-ui/react/toast';

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

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

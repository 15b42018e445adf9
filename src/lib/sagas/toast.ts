/** `toast(type, description)`: the saga effect that shows a toast at the bottom right. */
import { call } from 'redux-saga/effects';
import { showToast, type ToastType } from '@/ui/toast/toaster';

export function toast(type: ToastType, description: string) {
  return call(showToast, { type, description });
}

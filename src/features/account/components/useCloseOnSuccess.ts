import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { SubmitStatus } from '../accountSlice';

/**
 * A dialog closes when its form succeeded (spec 000 §4); its status goes back to idle and, with
 * `resetForm`, its form is emptied for the next opening.
 */
export function useCloseOnSuccess(
  status: SubmitStatus,
  onClose: () => void,
  reset: () => UnknownAction,
  resetForm?: () => void,
) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (status === 'succeeded') {
      dispatch(reset());
      resetForm?.();
      onClose();
    }
  }, [status, onClose, reset, resetForm, dispatch]);
}

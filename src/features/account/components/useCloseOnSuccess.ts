import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { SubmitStatus } from '../accountSlice';

/** A dialog closes when its form succeeded (spec 000 §4); its status goes back to idle. */
export function useCloseOnSuccess(
  status: SubmitStatus,
  onClose: () => void,
  reset: () => UnknownAction,
) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (status === 'succeeded') {
      dispatch(reset());
      onClose();
    }
  }, [status, onClose, reset, dispatch]);
}

import { combineSlices } from '@reduxjs/toolkit';
import { accountSlice } from '@/features/account/accountSlice';
import { historySlice } from '@/features/history/historySlice';
import { sessionSlice } from '@/features/session/sessionSlice';
import { confirmSlice } from '@/ui/confirm/confirmSlice';

/** Every feature's slice, combined once. */
export const rootReducer = combineSlices(sessionSlice, confirmSlice, historySlice, accountSlice);

export type RootState = ReturnType<typeof rootReducer>;

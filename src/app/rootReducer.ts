import { combineSlices } from '@reduxjs/toolkit';
import { sessionSlice } from '@/features/session/sessionSlice';
import { confirmSlice } from '@/ui/confirm/confirmSlice';

/** Every feature's slice, combined once. */
export const rootReducer = combineSlices(sessionSlice, confirmSlice);

export type RootState = ReturnType<typeof rootReducer>;

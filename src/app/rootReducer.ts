import { combineSlices } from '@reduxjs/toolkit';
import { accountSlice } from '@/features/account/accountSlice';
import { environmentalDataSlice } from '@/features/environmental-data/environmentalDataSlice';
import { historySlice } from '@/features/history/historySlice';
import { librarySlice } from '@/features/psi-library/librarySlice';
import { finderSlice } from '@/features/rupteur-finder/finderSlice';
import { rupteurResultSlice } from '@/features/rupteur-result/resultSlice';
import { sessionSlice } from '@/features/session/sessionSlice';
import { confirmSlice } from '@/ui/confirm/confirmSlice';

/** Every feature's slice, combined once. */
export const rootReducer = combineSlices(
  sessionSlice,
  confirmSlice,
  historySlice,
  accountSlice,
  environmentalDataSlice,
  finderSlice,
  librarySlice,
  rupteurResultSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

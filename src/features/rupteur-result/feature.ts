import { rupteurResultSaga } from './resultSagas';
import { rupteurResultSlice } from './resultSlice';
import { defineFeature } from '@/lib/store/featureModule';

/** The result page shared by the finder and the environmental-data tool. */
export const resultFeature = defineFeature(
  'rupteurResult',
  { [rupteurResultSlice.reducerPath]: rupteurResultSlice.reducer },
  [rupteurResultSaga],
);

import { rupteurResultSaga } from '@/features/rupteur-result/resultSagas';
import { rupteurResultSlice } from '@/features/rupteur-result/resultSlice';
import { defineFeature } from './featureModule';

/** The result page shared by the finder and the environmental-data tool. */
export const resultFeature = defineFeature(
  'rupteurResult',
  { [rupteurResultSlice.reducerPath]: rupteurResultSlice.reducer },
  [rupteurResultSaga],
);

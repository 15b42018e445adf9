import { environmentalDataSaga } from './environmentalDataSagas';
import { environmentalDataSlice } from './environmentalDataSlice';
import { defineFeature } from '@/lib/store/featureModule';

/** The environmental-data tool. */
export const environmentalFeature = defineFeature(
  'environmentalData',
  { [environmentalDataSlice.reducerPath]: environmentalDataSlice.reducer },
  [environmentalDataSaga],
);

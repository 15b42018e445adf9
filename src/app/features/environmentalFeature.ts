import { environmentalDataSaga } from '@/features/environmental-data/environmentalDataSagas';
import { environmentalDataSlice } from '@/features/environmental-data/environmentalDataSlice';
import { defineFeature } from './featureModule';

/** The environmental-data tool. */
export const environmentalFeature = defineFeature(
  'environmentalData',
  { [environmentalDataSlice.reducerPath]: environmentalDataSlice.reducer },
  [environmentalDataSaga],
);

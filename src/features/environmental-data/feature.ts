import { environmentalDataSaga } from './environmentalDataSagas';
import { environmentalDataSlice } from './environmentalDataSlice';
import { defineFeature } from '@/lib/store/featureModule';

/** The environmental-data tool. */
export const environmentalFeature = defineFeature(
  'environmentalData',
  { [environmentalDataSlice.reducerPath]: environmentalDataSlice.reducer },
  [environmentalDataSaga],
);

/** Loaded with its page: its state in the store's type (src/lib/store/featureModule.ts). */
declare module '@/lib/store/featureModule' {
  interface PageFeatures {
    environmentalData: typeof environmentalFeature;
  }
}

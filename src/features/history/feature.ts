import { historySlice } from './historySlice';
import { historySaga } from './historySagas';
import { personalSpaceSaga } from './personalSpaceSaga';
import { thermalHistorySaga } from './thermalHistorySagas';
import { defineFeature } from '@/lib/store/featureModule';

/** The personal space's histories (floor, carbon, thermal). */
export const historyFeature = defineFeature(
  'history',
  { [historySlice.reducerPath]: historySlice.reducer },
  [historySaga, thermalHistorySaga, personalSpaceSaga],
);

/** Loaded with its page: its state in the store's type (src/lib/store/featureModule.ts). */
declare module '@/lib/store/featureModule' {
  interface PageFeatures {
    history: typeof historyFeature;
  }
}

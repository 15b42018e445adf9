import { finderSaga } from './finderSagas';
import { finderSlice } from './finderSlice';
import { defineFeature } from '@/lib/store/featureModule';

/** The thermal-break finder's questionnaire and refine screen. */
export const finderFeature = defineFeature(
  'rupteurFinder',
  { [finderSlice.reducerPath]: finderSlice.reducer },
  [finderSaga],
);

/** Loaded with its page: its state in the store's type (src/lib/store/featureModule.ts). */
declare module '@/lib/store/featureModule' {
  interface PageFeatures {
    rupteurFinder: typeof finderFeature;
  }
}

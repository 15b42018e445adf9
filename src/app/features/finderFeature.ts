import { finderSaga } from '@/features/rupteur-finder/finderSagas';
import { finderSlice } from '@/features/rupteur-finder/finderSlice';
import { defineFeature } from './featureModule';

/** The thermal-break finder's questionnaire and refine screen. */
export const finderFeature = defineFeature(
  'rupteurFinder',
  { [finderSlice.reducerPath]: finderSlice.reducer },
  [finderSaga],
);

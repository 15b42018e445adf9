import { rupteurResultSaga } from './resultSagas';
import { rupteurResultSlice } from './resultSlice';
import { defineFeature } from '@/lib/store/featureModule';

/** The result page shared by the finder and the environmental-data tool. */
export const resultFeature = defineFeature(
  'rupteurResult',
  { [rupteurResultSlice.reducerPath]: rupteurResultSlice.reducer },
  [rupteurResultSaga],
);

/** Loaded with its page: its state in the store's type (src/lib/store/featureModule.ts). */
declare module '@/lib/store/featureModule' {
  interface PageFeatures {
    rupteurResult: typeof resultFeature;
  }
}

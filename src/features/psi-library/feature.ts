import { librarySaga } from './librarySagas';
import { librarySlice } from './librarySlice';
import { defineFeature } from '@/lib/store/featureModule';

/** The PSI library. */
export const libraryFeature = defineFeature(
  'psiLibrary',
  { [librarySlice.reducerPath]: librarySlice.reducer },
  [librarySaga],
);

/** Loaded with its page: its state in the store's type (src/lib/store/featureModule.ts). */
declare module '@/lib/store/featureModule' {
  interface PageFeatures {
    psiLibrary: typeof libraryFeature;
  }
}

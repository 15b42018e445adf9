import { librarySaga } from './librarySagas';
import { librarySlice } from './librarySlice';
import { defineFeature } from '@/lib/store/featureModule';

/** The PSI library. */
export const libraryFeature = defineFeature(
  'psiLibrary',
  { [librarySlice.reducerPath]: librarySlice.reducer },
  [librarySaga],
);

import { librarySaga } from '@/features/psi-library/librarySagas';
import { librarySlice } from '@/features/psi-library/librarySlice';
import { defineFeature } from './featureModule';

/** The PSI library. */
export const libraryFeature = defineFeature(
  'psiLibrary',
  { [librarySlice.reducerPath]: librarySlice.reducer },
  [librarySaga],
);

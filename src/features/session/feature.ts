import { defineFeature } from '@/lib/store/featureModule';
import { sessionSaga } from './sessionSaga';
import { sessionSlice } from './sessionSlice';

/** Who is logged in, on every page from the start (src/app/rootReducer.ts, rootSaga.ts). */
export const sessionFeature = defineFeature(
  'session',
  { [sessionSlice.reducerPath]: sessionSlice.reducer },
  [sessionSaga],
);

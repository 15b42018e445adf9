import { defineFeature } from '@/lib/store/featureModule';
import { accountSaga } from './accountSaga';
import { accountSlice } from './accountSlice';

export { accountWithoutUser } from './accountSlice';

/** The account's links and forms, on every page from the start (src/app/rootReducer.ts, rootSaga.ts). */
export const accountFeature = defineFeature(
  'account',
  { [accountSlice.reducerPath]: accountSlice.reducer },
  [accountSaga],
);

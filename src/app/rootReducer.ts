/**
 * The store's reducer. The shell's slices (session, confirm dialog, offline state and save queue, account links) are there from
 * the start; each tool's slices are injected when its page loads (see src/lib/store/featureModule.ts),
 * so the first page carries no tool code. The tools' state types are imported as types only.
 * Whose data each part holds, and what is reset when the user changes: src/app/userState.ts.
 */
import { combineSlices } from '@reduxjs/toolkit';
import { accountFeature } from '@/features/account/feature';
import { sessionFeature } from '@/features/session/feature';
import type { FeaturesState, PageFeatures } from '@/lib/store/featureModule';
import { offlineSlice } from '@/lib/offline/offlineSlice';
import { confirmSlice } from '@/ui/confirm/confirmSlice';
import { userDataSlice } from './userDataSlice';

/**
 * The state of the features loaded with their pages (present once the page has loaded), derived
 * from their declarations (PageFeatures, each in its own feature.ts).
 */
export type LazyLoadedState = FeaturesState<PageFeatures[keyof PageFeatures]>;

/** The shell's features, there from the start: their reducers below, their sagas in rootSaga.ts. */
export const SHELL_FEATURES = [sessionFeature, accountFeature] as const;

const shellReducer = combineSlices(
  sessionFeature.reducers,
  confirmSlice,
  offlineSlice,
  accountFeature.reducers,
  userDataSlice,
);

export const rootReducer = shellReducer.withLazyLoadedSlices<LazyLoadedState>();

/**
 * The whole state as the screens see it: a screen only renders once its page's features are
 * registered, so their state is there.
 */
export type RootState = ReturnType<typeof shellReducer> & LazyLoadedState;

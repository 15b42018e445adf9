/**
 * The store's state and dispatch as types, for the typed hooks (src/app/hooks.ts) and the features
 * through them, without the store module: src/app/store.ts imports features, which import the hooks.
 * RootState comes from the root reducer, which reaches the features' slices and sagas but none of
 * their screens; the dispatch is Redux's plain one (no thunk: the store's middleware is redux-saga's,
 * which adds nothing to `dispatch`); src/app/storeTypes.test.ts holds both to the store's.
 */
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';

export type { RootState } from './rootReducer';

export type AppDispatch = Dispatch<UnknownAction>;

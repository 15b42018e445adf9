/**
 * A tool's part of the store, loaded with its page: its reducers (by state key) and its sagas.
 * The home pages load none of them (issue budget: no tool code before its page is opened); the
 * route of a page registers its features before the page renders (buildRoutes), and tests and
 * stories register them all (allFeatures.ts).
 */
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

export interface FeatureModule {
  /** Unique name: a feature is registered once per store. */
  name: string;
  /** Reducers by their key in the state. */
  reducers: Readonly<Record<string, Reducer>>;
  sagas: readonly Saga[];
}

export function defineFeature(
  name: string,
  reducers: Readonly<Record<string, Reducer>>,
  sagas: readonly Saga[],
): FeatureModule {
  return { name, reducers, sagas };
}

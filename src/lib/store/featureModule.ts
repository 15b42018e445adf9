/**
 * A tool's part of the store, loaded with its page: its reducers (by state key) and its sagas.
 * The home pages load none of them (issue budget: no tool code before its page is opened); the
 * route of a page registers its features before the page renders (buildRoutes), and tests and
 * stories register them all (src/testing/pageFeatures.ts, src/app/features/pageFeatures.ts).
 */
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

type Reducers = Readonly<Record<string, Reducer>>;

export interface FeatureModule<R extends Reducers = Reducers> {
  /** Unique name: a feature is registered once per store. */
  name: string;
  /** Reducers by their key in the state. */
  reducers: R;
  sagas: readonly Saga[];
}

/** Declared next to the slices and sagas it registers (src/features/<feature>/feature.ts). */
export function defineFeature<R extends Reducers>(
  name: string,
  reducers: R,
  sagas: readonly Saga[],
): FeatureModule<R> {
  return { name, reducers, sagas };
}

type StateOf<R> = R extends (state: infer S, ...rest: never[]) => unknown ? NonNullable<S> : never;

/** The part of the state that a feature's reducers add once it is registered. */
export type FeatureState<F extends FeatureModule> = {
  [Key in keyof F['reducers']]: StateOf<F['reducers'][Key]>;
};

/** Each reducer of the features `F` (a union), as its key in the state and its state. */
type ReducerEntry<F extends FeatureModule> = F extends FeatureModule
  ? { [Key in keyof F['reducers']]: [Key, StateOf<F['reducers'][Key]>] }[keyof F['reducers']]
  : never;

/** The part of the state that the features `F` (a union) add once they are all registered. */
export type FeaturesState<F extends FeatureModule> = {
  [Entry in ReducerEntry<F> as Entry[0]]: Entry[1];
};

/**
 * The features loaded with a page, by name. Each declares itself here from its own feature.ts:
 *
 *     declare module '@/lib/store/featureModule' {
 *       interface PageFeatures { newTool: typeof newToolFeature }
 *     }
 *
 * and the store's type of their state derives from it (LazyLoadedState, src/app/rootReducer.ts):
 * a list of them all would have to import every feature, and one read from the pages would make the
 * state's type depend on the screens, which read it (an import cycle). A feature's screens read its
 * state through the typed hooks, so one that is not declared does not compile;
 * src/app/features/toolManifest.test.ts holds the declared features to those the pages register.
 */
// Empty here: every member comes from a feature's declaration.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PageFeatures {}

/**
 * The one store: Redux Toolkit with redux-saga. Sagas find the API client, the site and the
 * navigation function in their context (`getContext('api' | 'site' | 'navigate')`).
 */
import { configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { createApiClient, type ApiClient } from '@/api/http';
import { keepingReads } from '@/api/offlineReads';
import { whenIdle } from '@/lib/whenIdle';
import { takeEarlyAnswer } from '@/api/firstRequests';
import { serverReachability } from '@/lib/offline/offlineSlice';
import { selectBearerToken } from '@/features/session';
import type { FeatureModule } from '@/lib/store/featureModule';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { selectLastIdentityChange, selectUserDataResets } from './userDataSlice';
import { forgettingFormerUser } from './userState';
import type { SiteConfig } from '@/config/sites';

export interface SagaContext {
  api: ApiClient;
  site: SiteConfig;
  /** `replace` takes the place of the current history entry (the single-sign-on hand-over). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export interface CreateAppStoreOptions {
  site: SiteConfig;
  preloadedState?: Partial<RootState>;
  /** Defaults to a client on the site's API base address, sending the session's Bearer token. */
  api?: ApiClient;
  navigate?: SagaContext['navigate'];
  /** Features registered from the start (tests and stories); pages register theirs when loaded. */
  features?: readonly FeatureModule[];
}

/** The action that gives freshly injected reducers their initial state. */
export const FEATURES_REGISTERED = 'app/featuresRegistered';

function injectReducers(features: readonly FeatureModule[]) {
  for (const feature of features)
    for (const [reducerPath, reducer] of Object.entries(feature.reducers))
      rootReducer.inject({ reducerPath, reducer: reducer as Reducer }, { overrideExisting: false });
}

export function createAppStore({
  site,
  preloadedState,
  api,
  navigate,
  features = [],
}: CreateAppStoreOptions) {
  // The user's lists are kept for them, readable offline (src/api/offlineReads.ts).
  const client =
    api ??
    keepingReads(
      createApiClient({
        baseURL: site.apiBaseUrl,
        getToken: () => selectBearerToken(store.getState().session, site.id),
        earlyResponse: takeEarlyAnswer,
        // Only a change is told: the banner follows the connection, not every request.
        onReachability: (reached) => {
          if (store.getState().offline.serverReached !== reached)
            store.dispatch(serverReachability(reached));
        },
      }),
      {
        // Nobody's while a logout runs: its user's kept answers are being deleted.
        owner: () => {
          const { user, loggingOut } = store.getState().session;
          return user && !loggingOut ? String(user.id) : null;
        },
        later: whenIdle,
      },
    );
  const context: SagaContext = {
    api: client,
    site,
    navigate: navigate ?? ((to) => window.history.pushState(null, '', to)),
  };
  const sagaMiddleware = createSagaMiddleware({
    context: context as unknown as Record<string, unknown>,
  });
  // Before the store exists, so that a preloaded state of these features is kept.
  injectReducers(features);
  const store = configureStore({
    // On a change of identity, the former user's state is reset (./userState.ts).
    reducer: forgettingFormerUser<RootState>(rootReducer as unknown as Reducer<RootState>),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  const shellTasks: Task[] = [sagaMiddleware.run(rootSaga)];
  /** The tools' sagas, started with their features. */
  const toolSagas: Saga[] = [];
  let toolTasks: Task[] = [];

  const registered = new Set<string>();
  /** Injects the features' reducers and starts their sagas, once per store. */
  function registerFeatures(modules: readonly FeatureModule[]) {
    const fresh = modules.filter((feature) => !registered.has(feature.name));
    if (fresh.length === 0) return;
    injectReducers(fresh);
    for (const feature of fresh) registered.add(feature.name);
    store.dispatch({ type: FEATURES_REGISTERED, payload: fresh.map((feature) => feature.name) });
    for (const feature of fresh)
      for (const saga of feature.sagas) {
        toolSagas.push(saga);
        toolTasks.push(sagaMiddleware.run(saga));
      }
  }
  registerFeatures(features);

  /**
   * When the former user's state is reset on a logout or another user's login (./userState.ts), the
   * tools' sagas start again, at once: the answer of a request made for the former user is never
   * put into the new state, and the screens drawn again find the sagas listening. (An expired
   * session is found by a tool's own call, whose saga goes on as the visitor.)
   */
  let resets: number = selectUserDataResets(store.getState());
  store.subscribe(() => {
    const now: number = selectUserDataResets(store.getState());
    if (now === resets) return;
    resets = now;
    if (selectLastIdentityChange(store.getState()) === 'expired') return;
    const former = toolTasks;
    toolTasks = [];
    for (const task of former) task.cancel();
    for (const saga of toolSagas) toolTasks.push(sagaMiddleware.run(saga));
  });

  /**
   * Cancels every saga of the store, the ones waiting on a timer too (a store's end in a test:
   * `END` only ends the sagas waiting for an action, and a pending `delay` keeps Node running).
   */
  function stopSagas() {
    for (const task of [...shellTasks.splice(0), ...toolTasks.splice(0)]) task.cancel();
    toolSagas.splice(0);
  }

  return Object.assign(store, {
    sagaContext: context,
    runSaga: sagaMiddleware.run,
    registerFeatures,
    stopSagas,
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

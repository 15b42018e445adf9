/**
 * The one store: Redux Toolkit with redux-saga. Sagas find the API client, the site and the
 * navigation function in their context (`getContext('api' | 'site' | 'navigate')`).
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createApiClient, type ApiClient } from '@/api/http';
import { selectBearerToken } from '@/features/session/bearerToken';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import type { SiteConfig } from './site/sites';

export interface SagaContext {
  api: ApiClient;
  site: SiteConfig;
  navigate: (to: string) => void;
}

export interface CreateAppStoreOptions {
  site: SiteConfig;
  preloadedState?: Partial<RootState>;
  /** Defaults to a client on the site's API base address, sending the session's Bearer token. */
  api?: ApiClient;
  navigate?: (to: string) => void;
}

export function createAppStore({ site, preloadedState, api, navigate }: CreateAppStoreOptions) {
  const client =
    api ??
    createApiClient({
      baseURL: site.apiBaseUrl,
      getToken: () => selectBearerToken(store.getState().session, site.id),
    });
  const context: SagaContext = {
    api: client,
    site,
    navigate: navigate ?? ((to) => window.history.pushState(null, '', to)),
  };
  const sagaMiddleware = createSagaMiddleware({
    context: context as unknown as Record<string, unknown>,
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return Object.assign(store, { sagaContext: context, runSaga: sagaMiddleware.run });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

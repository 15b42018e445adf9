/**
 * The requests of the users' history lists, built in one place for the API client's calls
 * (history.ts, thermalHistory.ts: the screens' sagas) and for the page's inline script, which sends
 * a screen's first one before the app has loaded (HISTORY_FIRST_REQUESTS, firstRequests.ts): the
 * same function builds both, so the app takes the early answer. Light: the inline script bundles
 * it.
 */
import { CARBON_CLUSTERS, FLOOR_SIMULATIONS, FLOOR_SOLUTIONS, HISTORY_LIST } from './operations';
import type { ListHistoriesRequest } from './thermalHistoryTypes';
import type { CarbonHistoryQuery, FloorHistoryQuery } from './types';

/** Drops the empty filters so that the query carries only what the user set. */
export function compactQuery<Q extends object>(query: Q): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Record<string, string>;
}

/** GET /api/simulations/ with the filters set: the floor history (simulations and solutions). */
export function floorSimulationsRequest(query: FloorHistoryQuery = {}) {
  return {
    method: FLOOR_SIMULATIONS.method,
    url: FLOOR_SIMULATIONS.path,
    params: compactQuery(query),
  };
}

/** GET /api/solutions/ with the filters set: the saved floor solutions only. */
export function floorSolutionsRequest(query: Omit<FloorHistoryQuery, 'type'> = {}) {
  return { method: FLOOR_SOLUTIONS.method, url: FLOOR_SOLUTIONS.path, params: compactQuery(query) };
}

/** GET /api/clusters/ with the filters and order set: the carbon history. */
export function carbonClustersRequest(query: CarbonHistoryQuery = {}) {
  return { method: CARBON_CLUSTERS.method, url: CARBON_CLUSTERS.path, params: compactQuery(query) };
}

/**
 * POST /api/history/list with the **project-defined** `fields: 'summary'`: the general site's list
 * as its history screen shows it.
 */
export function historySummariesRequest(sort: Omit<ListHistoriesRequest, 'fields'> = {}) {
  return {
    method: HISTORY_LIST.method,
    url: HISTORY_LIST.path,
    data: { ...sort, fields: 'summary' },
  };
}

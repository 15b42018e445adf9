/** Personal-space histories of the floor and carbon sites, and sharing a solution (spec 000 §7). */
import type { ApiClient } from './http';
import type {
  CarbonHistoryDatas,
  CarbonHistoryQuery,
  FloorHistoryDatas,
  FloorHistoryQuery,
  ShareSolutionRequest,
} from './types';

/** Drops the empty filters so that the query carries only what the user set. */
export function compactQuery<Q extends object>(query: Q): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Record<string, string>;
}

/** GET /api/simulations/: the floor history (simulations and solutions), `datas.data`. */
export function listFloorSimulations(client: ApiClient, query: FloorHistoryQuery = {}) {
  return client.request<FloorHistoryDatas>({
    method: 'GET',
    url: '/api/simulations/',
    params: compactQuery(query),
  });
}

/** GET /api/solutions/: the saved floor solutions only, `datas.data`. */
export function listFloorSolutions(client: ApiClient, query: Omit<FloorHistoryQuery, 'type'> = {}) {
  return client.request<FloorHistoryDatas>({
    method: 'GET',
    url: '/api/solutions/',
    params: compactQuery(query),
  });
}

/** GET /api/clusters/: the carbon history, `datas.clusters`, with its filters and order options. */
export function listCarbonClusters(client: ApiClient, query: CarbonHistoryQuery = {}) {
  return client.request<CarbonHistoryDatas>({
    method: 'GET',
    url: '/api/clusters/',
    params: compactQuery(query),
  });
}

/** DELETE /api/simulation/{id}/ */
export function deleteFloorSimulation(client: ApiClient, id: number) {
  return client.request({ method: 'DELETE', url: `/api/simulation/${id}/` });
}

/** DELETE /api/solution/{id}/ */
export function deleteFloorSolution(client: ApiClient, id: number | string) {
  return client.request({ method: 'DELETE', url: `/api/solution/${id}/` });
}

/** DELETE /api/clusters/simulations/{id}/: `datas.clusterRemoved` tells whether its cluster went too. */
export function deleteCarbonSimulation(client: ApiClient, id: number) {
  return client.request<{ clusterRemoved: boolean }>({
    method: 'DELETE',
    url: `/api/clusters/simulations/${id}/`,
  });
}

/** DELETE /api/clusters/{id}/ */
export function deleteCarbonCluster(client: ApiClient, id: number) {
  return client.request({ method: 'DELETE', url: `/api/clusters/${id}/` });
}

/** POST /api/solution/{id}/share/: sends a solution to 1 to 3 addresses. */
export function shareSolution(client: ApiClient, id: number | string, body: ShareSolutionRequest) {
  return client.request({ method: 'POST', url: `/api/solution/${id}/share/`, data: body });
}

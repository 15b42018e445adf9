/** Personal-space histories of the floor and carbon sites, and sharing a solution (spec 000 §7). */
import {
  carbonClustersRequest,
  floorSimulationsRequest,
  floorSolutionsRequest,
} from './historyLists';
import type { ApiClient } from './http';
import type {
  CarbonHistoryDatas,
  CarbonHistoryQuery,
  FloorHistoryDatas,
  FloorHistoryQuery,
  ShareSolutionRequest,
} from './types';

/** GET /api/simulations/: the floor history (simulations and solutions), `datas.data`. */
export function listFloorSimulations(client: ApiClient, query: FloorHistoryQuery = {}) {
  return client.request<FloorHistoryDatas>(floorSimulationsRequest(query));
}

/** GET /api/solutions/: the saved floor solutions only, `datas.data`. */
export function listFloorSolutions(client: ApiClient, query: Omit<FloorHistoryQuery, 'type'> = {}) {
  return client.request<FloorHistoryDatas>(floorSolutionsRequest(query));
}

/** GET /api/clusters/: the carbon history, `datas.clusters`, with its filters and order options. */
export function listCarbonClusters(client: ApiClient, query: CarbonHistoryQuery = {}) {
  return client.request<CarbonHistoryDatas>(carbonClustersRequest(query));
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

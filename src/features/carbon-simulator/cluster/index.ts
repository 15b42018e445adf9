/**
 * The cluster results of the carbon simulator (spec 002 §2.6, §4.3, §6, §8).
 *
 * Load a cluster with `clusterActions.clusterRequested({ id, fromHistory })` (after a submission,
 * or from the page parameter history with `fromHistory: true`), then render
 * `<ClusterResults onRestart={…} />` of ./components/ClusterResults (not exported here: the simulator
 * loads it on demand). `clusterActions.cleared()` forgets it.
 */
export {
  clusterActions,
  clusterReducer,
  clusterSlice,
  selectCarbonCluster,
  type CarbonClusterState,
  type ClusterRequest,
} from './clusterSlice';
export { clusterSaga } from './clusterSagas';

/**
 * The cluster results of the carbon simulator (spec 002 §2.6, §4.3, §6, §8).
 *
 * Load a cluster with `clusterActions.clusterRequested({ id, fromHistory })` (after a submission,
 * or from the page parameter history with `fromHistory: true`), then render
 * `<ClusterResults onRestart={…} />`. `clusterActions.cleared()` forgets it.
 */
export { ClusterResults, type ClusterResultsProps } from './components/ClusterResults';
export {
  clusterActions,
  clusterReducer,
  clusterSlice,
  selectCarbonCluster,
  type CarbonClusterState,
  type ClusterRequest,
} from './clusterSlice';
export { clusterSaga } from './clusterSagas';

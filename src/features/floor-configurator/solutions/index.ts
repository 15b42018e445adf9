/**
 * Step 3 of the floor configurator: results, solution detail, documents, dialogs and comparison
 * (spec 002 §2.2-§2.4). Put the result in with
 * `solutionsActions.resultReceived({ result, fromHistory, openSlug })`, clear it with
 * `solutionsActions.cleared()`, and render `<FloorResults simulationId onModify onRestart />` of
 * ./components/FloorResults (not exported here: the configurator loads it on demand).
 */
export {
  floorSolutionsSlice,
  solutionsActions,
  solutionsReducer,
  selectFloorSolutions,
  type FloorSolutionsState,
  type ResultReceivedPayload,
} from './solutionsSlice';
export { solutionsSaga } from './solutionsSagas';

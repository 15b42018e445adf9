/**
 * The result page of the thermal-break finder (spec 001 §2.1) and its keep-results dialogs.
 *
 * Compose it on '#/:id/:name': `<RupteurResultScreen historyId={Number(id)} renderRefine={…} />`.
 * To skip the load after the questionnaire, navigate with the history in the state:
 * `window.history.pushState({ ...window.history.state, history }, '', url)` (see
 * `historyFromNavigationState`).
 */
export {
  RupteurResultScreen,
  type RupteurResultScreenProps,
} from './components/RupteurResultScreen';
export type { RefineRenderProps } from './components/resultViewTypes';
export { historyFromNavigationState, resultHashPath, isEnvironmental } from './resultModel';
export { rupteurResultSlice } from './resultSlice';
export { rupteurResultSaga } from './resultSagas';

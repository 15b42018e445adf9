/** The thermal-break finder: the questionnaire and the refine ('Configurateur') screen. */
export { Questionnaire } from './components/Questionnaire';
export { RefineScreen, type RefineScreenProps } from './components/RefineScreen';
export { historyFromNavigationState, RESULT_STATE_KEY } from './finderSagas';

/** The environmental-data tool of the general site (spec 001 §2.2). */
export { EnvironmentalQuestionnaire } from './components/EnvironmentalQuestionnaire';
export { EnvironmentalResult } from './components/EnvironmentalResult';
export { environmentalDataSlice } from './environmentalDataSlice';
export { environmentalDataSaga } from './environmentalDataSagas';

/** The floor configurator (spec 002 §2.1-§2.4): the steps, the page's address and the results. */
export { FloorConfigurator } from './components/FloorConfigurator';
export { PAGE_TITLE as FLOOR_CONFIGURATOR_TITLE } from './components/configuratorTexts';
export { floorConfiguratorSlice } from './floorConfiguratorSlice';
export { floorConfiguratorSaga } from './floorConfiguratorSagas';

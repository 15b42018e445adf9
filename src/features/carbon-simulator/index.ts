/**
 * The carbon simulator (spec 002 §2.5, §4.2, §5.2): `pageOpened(query)` on every change of the
 * page's query, then `<CarbonSimulator onRestart={…} />`.
 */
export { CarbonSimulator, type CarbonSimulatorProps } from './components/CarbonSimulator';
export { carbonSimulatorSlice, pageOpened, selectCarbonSimulator } from './simulatorSlice';
export { carbonSimulatorSaga } from './simulatorSagas';
export { pageQueryOf } from './simulatorQuery';

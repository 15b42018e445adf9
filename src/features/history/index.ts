/** The personal space's histories (floor, carbon, general site's thermal results) and its start. */
export { FloorHistory } from './components/FloorHistory';
export { CarbonHistory } from './components/CarbonHistory';
export { personalSpaceOpened } from './personalSpaceSaga';
export { ThermalHistory } from './components/ThermalHistory';

/**
 * The API paths that a page may ask before the app has loaded (src/api/earlyResponses.ts,
 * `SiteTool.firstRequest`). A module of their own: the page's first paint reads them, and the rest
 * of floor.ts and carbon.ts would otherwise come with it.
 */

/** The floor configurator's form: GET for its definitions, POST to check answers (floor.ts). */
export const FLOOR_FORM_PATH = '/api/configurator/';

/** The carbon simulator's form definitions (carbon.ts). */
export const SIMULATOR_FORM_PATH = '/api/simulator/';

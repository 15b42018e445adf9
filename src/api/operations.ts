/**
 * The API's operations, one entry each (the 60 of the specification documents): the one table
 * from which the rest is derived (docs/architecture.md, "How a request is answered"):
 *
 * - the page's first requests, sent by the inline script before the app loads (`early`:
 *   src/api/firstRequests.ts refers to these entries);
 * - the offline copies per user (`keptPerUser`: KEPT_READS of src/api/offlineReads.ts);
 * - the service worker's shared caches (`sharedCatalogue`: the routes of build/serviceWorker.ts);
 * - docs/api-inventory.tsv, which the contract coverage reads (scripts/apiInventory.ts writes it,
 *   its test fails when the file differs).
 *
 * Read by the page's inline script, the build, the scripts and the mock server: it imports
 * nothing but types. The entries the code names are constants of their own, so that a bundle
 * takes only those it uses (the inline script takes a few, never the whole table).
 */
import type { HttpMethod } from './http';

/**
 * Who may call an operation: anyone (`public`: no token needed, a token sent is read when the
 * server has a use for it), the general site's device (`device`: its token as Bearer), a
 * logged-in user (`user`: their token as Bearer).
 */
export type Caller = 'public' | 'device' | 'user';

/**
 * How an answer may be reused rather than asked of the network:
 * - `early`: a page's first request, sent by the inline script before the app has loaded; the app
 *   takes its answer once (firstRequests.ts);
 * - `keptPerUser`: kept offline for the user who asked, per user (offlineReads.ts);
 * - `sharedCatalogue`: kept by the service worker in the caches every user of the browser shares
 *   (the same for everyone: never a user's own data, never what someone typed);
 * - `never`: always asked of the network.
 */
export type Reuse = 'early' | 'keptPerUser' | 'sharedCatalogue';

/** The sites of an operation, as the inventory writes them ('all': the three). */
export type OperationSites = 'general' | 'floor' | 'carbon' | 'floor, carbon' | 'all';

export interface ApiOperation {
  readonly method: HttpMethod;
  /** The path, its parameters written {name} (a parameter named `id` is a positive integer). */
  readonly path: string;
  readonly site: OperationSites;
  readonly caller: Caller;
  readonly reuse: 'never' | readonly Reuse[];
  /**
   * A shared catalogue GET is kept without a query (a query may hold what the user typed), or
   * with this one only.
   */
  readonly catalogueQuery?: string;
  /** The specification document that lists it (the inventory's 'seed'). */
  readonly seed: string;
  /** What the request carries, and what the app reads of the answer (the inventory's columns). */
  readonly body: string;
  readonly reads: string;
}

/**
 * What the code reads of an operation: the entries it names are constants of this shape, their
 * inventory's columns added in the table (a bundle that takes a constant takes no description).
 */
export type OperationUse = Omit<ApiOperation, 'seed' | 'body' | 'reads'>;

/** The operation's answer may be reused this way. */
export function reusedAs(operation: OperationUse, reuse: Reuse): boolean {
  return operation.reuse !== 'never' && operation.reuse.includes(reuse);
}

export const FLOOR_SIMULATIONS = {
  method: 'GET',
  path: '/api/simulations/',
  site: 'floor',
  caller: 'user',
  reuse: ['early', 'keptPerUser'],
} as const satisfies OperationUse;

export const FLOOR_SOLUTIONS = {
  method: 'GET',
  path: '/api/solutions/',
  site: 'floor',
  caller: 'user',
  reuse: ['keptPerUser'],
} as const satisfies OperationUse;

export const CARBON_CLUSTERS = {
  method: 'GET',
  path: '/api/clusters/',
  site: 'carbon',
  caller: 'user',
  reuse: ['early', 'keptPerUser'],
} as const satisfies OperationUse;

export const HISTORY_LIST = {
  method: 'POST',
  path: '/api/history/list',
  site: 'general',
  caller: 'user',
  reuse: ['early', 'keptPerUser'],
} as const satisfies OperationUse;

export const FLOOR_FORM = {
  method: 'GET',
  path: '/api/configurator/',
  site: 'floor',
  caller: 'public',
  reuse: ['early', 'sharedCatalogue'],
} as const satisfies OperationUse;

export const SIMULATOR_FORM = {
  method: 'GET',
  path: '/api/simulator/',
  site: 'carbon',
  caller: 'public',
  reuse: ['early', 'sharedCatalogue'],
} as const satisfies OperationUse;

/** Every operation, in the order of the specification documents (and of docs/api-inventory.tsv). */
export const OPERATIONS: readonly ApiOperation[] = /* @__PURE__ */ operationTable();

/** The table, built when called: a bundle that reads none of it leaves it out (the inline script). */
function operationTable(): ApiOperation[] {
  return [
    {
      method: 'POST',
      path: '/api/device/create',
      site: 'general',
      caller: 'public',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'uuid, browser, browserVersion, os',
      reads: 'datas.device (with token)',
    },
    {
      method: 'POST',
      path: '/api/device/verify',
      site: 'general',
      caller: 'device',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'empty',
      reads: 'success',
    },
    {
      method: 'POST',
      path: '/reset/request',
      site: 'general',
      caller: 'public',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'username (403 = error carrying the message)',
      reads: 'success, message',
    },
    {
      method: 'POST',
      path: '/api/login-check',
      site: 'all',
      caller: 'public',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'username, password (+ rememberMe on floor/carbon)',
      reads: 'datas.user (general); user, token, refreshToken (floor/carbon)',
    },
    {
      method: 'POST',
      path: '/api/user/get-profile',
      site: 'general',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'empty',
      reads: 'datas.profile',
    },
    {
      method: 'POST',
      path: '/api/user/set-profile',
      site: 'general',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'profile fields',
      reads: 'success',
    },
    {
      method: 'POST',
      path: '/api/user/update-password',
      site: 'general',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'new password fields',
      reads: 'success, message',
    },
    {
      method: 'POST',
      path: '/api/user/verify',
      site: 'general',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'token check',
      reads: 'success',
    },
    {
      method: 'POST',
      path: '/api/register/',
      site: 'floor, carbon',
      caller: 'public',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'registration fields',
      reads: 'success, error data',
    },
    {
      method: 'POST',
      path: '/api/account/enable/',
      site: 'floor, carbon',
      caller: 'public',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'id, signature, expires, token',
      reads: 'status nowActivated or alreadyActivated, message',
    },
    {
      method: 'PUT',
      path: '/api/user/password/update/',
      site: 'floor, carbon',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'currentPassword, plainPassword',
      reads: 'success, message or error object',
    },
    {
      method: 'POST',
      path: '/api/user/password/reset/',
      site: 'floor, carbon',
      caller: 'public',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'email',
      reads: 'success, message or error',
    },
    {
      method: 'PUT',
      path: '/api/user/password/reset/',
      site: 'floor, carbon',
      caller: 'public',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'plainPassword, token',
      reads: 'success, message',
    },
    {
      method: 'GET',
      path: '/api/password/criteria/',
      site: 'floor, carbon',
      caller: 'public',
      reuse: ['sharedCatalogue'],
      seed: '000_323f9b459b2d206d.txt',
      body: 'none',
      reads: 'criteria keyed by id: regex, message',
    },
    {
      method: 'GET',
      path: '/api/user/',
      site: 'floor, carbon',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'none',
      reads: 'the user',
    },
    {
      method: 'PUT',
      path: '/api/user/data/',
      site: 'floor, carbon',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'profile fields (carbon: firstname, lastname, company)',
      reads: 'success',
    },
    {
      method: 'PUT',
      path: '/api/user/email/update/',
      site: 'floor, carbon',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'currentEmail, newEmail',
      reads: 'datas.message or error object',
    },
    {
      method: 'POST',
      path: '/api/user/email/confirm/',
      site: 'floor, carbon',
      caller: 'public',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'id, signature, expires, token',
      reads: 'user, token, datas.message',
    },
    {
      ...FLOOR_SIMULATIONS,
      seed: '000_323f9b459b2d206d.txt',
      body: 'history filters as query',
      reads: 'datas.data',
    },
    {
      ...FLOOR_SOLUTIONS,
      seed: '000_323f9b459b2d206d.txt',
      body: 'history filters as query',
      reads: 'datas.data',
    },
    {
      ...CARBON_CLUSTERS,
      seed: '000_323f9b459b2d206d.txt',
      body: 'history filters and order as query',
      reads: 'datas.clusters, filters, order options',
    },
    {
      method: 'DELETE',
      path: '/api/simulation/{id}/',
      site: 'floor',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'none',
      reads: 'message',
    },
    {
      method: 'DELETE',
      path: '/api/solution/{id}/',
      site: 'floor',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'none',
      reads: 'message',
    },
    {
      method: 'DELETE',
      path: '/api/clusters/simulations/{id}/',
      site: 'carbon',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'none',
      reads: 'message, datas.clusterRemoved',
    },
    {
      method: 'DELETE',
      path: '/api/clusters/{id}/',
      site: 'carbon',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'none',
      reads: 'message',
    },
    {
      method: 'GET',
      path: '/api/email/available/{email}/',
      site: 'floor, carbon',
      caller: 'public',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'none',
      reads: 'datas.available',
    },
    {
      method: 'POST',
      path: '/api/solution/{id}/share/',
      site: 'floor',
      caller: 'user',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'emails (1 to 3) or email1..3, firstname, lastname, senderEmail',
      reads: 'message',
    },
    {
      method: 'GET',
      path: '/api/saml-login',
      site: 'all',
      caller: 'public',
      reuse: 'never',
      seed: '000_323f9b459b2d206d.txt',
      body: 'browser redirect on the single-sign-on host; optional floorSimulationId or carbonClusterId',
      reads: 'redirect to a hand-over page with token, refresh token, destination',
    },
    {
      method: 'POST',
      path: '/api/history/create',
      site: 'general',
      caller: 'public',
      reuse: 'never',
      seed: '001_cc3834e426b254b5.txt',
      body: 'filtersValue (ids), dataType',
      reads: 'datas.history',
    },
    {
      method: 'POST',
      path: '/api/history/load',
      site: 'general',
      caller: 'public',
      reuse: 'never',
      seed: '001_cc3834e426b254b5.txt',
      body: 'id',
      reads: 'datas (history, filters, fdes)',
    },
    {
      method: 'POST',
      path: '/api/history/save',
      site: 'general',
      caller: 'user',
      reuse: 'never',
      seed: '001_cc3834e426b254b5.txt',
      body: 'id, name, filtersValue, dataType',
      reads: 'datas.history',
    },
    {
      method: 'POST',
      path: '/api/history/save-refine',
      site: 'general',
      caller: 'public',
      reuse: 'never',
      seed: '001_cc3834e426b254b5.txt',
      body: 'id, filtersValue (values)',
      reads: 'datas.history',
    },
    {
      method: 'POST',
      path: '/api/history/remove',
      site: 'general',
      caller: 'user',
      reuse: 'never',
      seed: '001_cc3834e426b254b5.txt',
      body: 'id',
      reads: 'datas.history',
    },
    {
      ...HISTORY_LIST,
      seed: '001_cc3834e426b254b5.txt',
      body: 'optional sort type and order',
      reads: 'datas.list',
    },
    {
      method: 'POST',
      path: '/api/history/send-rapport',
      site: 'general',
      caller: 'public',
      reuse: 'never',
      seed: '001_cc3834e426b254b5.txt',
      body: 'emails, id (+ firstname, lastname, senderEmail)',
      reads: 'success, datas.message',
    },
    {
      method: 'POST',
      path: '/api/history/get-rapport-link',
      site: 'general',
      caller: 'user',
      reuse: 'never',
      seed: '001_cc3834e426b254b5.txt',
      body: 'id',
      reads: 'datas.link',
    },
    {
      method: 'POST',
      path: '/api/filters',
      site: 'general',
      caller: 'public',
      reuse: ['sharedCatalogue'],
      seed: '001_cc3834e426b254b5.txt',
      body: 'answers (ids), dataType',
      reads: 'datas.nbResults, datas.filters',
    },
    {
      method: 'POST',
      path: '/api/filters/configuration',
      site: 'general',
      caller: 'public',
      reuse: 'never',
      seed: '001_cc3834e426b254b5.txt',
      body: 'answers, historyId',
      reads: 'datas (filters, psiValue)',
    },
    {
      method: 'POST',
      path: '/api/filters/bibliotheque',
      site: 'general',
      caller: 'public',
      reuse: ['sharedCatalogue'],
      seed: '001_cc3834e426b254b5.txt',
      body: 'filterChoices, lunchResearch, save',
      reads: 'library response',
    },
    {
      method: 'POST',
      path: '/api/filters/bibliotheque/get-rapport-link',
      site: 'general',
      caller: 'user',
      reuse: 'never',
      seed: '001_cc3834e426b254b5.txt',
      body: 'filterChoices',
      reads: 'datas.link',
    },
    {
      method: 'POST',
      path: '/api/rupteur',
      site: 'general',
      caller: 'public',
      reuse: ['sharedCatalogue'],
      seed: '001_cc3834e426b254b5.txt',
      body: 'filters, dataType',
      reads: 'datas.rupteurs',
    },
    {
      method: 'POST',
      path: '/api/rupteur/{id}',
      site: 'general',
      caller: 'public',
      reuse: ['sharedCatalogue'],
      seed: '001_cc3834e426b254b5.txt',
      body: 'none',
      reads: 'datas.rupteur',
    },
    {
      method: 'POST',
      path: '/api/env/result',
      site: 'general',
      caller: 'public',
      reuse: ['sharedCatalogue'],
      seed: '001_cc3834e426b254b5.txt',
      body: 'filtersValue, dataType',
      reads: 'datas.success, result, fdes',
    },
    {
      method: 'GET',
      path: '/media/download/{visual}',
      site: 'general',
      caller: 'public',
      reuse: ['sharedCatalogue'],
      catalogueQuery: 'format=thumb',
      seed: '001_cc3834e426b254b5.txt',
      body: 'none',
      reads: 'image bytes',
    },
    {
      ...FLOOR_FORM,
      seed: '002_547c08f572fbf0ac.txt',
      body: 'none',
      reads: "datas.status ('200' = ok), datas.formArray",
    },
    {
      method: 'POST',
      path: '/api/configurator/',
      site: 'floor',
      caller: 'public',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'form answers',
      reads: 'error field = failure',
    },
    {
      ...SIMULATOR_FORM,
      seed: '002_547c08f572fbf0ac.txt',
      body: 'none or URL-encoded step1/step2 values and cluster',
      reads: 'status, formArray, isCompleted, errors',
    },
    {
      method: 'POST',
      path: '/api/simulator/',
      site: 'floor',
      caller: 'public',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'flattened configurator values',
      reads: 'datas (solutions, simulation, agency, hasOnlyOneSolution, message); error and data',
    },
    {
      method: 'GET',
      path: '/api/clusters/{id}/',
      site: 'carbon',
      caller: 'public',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'none',
      reads: 'datas.simulations, datas.agency',
    },
    {
      method: 'PUT',
      path: '/api/clusters/save/{id}/',
      site: 'carbon',
      caller: 'user',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'none',
      reads: 'success',
    },
    {
      method: 'POST',
      path: '/api/agency/contact/',
      site: 'floor',
      caller: 'public',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'phone, lastname, firstname, company, message, email, simulation',
      reads: 'message; error field = failure',
    },
    {
      method: 'POST',
      path: '/api/solution/{slug}/',
      site: 'floor',
      caller: 'user',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'none',
      reads: 'success, message',
    },
    {
      method: 'GET',
      path: '/api/solution/{id}/',
      site: 'floor',
      caller: 'public',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'optional simulation param',
      reads:
        'datas: solution, links, technicalData, similar, carbonFootprints, steelMasses, downloadCarbonRecap, displayScheme, downloadAllFilesURL, switchToCarbonSimulatorUrl',
    },
    {
      method: 'GET',
      path: '/api/solution/{id}/download-files/',
      site: 'floor',
      caller: 'public',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'none',
      reads: 'binary zip, content-disposition filename',
    },
    {
      method: 'GET',
      path: '/api/solution/{id}/download-recap/',
      site: 'floor',
      caller: 'user',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'simulation param',
      reads: 'binary PDF, content-disposition filename',
    },
    {
      method: 'GET',
      path: '/api/solution/{id}/carbon-footprint/',
      site: 'floor',
      caller: 'public',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'simulation and concrete params',
      reads: 'carbon data per concrete',
    },
    {
      method: 'GET',
      path: '/api/validation/continuity/{a},{b}/',
      site: 'floor',
      caller: 'public',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'none',
      reads: 'continuity validation message',
    },
    {
      method: 'POST',
      path: '/api/configurator/entrevous/',
      site: 'floor',
      caller: 'public',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'datas; query as-field=1',
      reads: 'joist-infill options',
    },
    {
      method: 'POST',
      path: '/api/simulator/entrevous/',
      site: 'carbon',
      caller: 'public',
      reuse: ['sharedCatalogue'],
      seed: '002_547c08f572fbf0ac.txt',
      body: 'datas',
      reads: 'joist-infill options',
    },
    {
      method: 'GET',
      path: '/api/clusters/{id}/download-recap/',
      site: 'carbon',
      caller: 'user',
      reuse: 'never',
      seed: '002_547c08f572fbf0ac.txt',
      body: 'none',
      reads: 'binary PDF',
    },
  ];
}

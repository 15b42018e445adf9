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
 * The whole table, with each operation's inventory columns, is its own module
 * (./operationTable.ts): what the page loads first (the inline script, the entry) takes the types
 * and the few entries it names from here, as constants of their own, never the table. A module is
 * not split between chunks: the table in this one was in the entry, for the lazy chunks that read it.
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

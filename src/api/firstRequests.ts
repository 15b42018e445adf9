/**
 * The API requests that a page may send before the app has loaded (src/lib/earlyResponses.ts,
 * `Tool.firstRequest` in src/app/tools.ts), and what the page's first paint reads of their
 * answer. A module of its own: the page's inline script bundles it, and the rest of floor.ts and
 * carbon.ts would otherwise come with it.
 */

import type { SiteId } from '@/config/sites';

/** The floor configurator's form: GET for its definitions, POST to check answers (floor.ts). */
export const FLOOR_FORM_PATH = '/api/configurator/';

/** The carbon simulator's form definitions (carbon.ts). */
export const SIMULATOR_FORM_PATH = '/api/simulator/';

/** What the first paint shows of a server form: the titles of its steps, the first one's text. */
export interface FormPreview {
  /** The titles of the form's steps, in order. */
  stepTitles: string[];
  /** The first step's title and description. */
  title: string;
  description: string;
}

export interface FirstRequest {
  /** The API path: a GET without a query, sent without a token. */
  path: string;
  /** The preview of the form in the answer's body; null when the body holds no usable form. */
  previewOf: (body: unknown) => FormPreview | null;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The preview of a `formArray` (the steps of both forms: formDefinitionTypes.ts). */
export function previewOfSteps(formArray: unknown): FormPreview | null {
  if (!Array.isArray(formArray) || formArray.length === 0) return null;
  const steps = formArray.map((step) => (typeof step === 'object' && step ? step : {})) as {
    title?: unknown;
    description?: unknown;
  }[];
  const first = steps[0]!;
  return {
    stepTitles: steps.map((step) => textOf(step.title)),
    title: textOf(first.title),
    description: textOf(first.description),
  };
}

const propertyOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value ? (value as Record<string, unknown>)[key] : undefined;

/**
 * GET /api/configurator/: `{ success, datas: { status: '200', formArray } }` (floor.ts, read as
 * floorConfiguratorSagas.ts reads it).
 */
export const FLOOR_FORM_REQUEST: FirstRequest = {
  path: FLOOR_FORM_PATH,
  previewOf: (body) =>
    propertyOf(body, 'success') === true &&
    String(propertyOf(propertyOf(body, 'datas'), 'status')) === '200'
      ? previewOfSteps(propertyOf(propertyOf(body, 'datas'), 'formArray'))
      : null,
};

/** GET /api/simulator/: `{ success, formArray }` (carbon.ts, read as simulatorSagas.ts reads it). */
export const SIMULATOR_FORM_REQUEST: FirstRequest = {
  path: SIMULATOR_FORM_PATH,
  previewOf: (body) =>
    propertyOf(body, 'success') === true ? previewOfSteps(propertyOf(body, 'formArray')) : null,
};

/** A user's list, asked with the stored user's token before the app has loaded. */
export interface FirstListRequest {
  method: 'GET' | 'POST';
  path: string;
  /** The query of a GET. */
  params?: Record<string, string>;
  /** The JSON body of a POST. */
  data?: Record<string, string>;
}

/**
 * The first request of each site's history screen (the personal space's '#/historique'), as its
 * saga sends it for the screen's first state (the tests of src/features/history/ hold them equal):
 * the general site's saved results (thermalHistory.ts `listHistorySummaries`, the most recent first),
 * the floor simulations and solutions and the carbon clusters (history.ts), the most recent first.
 */
export const HISTORY_FIRST_REQUESTS: Readonly<Record<SiteId, FirstListRequest>> = {
  general: {
    method: 'POST',
    path: '/api/history/list',
    data: { sort: 'createdAt', order: 'DESC', fields: 'summary' },
  },
  floor: { method: 'GET', path: '/api/simulations/', params: { order: 'DESC' } },
  carbon: { method: 'GET', path: '/api/clusters/', params: { order: 'DESC' } },
};

/**
 * `route(method, path, resolver)`: declares the handler of one API operation.
 *
 * The path is written as in the API inventory ('/api/simulation/{id}/'); the handler answers on any
 * origin, applies the injected faults first, and is recorded in `mockOperations` so the coverage
 * check can compare the handlers with the inventory.
 *
 * Before the operation runs, a body over 1 MB gets 413 and a path parameter that is too long or
 * malformed for the operation gets 404 with its not-found message (requestLimits.ts); a parameter
 * named `id` must be a positive integer unless `params` says otherwise.
 *
 * After an operation that may change the data (every method but GET, and a GET declared with
 * `changesData`), the store's change listeners run before the answer goes out: that is where the
 * embedded mock and the standalone server save their data (mock-server/persistence/).
 */
import { http, type HttpResponseResolver, type PathParams } from 'msw';
import { dbChanged } from '../db/store';
import { applyFault } from '../faults';
import { MESSAGES } from './messages';
import {
  bodyTooLarge,
  defaultParamKind,
  isValidParam,
  registerParamRoute,
  type ParamKind,
} from './requestLimits';
import { notFound } from './respond';

export type MockMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface MockOperation {
  method: MockMethod;
  path: string;
}

export const mockOperations: MockOperation[] = [];

/** '/api/simulation/{id}/' -> '*\/api/simulation/:id/' */
export function toMswPath(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

export function operationKey({ method, path }: MockOperation): string {
  return `${method} ${path}`;
}

export interface RouteOptions {
  /** A GET that changes the data all the same (it issues tokens, say). */
  changesData?: boolean;
  /** The kind of each path parameter whose kind is not its name's default (requestLimits.ts). */
  params?: Record<string, ParamKind>;
  /** The message of the 404 for a malformed path parameter (the operation's own not-found). */
  notFound?: string;
}

export function route<Params extends PathParams = PathParams>(
  method: MockMethod,
  path: string,
  resolver: HttpResponseResolver<Params>,
  {
    changesData = method !== 'GET',
    params: kinds = {},
    notFound: notFoundMessage = MESSAGES.notFound,
  }: RouteOptions = {},
) {
  const key = operationKey({ method, path });
  if (!mockOperations.some((operation) => operationKey(operation) === key))
    mockOperations.push({ method, path });
  const paramKinds = [...path.matchAll(/\{(\w+)\}/g)].map(
    ([, name]) => [name!, kinds[name!] ?? defaultParamKind(name!)] as const,
  );
  if (paramKinds.length > 0) registerParamRoute(method, path, notFoundMessage);
  const factory = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
  return factory<Params>(toMswPath(path), async (info) => {
    const tooLarge = await bodyTooLarge(info.request);
    if (tooLarge) return tooLarge;
    const pathParams = info.params as Record<string, unknown>;
    if (paramKinds.some(([name, kind]) => !isValidParam(kind, pathParams[name])))
      return notFound(notFoundMessage);
    const fault = await applyFault(key, info.request);
    if (fault) return fault;
    const response = await resolver(info);
    if (changesData) await dbChanged();
    return response;
  });
}

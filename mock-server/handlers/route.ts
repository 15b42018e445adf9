/**
 * `route(method, path, resolver)`: declares the handler of one API operation.
 *
 * The path is written as in the API inventory ('/api/simulation/{id}/'); the handler answers on any
 * origin, applies the injected faults first, and is recorded in `mockOperations` so the coverage
 * check can compare the handlers with the inventory.
 *
 * After an operation that may change the data (every method but GET, and a GET declared with
 * `changesData`), the store's change listeners run before the answer goes out: that is where the
 * embedded mock and the standalone server save their data (mock-server/persistence/).
 */
import { http, type HttpResponseResolver, type PathParams } from 'msw';
import { dbChanged } from '../db/store';
import { applyFault } from '../faults';

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
}

export function route<Params extends PathParams = PathParams>(
  method: MockMethod,
  path: string,
  resolver: HttpResponseResolver<Params>,
  { changesData = method !== 'GET' }: RouteOptions = {},
) {
  const key = operationKey({ method, path });
  if (!mockOperations.some((operation) => operationKey(operation) === key))
    mockOperations.push({ method, path });
  const factory = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
  return factory<Params>(toMswPath(path), async (info) => {
    const fault = await applyFault(key, info.request);
    if (fault) return fault;
    const response = await resolver(info);
    if (changesData) await dbChanged();
    return response;
  });
}

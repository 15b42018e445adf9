/**
 * `route(method, path, resolver)`: declares the handler of one API operation.
 *
 * The path is written as in the API inventory ('/api/simulation/{id}/'); the handler answers on any
 * origin, applies the injected faults first, and is recorded in `mockOperations` so the coverage
 * check can compare the handlers with the inventory.
 */
import { http, type HttpResponseResolver, type PathParams } from 'msw';
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

export function route<Params extends PathParams = PathParams>(
  method: MockMethod,
  path: string,
  resolver: HttpResponseResolver<Params>,
) {
  const key = operationKey({ method, path });
  if (!mockOperations.some((operation) => operationKey(operation) === key))
    mockOperations.push({ method, path });
  const factory = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
  return factory<Params>(toMswPath(path), async (info) => {
    const fault = await applyFault(key, info.request);
    if (fault) return fault;
    return resolver(info);
  });
}

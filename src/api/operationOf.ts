/**
 * The entry of the operation table (operations.ts) that a request is a call of: its method, and
 * its path against the entry's, each `{parameter}` standing for one segment's text. Read by the
 * contracts' harness (the provider state of a caller, the operation a server error names) and by
 * the tests that hold the pacts to the table.
 */
import { OPERATIONS } from './operationTable';
import { type ApiOperation } from './operations';

/** 'METHOD path' of an entry, as the inventory and the state 'the server fails on this operation' write it. */
export function operationName({ method, path }: Pick<ApiOperation, 'method' | 'path'>): string {
  return `${method} ${path}`;
}

function pathPattern(path: string): RegExp {
  const literal = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('[^/]+')}$`);
}

const PATTERNS = new Map(OPERATIONS.map((operation) => [operation, pathPattern(operation.path)]));

/** The entry called by `method` on `path` (without its query); none for a project-defined one. */
export function operationOf(method: string, path: string): ApiOperation | undefined {
  const bare = path.split('?')[0]!;
  const matches = OPERATIONS.filter(
    (operation) => operation.method === method.toUpperCase() && PATTERNS.get(operation)!.test(bare),
  );
  // The most literal entry first ('/api/clusters/simulations/{id}/' before a wider one).
  return matches.sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

function paramCount(path: string): number {
  return path.split('{').length - 1;
}

import { OPERATIONS } from './operationTable';
import { operationName, operationOf } from './operationOf';

describe('operationOf', () => {
  it('finds the entry of a concrete path, each parameter one segment', () => {
    expect(operationName(operationOf('GET', '/api/solution/7/')!)).toBe('GET /api/solution/{id}/');
    expect(operationName(operationOf('get', '/api/email/available/a%40b.fr/?x=1')!)).toBe(
      'GET /api/email/available/{email}/',
    );
    expect(operationName(operationOf('GET', '/api/validation/continuity/20,480/')!)).toBe(
      'GET /api/validation/continuity/{a},{b}/',
    );
    expect(operationName(operationOf('DELETE', '/api/clusters/simulations/9501/')!)).toBe(
      'DELETE /api/clusters/simulations/{id}/',
    );
  });

  it('finds no entry for another method, a longer path or a project-defined operation', () => {
    expect(operationOf('POST', '/api/solution/7/download-files/')).toBeUndefined();
    expect(operationOf('POST', '/api/filters/x')).toBeUndefined();
    expect(operationOf('POST', '/api/clusters/simulations/')).toBeUndefined();
  });

  it('finds every entry from its own path', () => {
    for (const operation of OPERATIONS)
      expect(operationOf(operation.method, operation.path)).toBe(operation);
  });
});

import { documentedOperations } from '../apiDocs';
import { handlers } from './index';
import { mockOperations, operationKey } from './route';

it('declares with route() exactly the operations of the API documents', () => {
  expect(handlers.length).toBeGreaterThan(0);
  const documented = documentedOperations();
  expect(documented.size).toBeGreaterThanOrEqual(28);
  expect(new Set(mockOperations.map(operationKey))).toEqual(documented);
});

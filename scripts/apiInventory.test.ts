import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATIONS } from '../src/api/operationTable';
import { inventoryText } from './apiInventory';

const INVENTORY_FILE = join(__dirname, '..', 'docs', 'api-inventory.tsv');

describe('docs/api-inventory.tsv (written from src/api/operationTable.ts)', () => {
  it('is what the table of operations gives (npm run api:inventory writes it)', () => {
    expect(readFileSync(INVENTORY_FILE, 'utf8')).toBe(inventoryText());
  });

  it('names each operation once', () => {
    const keys = OPERATIONS.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(60);
  });
});

/** Writes docs/api-inventory.tsv from the table of operations (scripts/apiInventory.ts). */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inventoryText } from './apiInventory';

writeFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'api-inventory.tsv'),
  inventoryText(),
);

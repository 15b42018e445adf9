/**
 * docs/api-inventory.tsv, written from the table of operations (src/api/operationTable.ts): the
 * contract coverage (scripts/contractCoverage.ts) reads the file, and its test
 * (scripts/apiInventory.test.ts) fails when the file differs from what the table gives.
 *
 * `npm run api:inventory` (scripts/writeApiInventory.ts) writes it again after a change of the
 * table.
 */
import { OPERATIONS } from '../src/api/operationTable';
import { type ApiOperation } from '../src/api/operations';

const HEADER = [
  '# Every API operation that the three specification documents list, one a line: the contract must pin each (MSW handler + Pact interaction).',
  "# Path parameters are written {name}. 'seed' names the specification file. 'site': general = thermal-break site, floor, carbon, all.",
  ['method', 'path', 'seed', 'site', 'body', 'reads'].join('\t'),
];

/** One operation's line. */
function lineOf({ method, path, seed, site, body, reads }: ApiOperation): string {
  return [method, path, seed, site, body, reads].join('\t');
}

/** The inventory's text, as the table gives it. */
export function inventoryText(operations: readonly ApiOperation[] = OPERATIONS): string {
  return `${[...HEADER, ...operations.map(lineOf)].join('\n')}\n`;
}

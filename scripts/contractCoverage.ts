/**
 * Contract coverage (`npm run contract:coverage`): every API operation in scope must be pinned by an
 * MSW handler of the mock backend and by at least one Pact interaction in pacts/.
 *
 * - The inventory is ../shared/api-inventory.tsv when present (the project's shared folder), else
 *   docs/api-inventory.tsv, a copy kept identical.
 * - The scope is the inventory rows whose `seed` (the specification file) is listed in
 *   `CONTRACT_SCOPE`, comma-separated. Default: the three specification files, so all 60 operations.
 * - Handlers are compared by method and path template ('/api/simulation/{id}/'); interactions by
 *   method and concrete path, a `{param}` of the inventory matching one path segment.
 *
 * Exits non-zero naming each operation that lacks a handler or an interaction.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../mock-server/handlers';
import { mockOperations } from '../mock-server/handlers/route';
import { ROOT } from './mockServerProcess';

export const DEFAULT_SCOPE = [
  '000_323f9b459b2d206d.txt',
  '001_cc3834e426b254b5.txt',
  '002_547c08f572fbf0ac.txt',
];

const SHARED_INVENTORY = join(ROOT, '..', 'shared', 'api-inventory.tsv');
const LOCAL_INVENTORY = join(ROOT, 'docs', 'api-inventory.tsv');
const PACT_DIR = join(ROOT, 'pacts');

export interface InventoryOperation {
  method: string;
  path: string;
  seed: string;
}

export function parseInventory(text: string): InventoryOperation[] {
  const rows = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t'));
  const [header, ...data] = rows;
  if (!header) return [];
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index === -1) throw new Error(`The inventory has no '${name}' column.`);
    return index;
  };
  const [method, path, seed] = [column('method'), column('path'), column('seed')];
  return data.map((cells) => ({
    method: (cells[method] ?? '').trim().toUpperCase(),
    path: (cells[path] ?? '').trim(),
    seed: (cells[seed] ?? '').trim(),
  }));
}

/** '/api/simulation/{id}/' and '/api/simulation/{simulationId}/' name the same operation. */
function templateKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
}

/** A regular expression matching the concrete paths of a template, a parameter being one segment. */
export function templatePattern(path: string): RegExp {
  const escaped = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}

interface PactRequest {
  method: string;
  path: string;
}

function pactRequests(): PactRequest[] {
  if (!existsSync(PACT_DIR)) return [];
  return readdirSync(PACT_DIR)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const pact = JSON.parse(readFileSync(join(PACT_DIR, name), 'utf8')) as {
        interactions?: Array<{ request?: { method?: string; path?: string } }>;
      };
      return (pact.interactions ?? []).flatMap(({ request }) =>
        request?.method && request.path
          ? [{ method: request.method.toUpperCase(), path: request.path }]
          : [],
      );
    });
}

function main(): number {
  const inventoryFile = existsSync(SHARED_INVENTORY) ? SHARED_INVENTORY : LOCAL_INVENTORY;
  if (
    inventoryFile === SHARED_INVENTORY &&
    existsSync(LOCAL_INVENTORY) &&
    readFileSync(LOCAL_INVENTORY, 'utf8') !== readFileSync(SHARED_INVENTORY, 'utf8')
  )
    console.warn(
      'contract:coverage: docs/api-inventory.tsv differs from ../shared/api-inventory.tsv: copy it again.',
    );
  const scope = (process.env.CONTRACT_SCOPE ?? '')
    .split(',')
    .map((seed) => seed.trim())
    .filter(Boolean);
  const seeds = scope.length > 0 ? scope : DEFAULT_SCOPE;

  const operations = parseInventory(readFileSync(inventoryFile, 'utf8')).filter((operation) =>
    seeds.includes(operation.seed),
  );
  if (operations.length === 0) {
    console.error(`contract:coverage: no operation of ${seeds.join(', ')} in ${inventoryFile}.`);
    return 1;
  }

  const handled = new Set(mockOperations.map(({ method, path }) => templateKey(method, path)));
  const requests = pactRequests();

  const missing: string[] = [];
  let pinned = 0;
  for (const { method, path } of operations) {
    const lacks: string[] = [];
    if (!handled.has(templateKey(method, path))) lacks.push('an MSW handler');
    const pattern = templatePattern(path);
    const pathOnly = (requestPath: string) => requestPath.split('?')[0] ?? requestPath;
    if (
      !requests.some((request) => request.method === method && pattern.test(pathOnly(request.path)))
    )
      lacks.push('a Pact interaction');
    if (lacks.length === 0) pinned += 1;
    else missing.push(`  ${method} ${path}: lacks ${lacks.join(' and ')}`);
  }

  console.log(`contract:coverage: ${inventoryFile} (scope ${seeds.join(', ')})`);
  if (missing.length > 0) console.error(`Operations not pinned:\n${missing.join('\n')}`);
  console.log(
    `${pinned} of ${operations.length} operations pinned by a handler and an interaction`,
  );
  return missing.length > 0 ? 1 : 0;
}

process.exitCode = main();

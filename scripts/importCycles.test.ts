/**
 * @jest-environment node
 */
/**
 * No import cycle in the app or the mock backend, type imports included (scripts/importCycles.ts).
 * ESLint's `import-x/no-cycle` gives up on some paths through re-exports and type imports; madge
 * reads every import of every file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKED_FOLDERS, importCycles } from './importCycles';

const ROOT = join(__dirname, '..');

describe('import cycles (madge)', () => {
  it('finds none in src/ and mock-server/', async () => {
    const cycles = await importCycles(CHECKED_FOLDERS, {
      baseDir: ROOT,
      tsConfig: join(ROOT, 'tsconfig.json'),
    });
    expect(cycles.map((cycle) => cycle.join(' > '))).toEqual([]);
  }, 180_000);

  it('finds a cycle made only of type imports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    try {
      writeFileSync(
        join(dir, 'a.ts'),
        "import type { B } from './b';\nexport type A = { b?: B };\n",
      );
      writeFileSync(
        join(dir, 'b.ts'),
        "import type { A } from './a';\nexport type B = { a?: A };\n",
      );
      writeFileSync(join(dir, 'c.ts'), "import type { A } from './a';\nexport type C = A;\n");
      const cycles = await importCycles(['.'], { baseDir: dir });
      expect(cycles).toEqual([['a.ts', 'b.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

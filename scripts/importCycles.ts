/**
 * The import cycles of the code, found by madge: a module that reaches itself through its imports,
 * type imports included (`skipTypeImports: false`): two modules whose types need each other cannot
 * be read, moved or tested apart either. The `@/` and `@mock/` aliases resolve through tsconfig.json.
 * Test files and stories are left out: they import what they test, never the reverse.
 */
import { join } from 'node:path';
import madge from 'madge';

/** The folders checked, from the repository's root. */
export const CHECKED_FOLDERS = ['src', 'mock-server'];

const TYPE_IMPORTS_COUNT = { skipTypeImports: false, mixedImports: true };

/** Each cycle as its files, from `baseDir`; an empty list when there is none. */
export async function importCycles(
  folders: readonly string[],
  { baseDir, tsConfig }: { baseDir: string; tsConfig?: string },
): Promise<string[][]> {
  const result = await madge(
    folders.map((folder) => join(baseDir, folder)),
    {
      baseDir,
      fileExtensions: ['ts', 'tsx'],
      ...(tsConfig ? { tsConfig } : {}),
      excludeRegExp: [/\.test\.tsx?$/, /\.stories\.tsx$/, /\.d\.ts$/],
      detectiveOptions: { ts: TYPE_IMPORTS_COUNT, tsx: TYPE_IMPORTS_COUNT },
    },
  );
  return result.circular();
}

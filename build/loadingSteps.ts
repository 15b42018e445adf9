import path from 'node:path';
import { ROOT } from './tsImport';

/** The chunk of the app's start (src/app/boot/startApp.tsx and what it adds): see loadingSteps. */
export const APP_CHUNK = 'app';

/** The package a module belongs to ('@scope/name' or 'name'), or null for the project's own files. */
function packageOf(moduleId: string): string | null {
  const at = moduleId.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first = '', second = ''] = moduleId.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; importers: readonly string[] } | null;
}

/** Chakra's main entry point, which re-exports every component. */
const CHAKRA_ENTRY = '/node_modules/@chakra-ui/react/dist/esm/index.js';

/**
 * The modules that a lazily loaded entry imports statically, for a chunk of their own.
 *
 * Which exports a module uses is not known here, only which modules it imports, and libraries
 * re-export whole component sets from their entry points; so the walk follows the project's own
 * imports, and inside a library only the imports within that library (a library's import of another
 * package joins when every module importing it has). It does not enter Chakra's main entry point
 * (every component): the app's modules import Chakra components from their own entry points
 * ('@chakra-ui/react/dialog', …). Modules that the bundle leaves out (unused) are never placed, and
 * what the walk misses keeps Rolldown's own placement: the grouping can cost a request, never
 * correctness.
 */
function staticImportsOf(entry: string, name: string) {
  let group: Set<string> | null = null;
  const collect = (chunking: ChunkingContext) => {
    const found = new Set<string>();
    const queue = [entry];
    while (queue.length) {
      const id = queue.pop()!;
      if (found.has(id)) continue;
      found.add(id);
      const owner = packageOf(id);
      for (const next of chunking.getModuleInfo(id)?.importedIds ?? [])
        if ((owner === null || packageOf(next) === owner) && !next.endsWith(CHAKRA_ENTRY))
          queue.push(next);
    }
    for (let grew = true; grew;) {
      grew = false;
      for (const id of [...found])
        for (const next of chunking.getModuleInfo(id)?.importedIds ?? []) {
          const importers = chunking.getModuleInfo(next)?.importers ?? [];
          if (!found.has(next) && importers.length && importers.every((i) => found.has(i))) {
            found.add(next);
            grew = true;
          }
        }
    }
    return found;
  };
  return (moduleId: string, chunking: ChunkingContext): string | null => {
    group ??= collect(chunking);
    return group.has(moduleId) ? name : null;
  };
}

/**
 * One chunk per loading step. Rolldown puts each module that an entry shares with lazily loaded
 * chunks in a small chunk of its own: about twenty for the site's frame and twenty more for the app,
 * each one more request on a phone network before the page shows (measured: the first paint moved
 * from 3.3 s to 2.3 s in Lighthouse's mobile run). So: everything the entry imports statically
 * (Rolldown's `$initial` tag) is the `first-paint` chunk; everything the app
 * (src/app/boot/startApp.tsx, always loaded next) adds is the `app` chunk; the pages stay lazy.
 */
export const loadingSteps = {
  groups: [
    { name: 'first-paint', tags: ['$initial' as const], priority: 2 },
    {
      name: staticImportsOf(path.resolve(ROOT, 'src/app/boot/startApp.tsx'), APP_CHUNK),
      debugName: APP_CHUNK,
      priority: 1,
    },
  ],
};

/**
 * A Vite plugin that writes, next to the build, the map of its JavaScript chunks: for each file,
 * whether it is the entry or a lazily imported chunk, its static and dynamic imports, and the
 * source modules it holds (paths relative to the project). The budget and the benchmark read it to
 * know what a page loads up front and which code a chunk carries.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MAP_FILE = '.budget/chunks.json';

export interface ChunkInfo {
  file: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module a lazily imported chunk stands for (relative path), if any. */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Source modules in the chunk, relative to the project (node_modules paths kept as such). */
  modules: string[];
  /** Rendered (minified, not compressed) length of each module in the chunk, by module. */
  moduleSizes: Record<string, number>;
}

export interface ChunkMap {
  root: string;
  chunks: ChunkInfo[];
}

function tidy(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return clean.startsWith('/') ? relative(root, clean) : clean;
}

export function chunkMap(projectRoot: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'budget-chunk-map',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Once written: Vite drops an entry chunk left empty (its modules all in named chunks).
    writeBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facade: output.facadeModuleId ? tidy(projectRoot, output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map((id) => tidy(projectRoot, id)),
          moduleSizes: Object.fromEntries(
            Object.entries(output.modules).map(([id, info]) => [
              tidy(projectRoot, id),
              info.renderedLength,
            ]),
          ),
        });
      }
      const map: ChunkMap = { root: projectRoot, chunks };
      const target = join(outDir, CHUNK_MAP_FILE);
      mkdirSync(join(target, '..'), { recursive: true });
      writeFileSync(target, JSON.stringify(map, null, 1));
    },
  };
}

/**
 * What a build loads, read from its chunk map (lib/chunkMap.ts) and its files.
 *
 * Definitions used by the budget and the benchmark:
 * - A page's "JavaScript up front" is every script index.html loads (its module scripts and
 *   modulepreload links) and every chunk they import statically, each file counted once (the build
 *   puts them in one `first-paint` chunk, see build/loadingSteps.ts): React, Chakra and src/main.tsx,
 *   which draws the site's frame (src/app/boot/StaticShell.tsx) where the page has no prerendered
 *   one, then imports the app (router, store, the page's chunk and, when on, the embedded mock
 *   backend), which takes over. The first paint itself needs no script file: index.html carries
 *   the frames (src/app/boot/shellPicker.ts). The same for every page of a build.
 * - Sizes are those of the built files compressed with gzip (Node's zlib, default level 6), as a
 *   server that compresses would send them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure as closureOf } from '../../scripts/staticClosure.ts';
import { CHUNK_MAP_FILE, type ChunkInfo, type ChunkMap } from './chunkMap.ts';
import { pageModuleOf, TOOL_PAGES } from '../../src/app/routes/toolPages.ts';

export interface Build {
  dir: string;
  map: ChunkMap;
  byFile: Map<string, ChunkInfo>;
}

export function readBuild(dir: string): Build {
  const path = join(dir, CHUNK_MAP_FILE);
  if (!existsSync(path))
    throw new Error(`${path} is missing: build with bench/vite.budget.config.ts.`);
  const map = JSON.parse(readFileSync(path, 'utf8')) as ChunkMap;
  return { dir, map, byFile: new Map(map.chunks.map((chunk) => [chunk.file, chunk])) };
}

const gzipCache = new Map<string, number>();

/** Bytes of a built file once compressed with gzip. */
export function gzipBytes(build: Build, file: string): number {
  const path = join(build.dir, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path)).length;
    gzipCache.set(path, size);
  }
  return size;
}

export function sumGzip(build: Build, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipBytes(build, file);
  return total;
}

/** The files and every file they import statically, transitively. */
export function staticClosure(build: Build, files: string[]): Set<string> {
  return closureOf(files, (file) => build.byFile.get(file)?.imports);
}

/**
 * The scripts that the build's page loads itself (module scripts, modulepreload links and the
 * entry its inline script adds, of its index.html, or of its only HTML file).
 */
export function htmlScripts(build: Build): string[] {
  const pages = readdirSync(build.dir).filter((name) => name.endsWith('.html'));
  const page = pages.includes('index.html') ? 'index.html' : pages[0];
  if (!page || (pages.length > 1 && page !== 'index.html'))
    throw new Error(`${build.dir} has no single page to read.`);
  const html = readFileSync(join(build.dir, page), 'utf8');
  const scripts = [
    ...html.matchAll(/<script type="module"[^>]* src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+\.js)"/g),
    // The entry the inline script adds once the frame is painted (build/entryAfterFirstPaint.ts).
    ...html.matchAll(/<meta name="app-entry" content="\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  if (!scripts.length) throw new Error(`${build.dir}/${page} loads no script.`);
  return scripts;
}

/** The files a page loads up front (see the definition above). */
export function firstPaintFiles(build: Build): Set<string> {
  return staticClosure(build, htmlScripts(build));
}

/** Every JavaScript file of the build (for the whole-build checks). */
export function allScripts(build: Build): string[] {
  const assets = join(build.dir, 'assets');
  return existsSync(assets)
    ? readdirSync(assets)
        .filter((name) => name.endsWith('.js'))
        .map((name) => `assets/${name}`)
    : [];
}

/**
 * The tools and the source paths that belong to each, derived from the tools' entries
 * (src/app/routes/toolPages.ts): a tool's code is its page module (the one its `load` imports) and
 * its feature folders; the two server-driven forms share the form renderer and the form engine
 * (src/domain/serverForm) besides. The rest of src/domain (the messages' catalogue, the field
 * limits) is every form's, the login's included.
 */
export const TOOLS: Record<string, RegExp> = {
  ...Object.fromEntries(
    Object.entries(TOOL_PAGES).map(([id, { load, folders }]) => [
      id,
      new RegExp(`^src/(features/(${folders.join('|')})/|app/routes/${pageModuleOf(load)}\\.)`),
    ]),
  ),
  'server-form (floor, carbon)': /^src\/(ui|domain)\/serverForm\//,
};

/** For each tool, the modules of `files` that belong to it. */
export function toolModulesIn(build: Build, files: Iterable<string>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of files) {
    for (const module of build.byFile.get(file)?.modules ?? []) {
      for (const [tool, pattern] of Object.entries(TOOLS)) {
        if (pattern.test(module)) (found[tool] ??= []).push(module);
      }
    }
  }
  return found;
}

/** Traces of the mock backend in a build: modules, the worker file, msw's own strings. */
export function mockTraces(build: Build): string[] {
  const traces: string[] = [];
  for (const chunk of build.map.chunks) {
    for (const module of chunk.modules) {
      if (/^mock-server\/|node_modules\/(msw|@mswjs)\/|^src\/dev\//.test(module))
        traces.push(`${chunk.file}: ${module}`);
    }
  }
  if (existsSync(join(build.dir, 'mockServiceWorker.js'))) traces.push('mockServiceWorker.js');
  for (const file of allScripts(build)) {
    const text = readFileSync(join(build.dir, file), 'utf8');
    if (/mockServiceWorker|\[MSW\]|setupWorker/.test(text)) traces.push(`${file}: msw code`);
  }
  return traces;
}

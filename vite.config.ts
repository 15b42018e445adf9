import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  apiOriginsOf,
  SECURITY_HEADERS,
  withContentSecurityPolicy,
} from './scripts/contentSecurityPolicy';
import { staticClosure } from './scripts/staticClosure';
import type { PageFiles } from './src/app/boot/shellPicker';

/** A build for a real backend (VITE_MOCK_API=off) ships no mock code, not even the worker file. */
function dropMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (process.env.VITE_MOCK_API === 'off')
        rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** Chakra's module that builds a system, and its statement that computes the global styles. */
const CHAKRA_SYSTEM_MODULE = '/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js';
const EAGER_GLOBALS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's global styles written into index.html as static CSS (src/ui/theme/globalCss.ts), so the
 * page does not generate them in JavaScript at start-up (ThemeProvider leaves them out). Chakra
 * also computes them whenever it builds a system, before anyone asks (a third of the system's
 * build time, measured); in the build, that computation waits until something reads them, which
 * the page then never does. Build only: the dev server keeps Chakra's own insertion, which follows
 * theme edits.
 */
function staticGlobalCss(): Plugin {
  return {
    name: 'static-global-css',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith(CHAKRA_SYSTEM_MODULE)) return null;
      if (!code.includes(EAGER_GLOBALS) || !code.includes('    _global,\n'))
        this.error(
          `${CHAKRA_SYSTEM_MODULE} no longer reads as expected: check the lazy global styles of vite.config.ts against this Chakra version.`,
        );
      return code
        .replace(
          EAGER_GLOBALS,
          'let _global;\n  const globals = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
        )
        .replace('    _global,\n', '    get _global() {\n      return globals();\n    },\n');
    },
    async transformIndexHtml() {
      const { globalCssText, STATIC_GLOBAL_CSS_ATTRIBUTE } = (await tsImport(
        './src/ui/theme/globalCss.ts',
      )) as typeof import('./src/ui/theme/globalCss');
      const { siteSystem } = (await tsImport(
        './src/ui/theme/system.ts',
      )) as typeof import('./src/ui/theme/system');
      return [
        {
          tag: 'style',
          attrs: { [STATIC_GLOBAL_CSS_ATTRIBUTE]: '' },
          children: globalCssText(siteSystem()),
          injectTo: 'head',
        },
      ];
    },
  };
}

/** The chunk of the app's start (src/app/boot/startApp.tsx and what it adds): see loadingSteps. */
const APP_CHUNK = 'app';

/** A chunk of the bundle, as the build's last steps see it. */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
}

/**
 * The chunks each page needs besides what index.html loads (src/app/boot/shellPicker.ts, PageFiles):
 * the app's (src/app/boot/startApp.tsx) and each page route's own, with their static imports. A
 * page is found by its route's `import('./Page')`; the build stops if one is not in the bundle.
 */
async function pageFilesOf(bundle: Record<string, { type: string }>): Promise<PageFiles> {
  const chunks = Object.values(bundle).filter(
    (output): output is BuiltChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: string[]) => staticClosure(files, (file) => byFile.get(file)?.imports);
  const upFront = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');
  const chunkOf = (module: string) =>
    chunks.find(
      (chunk) => chunk.facadeModuleId && withoutExtension(chunk.facadeModuleId) === module,
    );
  const src = path.resolve(import.meta.dirname, 'src');
  const app = chunks.find((chunk) => chunk.name === APP_CHUNK);
  if (!app) throw new Error(`The bundle has no '${APP_CHUNK}' chunk (see loadingSteps).`);
  const appFiles = [...closure([app.fileName])].filter((file) => !upFront.has(file));
  const { PAGE_ROUTES } = (await tsImport(
    './src/app/routes/routeTable.ts',
  )) as typeof import('./src/app/routes/routeTable');
  const routes = PAGE_ROUTES.map((route) => {
    const target = /import\(["']([^"']+)["']\)/.exec(String(route.load))?.[1];
    const chunk = target && chunkOf(path.join(src, 'app/routes', target));
    if (!chunk) throw new Error(`The bundle has no chunk for the page of ${route.path}.`);
    const files = [...closure([chunk.fileName])].filter(
      (file) => !upFront.has(file) && !appFiles.includes(file),
    );
    return { path: route.path, sites: [...route.sites], files };
  });
  return { app: appFiles, routes };
}

/** Imports one of the project's TypeScript modules in Node, at build time. */
async function tsImport(module: string): Promise<unknown> {
  const { tsImport: load } = await import('tsx/esm/api');
  return load(module, import.meta.url);
}

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE_END = '</title>';

/**
 * The first paint without JavaScript files (src/app/boot/shellPicker.ts): index.html gets the
 * prerendered frames of the three sites (src/app/boot/prerenderShells.tsx), the CSS of their class
 * names, the chunks each page needs, and the inline script that shows the tab's frame and
 * asks for those chunks. Build only, index.html only (Storybook's
 * page is built with this configuration too); the dev server draws the frame in the entry script.
 */
function prerenderedShell(): Plugin {
  let buildEnv: Record<string, unknown> = {};
  return {
    name: 'prerendered-shell',
    apply: 'build',
    configResolved(config) {
      buildEnv = config.env;
    },
    async transformIndexHtml(html, context) {
      if (context.path !== '/index.html' || !context.bundle) return [];
      const { pageFilesScript, prerenderShells } = (await tsImport(
        './src/app/boot/prerenderShells.tsx',
      )) as typeof import('./src/app/boot/prerenderShells');
      const { FRAME_GLOBAL } = (await tsImport(
        './src/app/boot/shellPicker.ts',
      )) as typeof import('./src/app/boot/shellPicker');
      const pageFiles = pageFilesScript(await pageFilesOf(context.bundle));
      const { build } = await import('esbuild');
      const picker = await build({
        entryPoints: [path.resolve(import.meta.dirname, 'src/app/boot/shellPickerScript.ts')],
        tsconfig: path.resolve(import.meta.dirname, 'tsconfig.json'),
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        write: false,
        // The build's settings (src/config/env.ts), as the app reads them.
        define: {
          'import.meta.env': JSON.stringify({
            VITE_API_BASE_URL: buildEnv.VITE_API_BASE_URL,
            VITE_MOCK_API: buildEnv.VITE_MOCK_API,
            DEV: false,
          }),
        },
      });
      const { css, emotionAttribute, templates } = prerenderShells();
      if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}.`);
      if (!html.includes(TITLE_END)) throw new Error(`index.html has no ${TITLE_END}.`);
      return {
        html: html
          // In the head, after the document's metadata and before the module script: the page's
          // early request leaves before the app's code.
          .replace(TITLE_END, `${TITLE_END}<script>${picker.outputFiles[0]!.text.trim()}</script>`)
          .replace(
            ROOT_ELEMENT,
            `${ROOT_ELEMENT}${templates}${pageFiles}<script>window.${FRAME_GLOBAL}()</script>`,
          ),
        tags: [
          {
            tag: 'style',
            attrs: { 'data-emotion': emotionAttribute },
            children: css,
            injectTo: 'head',
          },
        ],
      };
    },
  };
}

/**
 * The built page's Content-Security-Policy and referrer policy, as meta elements before anything
 * else of the head (scripts/contentSecurityPolicy.ts): scripts from the page's origin and the
 * inline scripts of the first paint, by the hash of their final text (hence the last transform,
 * after prerenderedShell has written them); the API (connect-src, img-src) on the origin of
 * VITE_API_BASE_URL when the build sets it, else on each API origin a host can choose
 * (src/config/sites.ts; development hosts use the page's own). Build only: Vite's development
 * client needs inline and evaluated code. Index.html only (Storybook builds with this
 * configuration). What a meta cannot set (frame-ancestors) is sent by the server: see
 * SECURITY_HEADERS, the preview server's headers.
 */
function contentSecurityPolicy(): Plugin {
  let apiBaseUrls: string[] = [];
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      const override = config.env.VITE_API_BASE_URL as string | undefined;
      apiBaseUrls = override ? [override] : [];
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (context.path !== '/index.html') return html;
        let bases = apiBaseUrls;
        if (bases.length === 0) {
          const { HOST_API_BASE_URLS } = (await tsImport(
            './src/config/sites.ts',
          )) as typeof import('./src/config/sites');
          bases = [...HOST_API_BASE_URLS];
        }
        return withContentSecurityPolicy(html, apiOriginsOf(bases)).html;
      },
    },
  };
}

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
const loadingSteps = {
  groups: [
    { name: 'first-paint', tags: ['$initial' as const], priority: 2 },
    {
      name: staticImportsOf(
        path.resolve(import.meta.dirname, 'src/app/boot/startApp.tsx'),
        APP_CHUNK,
      ),
      debugName: APP_CHUNK,
      priority: 1,
    },
  ],
};

/** Development and preview servers answer on every *.localhost name (plancher.localhost, carbone.localhost). */
const allowedHosts = ['.localhost', 'localhost', '127.0.0.1'];

export default defineConfig({
  // contentSecurityPolicy last: it hashes the inline scripts the others have written.
  plugins: [
    react(),
    dropMockWorker(),
    staticGlobalCss(),
    prerenderedShell(),
    contentSecurityPolicy(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mock': fileURLToPath(new URL('./mock-server', import.meta.url)),
    },
  },
  server: { port: 5173, host: '127.0.0.1', allowedHosts },
  // The built page's headers: no framing by other sites, the referrer policy, no MIME sniffing.
  preview: { port: 4173, host: '127.0.0.1', allowedHosts, headers: { ...SECURITY_HEADERS } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The chunks a page needs are asked for by the page's inline script and, for the pages opened
    // later, by the router (preloadPageFiles, src/app/boot/shellPicker.ts), from the list this build
    // writes into index.html. Vite's own preloading of a lazy chunk's imports would add the same
    // links again from the entry script's first task (measured: 40-60 ms of a desktop core's work
    // before the app could start).
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: loadingSteps } },
  },
});

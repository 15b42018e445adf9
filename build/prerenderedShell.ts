import path from 'node:path';
import type { Plugin } from 'vite';
import type { PageFiles } from '../src/app/boot/pageFiles';
import { staticClosure } from '../scripts/staticClosure';
import { APP_CHUNK } from './loadingSteps';
import { ROOT, tsImport } from './tsImport';

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
 * The chunks each page needs besides what index.html loads (src/app/boot/pageFiles.ts, PageFiles):
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
  const src = path.resolve(ROOT, 'src');
  const app = chunks.find((chunk) => chunk.name === APP_CHUNK);
  if (!app) throw new Error(`The bundle has no '${APP_CHUNK}' chunk (see loadingSteps).`);
  const appFiles = [...closure([app.fileName])].filter((file) => !upFront.has(file));
  const { PAGE_ROUTES } = await tsImport<typeof import('../src/app/routes/routeTable')>(
    './src/app/routes/routeTable.ts',
  );
  const routes = PAGE_ROUTES.map((route) => {
    // Every page module is in src/app/routes/ (src/app/routes/toolPages.ts for the tools).
    const target = /import\(["']([^"']+)["']\)/.exec(String(route.load))?.[1];
    const chunk = target && chunkOf(path.join(src, 'app/routes', path.basename(target)));
    if (!chunk) throw new Error(`The bundle has no chunk for the page of ${route.path}.`);
    const files = [...closure([chunk.fileName])].filter(
      (file) => !upFront.has(file) && !appFiles.includes(file),
    );
    return { path: route.path, sites: [...route.sites], files };
  });
  return { app: appFiles, routes };
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
export function prerenderedShell(): Plugin {
  let buildEnv: Record<string, unknown> = {};
  return {
    name: 'prerendered-shell',
    apply: 'build',
    configResolved(config) {
      buildEnv = config.env;
    },
    async transformIndexHtml(html, context) {
      if (context.path !== '/index.html' || !context.bundle) return [];
      const { pageFilesScript, prerenderShells } = await tsImport<
        typeof import('../src/app/boot/prerenderShells')
      >('./src/app/boot/prerenderShells.tsx');
      const { FRAME_GLOBAL } = await tsImport<typeof import('../src/app/boot/shellPicker')>(
        './src/app/boot/shellPicker.ts',
      );
      const pageFiles = pageFilesScript(await pageFilesOf(context.bundle));
      const { build } = await import('esbuild');
      const picker = await build({
        entryPoints: [path.resolve(ROOT, 'src/app/boot/shellPickerScript.ts')],
        tsconfig: path.resolve(ROOT, 'tsconfig.json'),
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
            VITE_HISTORY_FIRST_ITEMS: buildEnv.VITE_HISTORY_FIRST_ITEMS,
            DEV: false,
          }),
        },
      });
      const { css, emotionAttribute, templates } = await prerenderShells();
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

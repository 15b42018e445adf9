/**
 * The build's prerender of the first paint (run in Node by build/prerenderedShell.ts): StaticShell of every site
 * and every page kind (home, each tool, every other page) as HTML, and the CSS its Chakra components
 * generate. index.html carries both; its inline script (shellPicker.ts) shows the right frame at once,
 * so the first paint waits for no JavaScript file, and the app's first script renders no frame of
 * its own.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { PAGE_FILES_ATTRIBUTE, type PageFiles } from '@/app/boot/pageFiles';
import { plainLinkAt, StaticShell } from '@/app/boot/StaticShell';
import { SpaceHistoryFrame } from '@/app/routes/SpaceHistoryFrame';
import {
  OTHER_PAGES,
  SHELL_TEMPLATE_ATTRIBUTE,
  SPACE_HISTORY_FRAME,
  shellKey,
  splitShellPath,
} from '@/app/boot/shellPicker';
import { RESULTS_HASH } from '@/ui/libraryFrame/libraryFrame';
import { SITE_IDS, type SiteConfig, type SiteId } from '@/config/sites';
import {
  QUESTIONNAIRE_AWAY_HASH,
  SITE_TOOLS,
  TOOLS,
  questionnaireOpensAtStart,
  toolAt,
  type Tool,
  type ToolId,
} from '@/app/tools';
import { TOOL_PAGES, type ToolFrame } from '@/app/routes/toolPages';
import { ThemeProvider } from '@/ui/theme/ThemeProvider';

/** The component of a tool's frame, imported by its path (TOOL_PAGES: no page's code imports it). */
async function frameComponent({ module, component }: ToolFrame): Promise<ComponentType> {
  const exports = (await import(`@/features/${module.replace(/\.tsx?$/, '')}`)) as Record<
    string,
    unknown
  >;
  const frame = exports[component];
  if (typeof frame !== 'function')
    throw new Error(`src/features/${module} exports no component ${component}.`);
  return frame as ComponentType;
}

/**
 * The frames of the tools whose first paint draws part of their page, by tool id (TOOL_PAGES,
 * their `frame`): for `frame: 'own'`, their header and loading view, with the places of the form's
 * preview (src/ui/formPreview/); for `frame: 'questionnaire'`, under the page's title, the
 * questionnaire's loading view with its first question's title.
 */
export async function loadToolFrames(): Promise<Partial<Record<ToolId, ComponentType>>> {
  const framed = TOOLS.flatMap((tool) => {
    const { frame } = TOOL_PAGES[tool.id];
    return frame ? [[tool.id, frame] as const] : [];
  });
  const components = await Promise.all(framed.map(([, frame]) => frameComponent(frame)));
  return Object.fromEntries(framed.map(([id], index) => [id, components[index]]));
}

export interface PrerenderedShells {
  /** The rules of the frames' class names. */
  css: string;
  /**
   * The `data-emotion` attribute of the `<style>` that carries `css`: Emotion's mark of rules a
   * server wrote, which the app's Emotion cache then counts as inserted (it does not insert them
   * again).
   */
  emotionAttribute: string;
  /** One `<template data-shell="site path">` per site and page kind. */
  templates: string;
}

/** Emotion's key of the app's class names (`css-…`, Emotion's default cache). */
const EMOTION_KEY = 'css';

/** The location hashes, besides the start, of a tool page's frames. */
const AWAY_HASHES: Partial<Record<Tool['frame'], string>> = {
  library: RESULTS_HASH,
  questionnaire: QUESTIONNAIRE_AWAY_HASH,
};

/**
 * The frames a site has: its home page, each tool's page (the PSI library's and a questionnaire's
 * twice: their start screen, and a link to their results), the personal space's history, every
 * other page.
 */
export function shellPaths(site: SiteId): string[] {
  const tools = SITE_TOOLS[site].flatMap((tool) => {
    const away = AWAY_HASHES[tool.frame];
    return away ? [tool.path, `${tool.path}${away}`] : [tool.path];
  });
  return ['/', ...tools, SPACE_HISTORY_FRAME, OTHER_PAGES];
}

/** A site as StaticShell reads it, on a host without variants (partner logo, neo buttons). */
function plainSite(id: SiteId): SiteConfig {
  return { id, host: '', neo: false, carbonBrand: false, apiBaseUrl: '' };
}

export async function prerenderShells(): Promise<PrerenderedShells> {
  const frames = await loadToolFrames();
  const cache = createCache({ key: EMOTION_KEY });
  // As Emotion's server tools do: the rules are kept rather than written before each element, and
  // the page gets them once, in its head. In Node, Emotion keeps them in `inserted`; where there is
  // a DOM (tests), it hands them to the sheet, which collects them here instead.
  cache.compat = true;
  const handed: string[] = [];
  cache.sheet.insert = (rule: string) => void handed.push(rule);
  const templates = SITE_IDS.flatMap((site) =>
    shellPaths(site).map((shellPath) => {
      const { path, hash } = splitShellPath(shellPath);
      const tool = toolAt(site, path);
      const OwnFrame = tool?.frame === 'own' ? frames[tool.id as ToolId] : undefined;
      const StartView =
        tool?.frame === 'questionnaire' && questionnaireOpensAtStart(hash)
          ? frames[tool.id as ToolId]
          : undefined;
      const html = renderToString(
        <CacheProvider value={cache}>
          <ThemeProvider staticGlobals>
            <StaticShell
              site={plainSite(site)}
              path={path}
              hash={hash}
              ownFrame={OwnFrame && <OwnFrame />}
              startView={StartView && <StartView />}
              pageFrame={
                shellPath === SPACE_HISTORY_FRAME ? (
                  <SpaceHistoryFrame site={site} link={plainLinkAt(path)} inFirstPaint />
                ) : undefined
              }
            />
          </ThemeProvider>
        </CacheProvider>,
      );
      return `<template ${SHELL_TEMPLATE_ATTRIBUTE}="${shellKey(site, shellPath)}">${html}</template>`;
    }),
  );
  const kept = Object.values(cache.inserted).filter(
    (rule): rule is string => typeof rule === 'string',
  );
  return {
    css: [...kept, ...handed].join(''),
    emotionAttribute: [EMOTION_KEY, ...Object.keys(cache.inserted)].join(' '),
    templates: templates.join(''),
  };
}

/** The list of each page's chunks as the page carries it, for the inline script (preloadPageFiles). */
export function pageFilesScript(files: PageFiles): string {
  // '<' escaped: nothing in the list can close the script element.
  const json = JSON.stringify(files).replaceAll('<', '\\u003c');
  return `<script type="application/json" ${PAGE_FILES_ATTRIBUTE}>${json}</script>`;
}

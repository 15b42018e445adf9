/**
 * The first paint without JavaScript files. The build prerenders the site's frame (StaticShell) for
 * each site and each page it knows into index.html, as `<template data-shell="…">` elements
 * (src/app/boot/prerenderShells.tsx, written by build/prerenderedShell.ts). This module is the page's inline
 * script: before any module loads, it marks the document with the tab's site and puts the frame of
 * that site and page in #root, and asks at once for the app's and the page's chunks. The app
 * replaces the frame when it renders (src/main.tsx).
 */
import { readKeptSessionToken } from '@/lib/storage/sessionStore';
import { loadAppEntry } from './appEntry';
import { carryFrameClicks } from './frameClicks';
import { preloadPageFiles } from './pageFiles';
import { HISTORY_FIRST_REQUESTS, sendEarly, type FirstRequest } from '@/api/firstRequests';
import type { EarlyAnswer } from '@/api/http';
import { opensSpaceHistory } from '@/app/routes/routeMatch';
import { paths } from '@/config/paths';
import { drawFirstItems } from '@/features/history/frame/firstItems';
import { FRAME_LAYOUT_ATTRIBUTE } from '@/lib/frameNodes';
import { MOBILE_QUERY } from '@/lib/hooks/mobileQuery';
import { SITE_PARAMETER, type SiteConfig, type SiteId } from '@/config/sites';
import { QUESTIONNAIRE_AWAY_HASH, questionnaireOpensAtStart, toolAt } from '@/app/tools';
import { opensAtStart, RESULTS_HASH } from '@/ui/libraryFrame/libraryFrame';
import { fillFormPreview } from '@/ui/formPreview/previewSlots';
import { hasEntryAnswers } from '@/lib/routing/answersInHistoryEntry';
import { applySiteToDocument } from '@/ui/theme/siteDocument';

export const SHELL_TEMPLATE_ATTRIBUTE = 'data-shell';

/**
 * The global function, defined by the inline script in the head, that the body calls once the
 * frames are parsed (build/prerenderedShell.ts writes both).
 */
export const FRAME_GLOBAL = '__showPageFrame';

/** Every page other than the home page and the tools' pages opens with this frame. */
export const OTHER_PAGES = '*';

/** The frame of the personal space's history (its screen before the list, then its first items). */
export const SPACE_HISTORY_FRAME = paths.personalSpace.history.getHref();

/**
 * The frame a page opens with: the home page's, a tool page's, or that of every other page. The PSI
 * library has two: its start screen, and a loading state for a link to its results ('#/results/…');
 * a questionnaire too: its first question, and a loading state for a result ('#/{id}/{name}') or for
 * the question after the answers kept in the tab's history entry (src/lib/routing/answersInHistoryEntry.ts).
 */
export function shellPathOf(
  site: SiteId,
  pathname: string,
  hash = '',
  entryState: unknown = null,
): string {
  if (pathname === paths.home.path) return paths.home.path;
  const tool = toolAt(site, pathname);
  if (!tool) return opensSpaceHistory({ pathname, hash }) ? SPACE_HISTORY_FRAME : OTHER_PAGES;
  if (tool.frame === 'library' && !opensAtStart(hash)) return `${tool.path}${RESULTS_HASH}`;
  // A questionnaire reloaded with the answers kept in its entry goes on after them: a loading state.
  if (
    tool.frame === 'questionnaire' &&
    (!questionnaireOpensAtStart(hash) || hasEntryAnswers(entryState))
  )
    return `${tool.path}${QUESTIONNAIRE_AWAY_HASH}`;
  return tool.path;
}

/** The page's path and location hash of a frame's path (the reverse of shellPathOf). */
export function splitShellPath(shellPath: string): { path: string; hash: string } {
  const at = shellPath.indexOf('#');
  return at < 0
    ? { path: shellPath, hash: '' }
    : { path: shellPath.slice(0, at), hash: shellPath.slice(at) };
}

/** The value of `data-shell` of a site's frame. */
export function shellKey(site: SiteId, shellPath: string): string {
  return `${site} ${shellPath}`;
}

/**
 * Marks the document with the site and puts the prerendered frame of the site and page in #root;
 * false when there is none to show (a page built without them, the carbon site's partner host whose
 * logo differs, #root already drawn).
 */
export function showPrerenderedShell(
  site: SiteConfig,
  { pathname, hash }: Pick<Location, 'pathname' | 'hash'> = window.location,
  doc: Document = document,
  entryState: unknown = window.history.state,
): boolean {
  applySiteToDocument(site, doc.documentElement);
  const root = doc.getElementById('root');
  if (!root || root.firstChild || site.carbonBrand) return false;
  const key = shellKey(site.id, shellPathOf(site.id, pathname, hash, entryState));
  const template = [...doc.querySelectorAll('template')].find(
    (candidate) => candidate.getAttribute(SHELL_TEMPLATE_ATTRIBUTE) === key,
  );
  if (!template) return false;
  const frame = template.content.cloneNode(true) as DocumentFragment;
  keepWindowLayout(frame, doc);
  root.append(frame);
  return true;
}

/**
 * Keeps, of a frame drawn in both layouts, the one of the window's width (as the app chooses it:
 * `useIsMobile`).
 */
export function keepWindowLayout(frame: ParentNode, doc: Document = document): void {
  const mobile = doc.defaultView?.matchMedia?.(MOBILE_QUERY).matches ?? false;
  const kept = mobile ? 'mobile' : 'desktop';
  for (const layout of frame.querySelectorAll(`[${FRAME_LAYOUT_ATTRIBUTE}]`))
    if (layout.getAttribute(FRAME_LAYOUT_ATTRIBUTE) !== kept) layout.remove();
}

/**
 * The page's first request (Tool.firstRequest, src/app/tools.ts) and its address, to send before the app loads;
 * null for a page without one, or when the address has a query (a simulation to reload, a cluster,
 * a history entry: the page then asks something else first).
 */
export function earlyRequestOf(
  site: Pick<SiteConfig, 'id' | 'apiBaseUrl'>,
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
): (FirstRequest & { url: string }) | null {
  const request = toolAt(site.id, pathname)?.firstRequest;
  if (!request) return null;
  const query = new URLSearchParams(search);
  query.delete(SITE_PARAMETER);
  return [...query.keys()].length === 0
    ? { ...request, url: `${site.apiBaseUrl}${request.path}` }
    : null;
}

/**
 * On the personal space's history, its list, asked at once with the stored user's token (as the
 * app would start with it: `readKeptSessionToken`), the first request the screen's saga sends
 * (`HISTORY_FIRST_REQUESTS`): the list's answer then comes while the app loads, which it takes when
 * it asks (src/api/http.ts). No stored user: nothing is sent (null); another token when the app
 * asks: nothing is taken.
 * The frame draws the answer's first items (`prepareFirstPaint`); the screen keeps them in place
 * while its initial delay passes (spec 000 §9), then shows its own list.
 */
export async function startEarlyHistoryRequest(
  site: Pick<SiteConfig, 'id' | 'apiBaseUrl'>,
  {
    send = fetch,
    readToken = readKeptSessionToken,
  }: { send?: typeof fetch; readToken?: () => Promise<string | null> } = {},
): Promise<EarlyAnswer | null> {
  const token = await readToken();
  if (!token) return null;
  const request = HISTORY_FIRST_REQUESTS[site.id];
  return sendEarly({ ...request, url: `${site.apiBaseUrl}${request.url}`, token }, undefined, send);
}

export interface FirstPaintOptions {
  /** The embedded mock backend answers only once the app has started it: no early request. */
  mockApi: boolean;
  /** false: the history's list is still asked for early, but its first items are the app's to draw. */
  firstItems?: boolean;
  location?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  doc?: Document;
  send?: typeof fetch;
  /** Runs `paint` once the frame is painted (requestAnimationFrame). */
  afterPaint?: (paint: () => void) => void;
  /** Gives the asking of each chunk a task of its own. */
  each?: (ask: () => void) => void;
  /** Runs `start` after `ms` (setTimeout). */
  later?: (start: () => void, ms: number) => void;
}

/**
 * How long the app's start waits for the early answer to be in the frame (a configurator's form
 * preview, the history's first items): on a network too slow for it, the app starts anyway (and
 * takes the answer when it comes).
 */
export const EARLY_ANSWER_WAIT_MS = 1500;

/**
 * What the page's inline script does (shellPickerScript.ts). At once, in the head: sends the page's
 * early request, the first request after the page itself (a configurator's form; on the personal
 * space's history, its list, with the stored user's token). Then, returned for the body to call
 * once the frames are parsed: shows the frame, writes the early answer into it when it comes (the
 * form's preview: previewSlots.ts; the list's first items: src/features/history/frame/firstItems.ts),
 * and, once the frame is painted and, on a page with an early request, once its answer is in the
 * frame (or EARLY_ANSWER_WAIT_MS has passed), runs the app's entry (`loadAppEntry`: downloaded with
 * the page, run only then, so that neither the first paint nor the answer's drawing waits for it)
 * and asks for the page's chunks: asked earlier, they would share the phone's bandwidth with what
 * the first paint needs.
 */
export function prepareFirstPaint(
  site: SiteConfig,
  {
    mockApi,
    firstItems = true,
    location = window.location,
    doc = document,
    send = fetch,
    afterPaint = (paint) => void requestAnimationFrame(() => setTimeout(paint, 0)),
    each = (ask) => void setTimeout(ask, 0),
    later = (start, ms) => void setTimeout(start, ms),
  }: FirstPaintOptions,
): () => void {
  const early = mockApi ? null : earlyRequestOf(site, location);
  const answer = early && sendEarly({ method: 'GET', url: early.url }, undefined, send);
  const history =
    !mockApi && opensSpaceHistory(location) ? startEarlyHistoryRequest(site, { send }) : null;
  return () => {
    // A click begun on the frame and ended on the app is not lost (frameClicks.ts).
    if (showPrerenderedShell(site, location, doc)) carryFrameClicks({ doc });
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      afterPaint(() => {
        loadAppEntry(doc);
        preloadPageFiles(site.id, location.pathname, doc, each);
      });
    };
    const root = doc.getElementById('root');
    // The early answer written into the frame: a configurator's form preview (the app, once it
    // has replaced the frame, shows the same texts from its store), the history's first items
    // (which the app keeps until its list has loaded).
    let drawn: Promise<unknown> | null = null;
    if (answer)
      drawn = answer.then(({ status, data }) => {
        const preview = status === 200 && early ? early.previewOf(data) : null;
        if (preview && root) fillFormPreview(root, preview);
      });
    else if (history && firstItems)
      drawn = history.then((list) => {
        if (list && list.status >= 200 && list.status < 300 && root)
          drawFirstItems(root, site.id, list.data);
      });
    if (!drawn) {
      start();
      return;
    }
    later(start, EARLY_ANSWER_WAIT_MS);
    void drawn.then(start, start);
  };
}

/**
 * The first paint without JavaScript files. The build prerenders the site's frame (StaticShell) for
 * each site and each page it knows into index.html, as `<template data-shell="…">` elements
 * (src/app/boot/prerenderShells.tsx, written by vite.config.ts). This module is the page's inline
 * script: before any module loads, it marks the document with the tab's site and puts the frame of
 * that site and page in #root. The app replaces the frame when it renders (src/main.tsx).
 */
import { resolveSite, SITE_OVERRIDE_TAB_KEY, type SiteId } from '@/app/site/sites';
import { toolAt } from '@/app/site/siteTools';
import { applySiteToDocument } from '@/ui/theme/siteDocument';

export const SHELL_TEMPLATE_ATTRIBUTE = 'data-shell';

/** Every page other than the home page and the tools' pages opens with this frame. */
export const OTHER_PAGES = '*';

/** The frame a page opens with: the home page's, a tool page's, or that of every other page. */
export function shellPathOf(site: SiteId, pathname: string): string {
  if (pathname === '/') return '/';
  return toolAt(site, pathname)?.path ?? OTHER_PAGES;
}

/** The value of `data-shell` of a site's frame. */
export function shellKey(site: SiteId, shellPath: string): string {
  return `${site} ${shellPath}`;
}

/**
 * Puts the prerendered frame of the tab's site and page in #root; false when there is none to show
 * (a page built without them, the carbon site's partner host whose logo differs, #root already
 * drawn). Reads the site as the app does (`currentSite`), without keeping the `?site=` choice: the
 * app keeps it.
 */
export function showPrerenderedShell(
  doc: Document = document,
  location: Location = window.location,
  tab: Storage = window.sessionStorage,
): boolean {
  const root = doc.getElementById('root');
  if (!root || root.firstChild) return false;
  const site = resolveSite({
    host: location.hostname,
    search: location.search,
    tabOverride: tab.getItem(SITE_OVERRIDE_TAB_KEY),
  });
  applySiteToDocument(site, doc.documentElement);
  if (site.carbonBrand) return false;
  const key = shellKey(site.id, shellPathOf(site.id, location.pathname));
  const template = [...doc.querySelectorAll('template')].find(
    (candidate) => candidate.getAttribute(SHELL_TEMPLATE_ATTRIBUTE) === key,
  );
  if (!template) return false;
  root.append(template.content.cloneNode(true));
  return true;
}

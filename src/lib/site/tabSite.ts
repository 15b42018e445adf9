/**
 * The site of this browser tab as its address and its storage say: the host name, or the `?site=`
 * override, or the one the tab kept. Without the build's settings, so that the page's inline script
 * (src/app/boot/shellPicker.ts) reads the site exactly as the app (currentSite) does.
 */
import { resolveSite, SITE_OVERRIDE_TAB_KEY, type SiteConfig } from '@/config/sites';

export function tabSite(
  location: Pick<Location, 'hostname' | 'search'> = window.location,
  tab: Pick<Storage, 'getItem'> = window.sessionStorage,
  apiBaseUrlOverride?: string,
): SiteConfig {
  return resolveSite({
    host: location.hostname,
    search: location.search,
    tabOverride: tab.getItem(SITE_OVERRIDE_TAB_KEY),
    apiBaseUrlOverride,
  });
}

/**
 * The site of this browser tab, from its host name and, on a development host, the `?site=`
 * override kept for the tab.
 */
import { env } from '@/config/env';
import {
  isDevelopmentHost,
  SITE_OVERRIDE_TAB_KEY,
  siteOverrideFromSearch,
  type SiteConfig,
} from '@/config/sites';
import { tabSite } from './tabSite';

export function currentSite(
  location: Location = window.location,
  tab: Storage = window.sessionStorage,
): SiteConfig {
  const override = siteOverrideFromSearch(location.search);
  if (override && isDevelopmentHost(location.hostname.toLowerCase()))
    tab.setItem(SITE_OVERRIDE_TAB_KEY, override);
  return tabSite(location, tab, env.apiBaseUrl);
}

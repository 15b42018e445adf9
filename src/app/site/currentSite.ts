/** The site of this browser tab, from its host name and the `?site=` override kept for the tab. */
import { env } from '@/app/env';
import { resolveSite, siteOverrideFromSearch, type SiteConfig } from './sites';

const TAB_OVERRIDE_KEY = 'site-override';

export function currentSite(
  location: Location = window.location,
  tab: Storage = window.sessionStorage,
): SiteConfig {
  const override = siteOverrideFromSearch(location.search);
  if (override) tab.setItem(TAB_OVERRIDE_KEY, override);
  return resolveSite({
    host: location.hostname,
    search: location.search,
    tabOverride: tab.getItem(TAB_OVERRIDE_KEY),
    apiBaseUrlOverride: env.apiBaseUrl,
  });
}

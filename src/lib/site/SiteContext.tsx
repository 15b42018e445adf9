import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { resolveApiUrl } from '@/api/apiUrl';
import type { SiteConfig } from '@/config/sites';

const SiteContext = createContext<SiteConfig | null>(null);

export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The site this tab shows (general, floor or carbon) and its host settings. */
export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside <SiteProvider>');
  return site;
}

/**
 * The one way a screen puts an address the server gave (media, document, report, product link…)
 * in the page: `resolveApiUrl` on this site's API base. `undefined` for a missing or refused one.
 */
export function useApiUrl(): (url: string | null | undefined) => string | undefined {
  const { apiBaseUrl } = useSite();
  return useCallback(
    (url: string | null | undefined) => resolveApiUrl(apiBaseUrl, url),
    [apiBaseUrl],
  );
}

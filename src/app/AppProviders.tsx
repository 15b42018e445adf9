import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SiteProvider } from '@/lib/site/SiteContext';
import type { SiteConfig } from '@/config/sites';
import { ThemeProvider } from '@/ui/theme/ThemeProvider';
import type { AppStore } from './store';

/** The store, the Chakra system and the site, for the app, the stories and the tests. */
export function AppProviders({
  store,
  site,
  children,
}: {
  store: AppStore;
  site: SiteConfig;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <SiteProvider site={site}>{children}</SiteProvider>
      </ThemeProvider>
    </Provider>
  );
}

/**
 * The first paint, drawn by the entry script before the router, the store and the pages arrive
 * (startApp): the site's header, then the home page's content on `/` (so a visitor reads it at once)
 * or a loading state elsewhere. It uses the app's own header layout and home content with plain
 * links, so nothing moves when the app takes over.
 */
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { HomeContent } from '@/app/routes/HomeContent';
import { PageLoader } from '@/app/shell/PageLoader';
import { HeaderLayout } from '@/app/shell/HeaderLayout';
import { SiteProvider } from '@/app/site/SiteContext';
import type { SiteConfig } from '@/app/site/sites';

export interface StaticShellProps {
  site: SiteConfig;
  /** The path of the page being opened. */
  path?: string;
}

export function StaticShell({ site, path = window.location.pathname }: StaticShellProps) {
  return (
    <SiteProvider site={site}>
      <Flex direction="column" minH="100dvh">
        <HeaderLayout
          site={site}
          renderLink={(to, content, nav) => (
            <a href={to} aria-current={nav && path.startsWith(to) ? 'page' : undefined}>
              {content}
            </a>
          )}
          // The size of the user widget while the session starts.
          userWidget={<HStack minH="10" aria-hidden="true" />}
        />
        {/* The app's shell brings the main landmark with the page. */}
        {path === '/' ? (
          <Box flex="1">
            <HomeContent site={site.id} renderLink={(to, content) => <a href={to}>{content}</a>} />
          </Box>
        ) : (
          <Box flex="1">
            <PageLoader />
          </Box>
        )}
      </Flex>
    </SiteProvider>
  );
}

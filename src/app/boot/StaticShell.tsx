/**
 * The first paint: the site's header and a loading state, drawn by the entry script before the
 * router, the store and the pages arrive (startApp). Its header is the app's own layout with plain
 * links, so nothing moves when the app takes over.
 */
import { Box, Flex, HStack } from '@chakra-ui/react';
import { PageLoader } from '@/app/shell/PageLoader';
import { HeaderLayout } from '@/app/shell/HeaderLayout';
import type { SiteConfig } from '@/app/site/sites';

export function StaticShell({ site }: { site: SiteConfig }) {
  const here = window.location.pathname;
  return (
    <Flex direction="column" minH="100dvh">
      <HeaderLayout
        site={site}
        renderLink={(to, content, nav) => (
          <a href={to} aria-current={nav && here.startsWith(to) ? 'page' : undefined}>
            {content}
          </a>
        )}
        // The size of the user widget while the session starts.
        userWidget={<HStack minH="10" aria-hidden="true" />}
      />
      {/* The app's shell brings the main landmark with the page. */}
      <Box flex="1">
        <PageLoader />
      </Box>
    </Flex>
  );
}

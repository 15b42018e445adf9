/**
 * The first paint, drawn by the entry script before the router, the store and the pages arrive
 * (startApp): the site's header, then the home page's content on `/` (so a visitor reads it at
 * once), a tool page's title over a loading state when that page opens with it (the PSI library's
 * over its own loading screen), or a loading state.
 * It uses the app's own header layout, page layout and home content with plain links, so nothing
 * moves when the app takes over.
 */
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import type { ComponentType, ReactNode } from 'react';
import { HomeContent } from '@/app/routes/HomeContent';
import { PageLayout } from '@/app/shell/PageLayout';
import { PageLoader } from '@/ui/loader/PageLoader';
import { HeaderLayout } from '@/app/shell/HeaderLayout';
import { SiteProvider } from '@/lib/site/SiteContext';
import { SITE_TEXT, type SiteConfig } from '@/config/sites';
import { toolAt } from '@/app/tools';
import { opensAtStart } from '@/ui/libraryFrame/libraryFrame';
import { LibraryLoading } from '@/ui/libraryFrame/LibraryLoading';
import type { AppLinkProps } from '@/ui/link/AppLink';

const plainLinks = new Map<string, ComponentType<AppLinkProps>>();

/**
 * The first paint's links, plain ones (the router is not there yet), for the page at `path`: a
 * link of the tools' navigation is marked as the current page as the app's marks it.
 */
export function plainLinkAt(path: string): ComponentType<AppLinkProps> {
  let PlainLink = plainLinks.get(path);
  if (!PlainLink) {
    PlainLink = function PlainLink({ to, nav, replace: _replace, children, ...props }) {
      const href =
        typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
      return (
        <Link
          href={href}
          aria-current={nav && path.startsWith(href) ? 'page' : undefined}
          {...props}
        >
          {children}
        </Link>
      );
    };
    plainLinks.set(path, PlainLink);
  }
  return PlainLink;
}

export interface StaticShellProps {
  site: SiteConfig;
  /** The path of the page being opened. */
  path?: string;
  /** Its location hash (the PSI library opens at its start or at results). */
  hash?: string;
  /**
   * The element of the page's content: the main landmark, as in the app (AppShell); a plain box
   * where the frame is shown inside a main landmark already (stories).
   */
  contentElement?: 'main' | 'div';
  /** Shown instead of the loading state, under the page's title (the app could not be loaded). */
  content?: ReactNode;
  /**
   * The loading screen of a tool that draws its own header (`frame: 'own'`), as the tool draws it
   * (the build's prerender passes the configurators' frames: prerenderShells.tsx); a loading state
   * without it.
   */
  ownFrame?: ReactNode;
  /**
   * The loading view of a questionnaire's page at its start (`frame: 'questionnaire'`), under its
   * title, as the tool draws it (passed by the build's prerender); a loading state without it.
   */
  startView?: ReactNode;
  /**
   * The first paint of a page that is not a tool's, as the page draws it while it starts (passed by
   * the build's prerender: the personal space's history); a loading state without it.
   */
  pageFrame?: ReactNode;
}

export function StaticShell({
  site,
  path = window.location.pathname,
  hash = window.location.hash,
  contentElement = 'main',
  content,
  ownFrame,
  startView,
  pageFrame,
}: StaticShellProps) {
  const tool = toolAt(site.id, path);
  return (
    <SiteProvider site={site}>
      <Flex direction="column" minH="100dvh">
        <HeaderLayout
          site={site}
          link={plainLinkAt(path)}
          // The size of the tools' menu button and of the user widget while the app starts.
          toolMenu={<Box boxSize="9" aria-hidden="true" />}
          userWidget={<HStack minH="9" aria-hidden="true" />}
        />
        <Box as={contentElement} flex="1">
          {path === '/' ? (
            <>
              <HomeContent site={site.id} renderLink={(to, text) => <a href={to}>{text}</a>} />
              {content}
            </>
          ) : tool && tool.frame !== 'own' ? (
            <PageLayout title={tool.title}>
              {content ??
                (tool.frame === 'library' ? (
                  <LibraryLoading atStart={opensAtStart(hash)} />
                ) : (
                  (startView ?? <PageLoader />)
                ))}
            </PageLayout>
          ) : tool && ownFrame && !content ? (
            ownFrame
          ) : content ? (
            // A page that draws its own title: the site's name over the message.
            <PageLayout title={SITE_TEXT[site.id].name}>{content}</PageLayout>
          ) : (
            (pageFrame ?? <PageLoader />)
          )}
        </Box>
      </Flex>
    </SiteProvider>
  );
}

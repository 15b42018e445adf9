/**
 * The personal space's titles and sub-screen layout (spec 000 §2, spec 001 §2.5), and its history
 * screen as it opens (`SpaceHistoryFrame`): drawn by the page's first paint (the build prerenders
 * it: src/app/boot/prerenderShells.tsx) and by the page while the session is restored, the same
 * elements as the screen once started, so that nothing moves when the app takes over.
 */
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { ComponentType, ReactNode } from 'react';
import { PageLayout } from '@/app/shell/PageLayout';
import { paths } from '@/config/paths';
import type { SiteId } from '@/config/sites';
import { FRAME_LAYOUT_ATTRIBUTE } from '@/lib/frameNodes';
import {
  HistoryResultBarTemplate,
  HistoryScreenFrame,
} from '@/features/history/frame/HistoryScreenFrame';
import { AppLink, type AppLinkProps } from '@/ui/link/AppLink';

export const SPACE_TITLE: Readonly<Record<SiteId, string>> = {
  general: 'Mon espace personnel',
  floor: 'Mon espace',
  carbon: 'Mon espace',
};

export const HISTORY_TITLE: Readonly<Record<SiteId, string>> = {
  general: 'Retrouvez tous les résultats de vos simulations',
  floor: 'Mes configurations',
  carbon: 'Mes configurations',
};

/** A sub-screen of the space: the way back, its title, its content. */
export function SubScreen({
  title,
  link: Link = AppLink,
  children,
}: {
  title: string;
  /** The link back (a plain one in the first paint, before the router). */
  link?: ComponentType<AppLinkProps>;
  children: ReactNode;
}) {
  return (
    <Stack gap="5">
      <Link to={paths.personalSpace.home.getHref()} alignSelf="flex-start" fontWeight="medium">
        Retour à mon espace
      </Link>
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The layouts the first paint draws; the inline script keeps the window's (`keepWindowLayout`). */
const FRAME_LAYOUTS = ['desktop', 'mobile'] as const;

export function SpaceHistoryFrame({
  site,
  link,
  inFirstPaint = false,
}: {
  site: SiteId;
  link?: ComponentType<AppLinkProps>;
  /**
   * The first paint's: both layouts (the window's width is known only in the page, where the
   * inline script keeps one), and the result bar's template for the first items.
   */
  inFirstPaint?: boolean;
}) {
  return (
    <PageLayout title={SPACE_TITLE[site]}>
      <SubScreen title={HISTORY_TITLE[site]} link={link}>
        {/* Its controls wait for the app (inert: nothing chosen there is lost when it takes over). */}
        {inFirstPaint ? (
          FRAME_LAYOUTS.map((layout) => (
            <div
              key={layout}
              style={{ display: 'contents' }}
              inert
              {...{ [FRAME_LAYOUT_ATTRIBUTE]: layout }}
            >
              <HistoryScreenFrame site={site} layout={layout} />
            </div>
          ))
        ) : (
          <div style={{ display: 'contents' }} inert>
            <HistoryScreenFrame site={site} />
          </div>
        )}
      </SubScreen>
      {inFirstPaint && <HistoryResultBarTemplate site={site} />}
    </PageLayout>
  );
}

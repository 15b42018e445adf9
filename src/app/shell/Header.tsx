import { Box } from '@chakra-ui/react/box';
import { lazy, Suspense } from 'react';
import { useSite } from '@/lib/site/SiteContext';
import { useMediaQuery } from '@/lib/hooks/useMediaQuery';
import { AppLink } from '@/ui/link/AppLink';
import { HeaderLayout } from './HeaderLayout';
import { HeaderUserWidget } from './HeaderUserWidget';

/**
 * The tools' menu of phones and tablets, a module of its own (a menu's code): loaded on those
 * screens only, where the header hides the tools' navigation.
 */
const ToolMenu = lazy(() => import('./ToolMenu'));

/** The width from which the header shows the tools' navigation (Chakra's `lg`, HeaderLayout). */
export const TOOL_NAV_QUERY = '(min-width: 64rem)';

/** The menu button's room while its code loads (and in the first paint: StaticShell). */
const menuRoom = <Box boxSize="9" aria-hidden="true" />;

function HeaderToolMenu() {
  const wide = useMediaQuery(TOOL_NAV_QUERY);
  if (wide) return null;
  return (
    <Suspense fallback={menuRoom}>
      <ToolMenu />
    </Suspense>
  );
}

/** The site's header: logo and name (link to home), the site's tools, the user widget. */
export function Header() {
  const site = useSite();
  return (
    <HeaderLayout
      site={site}
      link={AppLink}
      toolMenu={<HeaderToolMenu />}
      userWidget={<HeaderUserWidget />}
    />
  );
}

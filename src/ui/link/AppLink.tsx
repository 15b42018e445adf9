/**
 * The one link between pages of the same site: Chakra's link drawn over the router's, so that
 * following it changes the page without loading the document again (the app stays started, with
 * its store and, in the builds with the embedded mock backend, its data). A hash sub-route
 * (`/espace-personnel#/historique`) is reached the same way, from another page or from its own:
 * the hash routes follow the router (src/lib/routing/hashRoutes.tsx).
 *
 * Links out of the app stay Chakra's `Link` with an `href`: another site, a document or a page
 * given by the server, an e-mail address, a new tab. ESLint refuses a `Link` or an `<a>` whose
 * `href` is a path of the site written in the code (eslint.config.js).
 */
import { Link, type LinkProps } from '@chakra-ui/react/link';
import { Link as RouterLink, NavLink, type To } from 'react-router-dom';

export interface AppLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  /** The page: its path, with its query and its hash sub-route if any. */
  to: To;
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
  /** A link of a navigation: marked as the current page (aria-current) while its page is open. */
  nav?: boolean;
}

export function AppLink({ to, replace, nav = false, children, ...props }: AppLinkProps) {
  const Target = nav ? NavLink : RouterLink;
  return (
    <Link asChild {...props}>
      <Target to={to} replace={replace}>
        {children}
      </Target>
    </Link>
  );
}

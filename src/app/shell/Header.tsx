import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useSite } from '@/app/site/SiteContext';
import { HeaderLayout } from './HeaderLayout';
import { HeaderUserWidget } from './HeaderUserWidget';

/** The site's header: logo and name (link to home), the site's tools, the user widget. */
export function Header() {
  const site = useSite();
  return (
    <HeaderLayout
      site={site}
      renderLink={(to, content, nav) =>
        nav ? <NavLink to={to}>{content}</NavLink> : <RouterLink to={to}>{content}</RouterLink>
      }
      userWidget={<HeaderUserWidget />}
    />
  );
}

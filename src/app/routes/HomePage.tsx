import { Link as RouterLink } from 'react-router-dom';
import { useSite } from '@/lib/site/SiteContext';
import { HomeContent } from './HomeContent';

/** The home page of each site: what the site is for, and a card per tool. */
export default function HomePage() {
  const site = useSite();
  return (
    <HomeContent
      site={site.id}
      renderLink={(to, content) => <RouterLink to={to}>{content}</RouterLink>}
    />
  );
}

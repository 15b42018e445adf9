import { useEffect } from 'react';
import { useSite } from '@/lib/site/SiteContext';
import { SITE_TEXT } from '@/config/sites';

/** Sets the document title to '<page> | <site name>'. */
export function usePageTitle(title: string) {
  const site = useSite();
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_TEXT[site.id].name}` : SITE_TEXT[site.id].name;
  }, [title, site.id]);
}

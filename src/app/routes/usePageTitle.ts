import { useEffect } from 'react';
import { useSite } from '@/app/site/SiteContext';
import { SITE_TEXT } from '@/app/site/sites';

/** Sets the document title to '<page> | <site name>'. */
export function usePageTitle(title: string) {
  const site = useSite();
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_TEXT[site.id].name}` : SITE_TEXT[site.id].name;
  }, [title, site.id]);
}

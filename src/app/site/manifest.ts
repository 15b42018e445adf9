import { SITE_TEXT, type SiteConfig } from '@/config/sites';
import { SITE_THEME_COLOR } from '@/ui/theme/system';

/** Points the document at the site's web app manifest, title, icon and theme colour. */
export function applySiteHead(site: SiteConfig, doc: Document = document): void {
  doc.title = SITE_TEXT[site.id].name;
  const link = (rel: string) => {
    let element = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
    if (!element) {
      element = doc.createElement('link');
      element.rel = rel;
      doc.head.append(element);
    }
    return element;
  };
  link('manifest').href = `/manifests/${site.id}.webmanifest`;
  link('icon').href = `/icons/${site.id}.svg`;
  link('apple-touch-icon').href = `/icons/${site.id}-192.png`;
  doc.head
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', SITE_THEME_COLOR[site.id]);
}

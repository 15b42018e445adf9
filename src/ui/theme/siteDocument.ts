/**
 * The site's marks on the document, which the theme's conditions read: its palette
 * (`data-site`) and its button style (`data-neo`), so dialogs and toasts, outside the app's tree,
 * take them too. A module of its own, without Chakra: the inline script of the built page sets them
 * before the first paint (src/app/boot/shellPicker.ts).
 */
import type { SiteId } from '@/config/sites';

export function applySiteToDocument(
  site: { id: SiteId; neo: boolean },
  root: HTMLElement = document.documentElement,
) {
  root.dataset.site = site.id;
  if (site.neo) root.dataset.neo = '';
  else delete root.dataset.neo;
}

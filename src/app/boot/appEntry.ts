/**
 * The built page's entry module (src/main.tsx with React and Chakra): build/entryAfterFirstPaint.ts
 * replaces its module script with a meta element naming it (APP_ENTRY_META), and the inline script
 * adds the module script once the frame is painted (`loadAppEntry`). No imports: the build reads
 * this file.
 */
export const APP_ENTRY_META = 'app-entry';

/**
 * Adds the module script of the entry the page's APP_ENTRY_META names (once; nothing where the
 * page has no such meta: the development server's page has its own module script). Returns
 * whether it added the script.
 */
export function loadAppEntry(doc: Document = document): boolean {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`);
  const src = meta?.content;
  if (!meta || !src || meta.dataset.started) return false;
  meta.dataset.started = 'true';
  const script = doc.createElement('script');
  script.type = 'module';
  // As Vite writes the page's module scripts: the chunks it imports are asked the same way.
  script.crossOrigin = '';
  script.src = src;
  doc.head.append(script);
  return true;
}

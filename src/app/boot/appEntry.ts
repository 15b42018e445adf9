/**
 * The built page's entry module (src/main.tsx with React and Chakra): build/entryAfterFirstPaint.ts
 * turns its module script into a modulepreload link marked with APP_ENTRY_ATTRIBUTE, and the inline
 * script runs it once the frame is painted (`loadAppEntry`). No imports: the build reads this file.
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/**
 * Runs the entry module the link marked APP_ENTRY_ATTRIBUTE downloads (once; nothing where the
 * page has no such link: the development server's page has its own module script). Returns
 * whether it added the script.
 */
export function loadAppEntry(doc: Document = document): boolean {
  const link = doc.querySelector<HTMLLinkElement>(`link[${APP_ENTRY_ATTRIBUTE}]`);
  const src = link?.getAttribute('href');
  if (!link || !src || link.dataset.started) return false;
  link.dataset.started = 'true';
  const script = doc.createElement('script');
  script.type = 'module';
  // As the modulepreload link asked for it, so that the script takes the file already downloaded.
  script.crossOrigin = '';
  script.src = src;
  doc.head.append(script);
  return true;
}

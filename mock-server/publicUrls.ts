/**
 * The addresses the mock backend puts in its answers (media, documents, reports, zips, images, the
 * operations a solution links to) are built here, in one way.
 *
 * - In the app's service worker and in the Jest server, the API is the page's own origin: the
 *   addresses stay root-relative (`/media/plancher/visuels/….svg`), as the embedded mock always
 *   answered.
 * - The standalone server (`npm run mock-server`) sets its origin at start-up with
 *   `setAbsoluteUrls`: its answers carry absolute addresses on that origin, as a backend on its own
 *   host may answer (`http://127.0.0.1:8787/media/plancher/visuels/….svg`).
 *
 * So the front end is exercised with both forms: the contracts accept both, and the app resolves
 * both against its API base (src/api/apiUrl.ts). The origin is the one the standalone server
 * builds its requests' URLs from (its listening address), i.e. `new URL(request.url).origin` of
 * every request it answers.
 */

let absoluteOrigin: string | null = null;

/** The origin of the absolute addresses ('http://127.0.0.1:8787'), or null for root-relative ones. */
export function setAbsoluteUrls(origin: string | null): void {
  absoluteOrigin = origin ? new URL(origin).origin : null;
}

/** The origin the answers' addresses are put on, or null when they stay root-relative. */
export function absoluteUrlsOrigin(): string | null {
  return absoluteOrigin;
}

/** A root-relative path as the answers give it: on the standalone server's origin, else unchanged. */
export function publicUrl(path: string): string {
  if (!absoluteOrigin || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${absoluteOrigin}${path}`;
}

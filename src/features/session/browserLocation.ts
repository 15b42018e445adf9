/**
 * Full-page navigation to another address (the single-sign-on host). Kept behind an object so that
 * tests can watch it: jsdom does not navigate.
 */
import { env } from '@/config/env';

export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },

  /**
   * With the embedded mock backend, whose data lives in the page, a full navigation to the
   * single-sign-on address would restart the mock and forget the session it opens. So the redirect
   * is followed by `fetch` inside the page, and the address it ends on (the hand-over page of this
   * site) is returned to be opened inside the app. Null with a real backend, or when the answer
   * does not end on this site: the browser then navigates for real.
   */
  async followInPage(url: string): Promise<string | null> {
    if (!env.mockApi) return null;
    try {
      const target = new URL(url, window.location.href);
      if (target.origin !== window.location.origin) return null;
      const response = await fetch(target, { credentials: 'same-origin' });
      const final = new URL(response.url || target.href);
      // Whether or not the answer says `redirected`, it must have ended elsewhere on this site.
      if (final.origin !== window.location.origin || final.pathname === target.pathname)
        return null;
      return `${final.pathname}${final.search}`;
    } catch {
      return null;
    }
  },
};

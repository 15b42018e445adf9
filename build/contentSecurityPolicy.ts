import type { Plugin } from 'vite';
import { apiOriginsOf, withContentSecurityPolicy } from '../scripts/contentSecurityPolicy';
import { tsImport } from './tsImport';

/**
 * The built page's Content-Security-Policy and referrer policy, as meta elements before anything
 * else of the head (scripts/contentSecurityPolicy.ts): scripts from the page's origin and the
 * inline scripts of the first paint, by the hash of their final text (hence the last transform,
 * after prerenderedShell has written them); the API (connect-src, img-src) on the origin of
 * VITE_API_BASE_URL when the build sets it, else on each API origin a host can choose
 * (src/config/sites.ts; development hosts use the page's own). Build only: Vite's development
 * client needs inline and evaluated code. Index.html only (Storybook builds with this
 * configuration). What a meta cannot set (frame-ancestors) is sent by the server: see
 * SECURITY_HEADERS, the preview server's headers.
 */
export function contentSecurityPolicy(): Plugin {
  let apiBaseUrls: string[] = [];
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      const override = config.env.VITE_API_BASE_URL as string | undefined;
      apiBaseUrls = override ? [override] : [];
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (context.path !== '/index.html') return html;
        let bases = apiBaseUrls;
        if (bases.length === 0) {
          const { HOST_API_BASE_URLS } =
            await tsImport<typeof import('../src/config/sites')>('./src/config/sites.ts');
          bases = [...HOST_API_BASE_URLS];
        }
        return withContentSecurityPolicy(html, apiOriginsOf(bases)).html;
      },
    },
  };
}

import type { Plugin } from 'vite';
import { apiOriginsOf, withContentSecurityPolicy } from '../scripts/contentSecurityPolicy';
import { tsImport } from './tsImport';

/**
 * The built page's Content-Security-Policy and referrer policy, as meta elements before anything
 * else of the head (scripts/contentSecurityPolicy.ts): scripts from the page's origin and the
 * inline scripts of the first paint, by the hash of their final text (hence the last transform,
 * after prerenderedShell has written them); the API (connect-src, img-src) on the origin of
 * VITE_API_BASE_URL when the build sets it, else on each API origin a host of the build's
 * deployment can choose (VITE_DEPLOYMENT: 'production' by default, or 'staging'; a production
 * build does not allow the staging API, nor the reverse: src/config/sites.ts; development hosts
 * use the page's own). Build only: Vite's development
 * client needs inline and evaluated code. Index.html only (Storybook builds with this
 * configuration). What a meta cannot set (frame-ancestors) is sent by the server: see
 * SECURITY_HEADERS, the preview server's headers, and serverHeaders, the production server's
 * (deploy/nginx/).
 */
export function contentSecurityPolicy(): Plugin {
  let apiBaseUrls: string[] = [];
  let deployment: 'production' | 'staging' = 'production';
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      const override = config.env.VITE_API_BASE_URL as string | undefined;
      apiBaseUrls = override ? [override] : [];
      const asked = config.env.VITE_DEPLOYMENT as string | undefined;
      if (asked && asked !== 'production' && asked !== 'staging')
        throw new Error(`VITE_DEPLOYMENT must be 'production' or 'staging', not '${asked}'.`);
      deployment = asked === 'staging' ? 'staging' : 'production';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (context.path !== '/index.html') return html;
        let bases = apiBaseUrls;
        if (bases.length === 0) {
          const { deploymentApiBaseUrls } =
            await tsImport<typeof import('../src/config/sites')>('./src/config/sites.ts');
          bases = deploymentApiBaseUrls(deployment);
        }
        return withContentSecurityPolicy(html, apiOriginsOf(bases)).html;
      },
    },
  };
}

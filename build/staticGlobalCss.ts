import type { Plugin } from 'vite';
import { tsImport } from './tsImport';

/**
 * Chakra's global styles written into index.html as static CSS (src/ui/theme/globalCss.ts), so the
 * page does not insert them in JavaScript at start-up (ThemeProvider leaves them out). Build only:
 * the dev server keeps Chakra's own insertion, which follows theme edits. (Chakra still computes
 * them whenever it builds a system; making that lazy would mean editing Chakra's compiled code,
 * which the build does not do: docs/performance.md gives the cost.)
 */
export function staticGlobalCss(): Plugin {
  return {
    name: 'static-global-css',
    apply: 'build',
    async transformIndexHtml() {
      const { globalCssText, STATIC_GLOBAL_CSS_ATTRIBUTE } = await tsImport<
        typeof import('../src/ui/theme/globalCss')
      >('./src/ui/theme/globalCss.ts');
      const { siteSystem } = await tsImport<typeof import('../src/ui/theme/system')>(
        './src/ui/theme/system.ts',
      );
      return [
        {
          tag: 'style',
          attrs: { [STATIC_GLOBAL_CSS_ATTRIBUTE]: '' },
          children: globalCssText(siteSystem()),
          injectTo: 'head',
        },
      ];
    },
  };
}

import type { Plugin } from 'vite';
import { tsImport } from './tsImport';

/** Chakra's module that builds a system, and its statement that computes the global styles. */
const CHAKRA_SYSTEM_MODULE = '/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js';
const EAGER_GLOBALS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's global styles written into index.html as static CSS (src/ui/theme/globalCss.ts), so the
 * page does not generate them in JavaScript at start-up (ThemeProvider leaves them out). Chakra
 * also computes them whenever it builds a system, before anyone asks (a third of the system's
 * build time, measured); in the build, that computation waits until something reads them, which
 * the page then never does. Build only: the dev server keeps Chakra's own insertion, which follows
 * theme edits.
 */
export function staticGlobalCss(): Plugin {
  return {
    name: 'static-global-css',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith(CHAKRA_SYSTEM_MODULE)) return null;
      if (!code.includes(EAGER_GLOBALS) || !code.includes('    _global,\n'))
        this.error(
          `${CHAKRA_SYSTEM_MODULE} no longer reads as expected: check the lazy global styles of vite.config.ts against this Chakra version.`,
        );
      return code
        .replace(
          EAGER_GLOBALS,
          'let _global;\n  const globals = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
        )
        .replace('    _global,\n', '    get _global() {\n      return globals();\n    },\n');
    },
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

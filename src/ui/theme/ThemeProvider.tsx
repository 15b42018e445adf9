/**
 * The Chakra provider of the app, with the sites' system. When the page already carries Chakra's
 * global styles as static CSS (the production build, see globalCss.ts), the provider is given a view
 * of the system without them, so they are not generated again in the browser; elsewhere (dev server,
 * stories, tests) Chakra inserts them as usual.
 */
import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { STATIC_GLOBAL_CSS_ATTRIBUTE } from './globalCss';
import { siteSystem } from './system';

let withoutGlobals: SystemContext | undefined;

/**
 * The same system, without the global styles the page already carries; only ChakraProvider reads
 * `_global` and `_config.disableLayers`. Copied by property descriptors, getters included.
 */
function systemWithoutGlobals(): SystemContext {
  const system = siteSystem();
  return (withoutGlobals ??= Object.defineProperties(
    Object.defineProperties({}, Object.getOwnPropertyDescriptors(system)),
    {
      _global: { value: [] },
      _config: { value: { ...system._config, disableLayers: true } },
    },
  ) as SystemContext);
}

function pageHasStaticGlobalCss(): boolean {
  return document.head.querySelector(`style[${STATIC_GLOBAL_CSS_ATTRIBUTE}]`) !== null;
}

export interface ThemeProviderProps {
  children: ReactNode;
  /**
   * Whether the page carries Chakra's global styles already; read from the page when left out.
   * Given by the build's prerender of the first paint, which runs without a page.
   */
  staticGlobals?: boolean;
}

export function ThemeProvider({
  children,
  staticGlobals = pageHasStaticGlobalCss(),
}: ThemeProviderProps) {
  return (
    <ChakraProvider value={staticGlobals ? systemWithoutGlobals() : siteSystem()}>
      {children}
    </ChakraProvider>
  );
}

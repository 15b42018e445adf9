/**
 * Chakra's global styles — the cascade-layer order, the CSS reset, the global CSS and every token as
 * a CSS variable — as plain CSS text, exactly as Emotion would insert them at run time.
 *
 * The production build writes this text into index.html (build/staticGlobalCss.ts), and
 * ThemeProvider then leaves these styles out of the page's JavaScript work: serialising, hashing and
 * parsing them is the largest part of Chakra's start-up, and the page used to do it twice (first
 * paint, then the app). Runs in Node at build time, and in a page or a test (the rules are then
 * collected instead of inserted).
 */
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react';

/** Marks the `<style>` element that carries the text in the built page. */
export const STATIC_GLOBAL_CSS_ATTRIBUTE = 'data-chakra-global';

export function globalCssText(system: SystemContext): string {
  const cache = createCache({ key: 'static-global' });
  const rules: string[] = [];
  // Where there is a DOM, Emotion hands each rule to the sheet; in Node it returns them.
  const collector = { insert: (rule: string) => void rules.push(rule) } as typeof cache.sheet;
  // What ChakraProvider renders as <Global> elements, in the same order.
  const globals = [...(system._config.disableLayers ? [] : [system.layers.atRule]), system._global];
  for (const styles of globals) {
    const returned = cache.insert('', serializeStyles([styles], undefined, {}), collector, false);
    if (typeof returned === 'string') rules.push(returned);
  }
  return rules.join('');
}

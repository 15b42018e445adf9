import { globalCssText } from './globalCss';
import { FADE_MS } from './motion';
import { SITE_PALETTES, siteSystem } from './system';

describe('globalCssText: the static CSS of Chakra global styles', () => {
  const css = globalCssText(siteSystem());

  it('starts with the order of the cascade layers that every component rule relies on', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  });

  it('holds the reset, the global CSS and every token of the three palettes as CSS variables', () => {
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    for (const [site, shades] of Object.entries(SITE_PALETTES))
      expect(css).toContain(`--chakra-colors-${site}-700:${shades['700']}`);
    // The sites' own global CSS (scrollbar room, motion constants) is there too.
    expect(css).toMatch(/html\{[^}]*scrollbar-gutter:stable;/);
    expect(css).toContain(
      `[data-motion=fade]{-webkit-animation-name:fade-in;animation-name:fade-in;-webkit-animation-duration:${FADE_MS}ms;`,
    );
  });
});

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

describe('the print rules in the static CSS (src/ui/theme/print.ts)', () => {
  const css = globalCssText(siteSystem());
  const print = css.slice(css.indexOf('@media print{'));

  it('prints on A4 and keeps the print-only elements off the screen', () => {
    expect(css).toContain('@page{size:A4;');
    expect(css).toMatch(/\[data-print=only\]\{display:none;\}/);
  });

  it('leaves out what is marked, buttons and toasts, and shows what prints only', () => {
    expect(print).toMatch(
      /\[data-print=hide\],button:not\(\[data-print=show\]\),\.chakra-button:not\(\[data-print=show\]\),\[data-scope=toast\][^{]*\{display:none!important;\}/,
    );
    expect(print).toMatch(/\[data-print=only\]\{[^}]*display:flex!important;\}/);
  });

  it('repeats table headers, does not cut rows nor charts, and prints colours', () => {
    expect(print).toMatch(/thead[^{]*\{display:table-header-group!important;\}/);
    expect(print).toMatch(/tr,li,svg,img,\[data-print=keep\][^{]*\{break-inside:avoid;\}/);
    expect(print).toContain('print-color-adjust:exact');
  });

  it('prints what is fading or sliding in as it ends: no animation time, no transition', () => {
    expect(print).toMatch(
      /\*,\*::before,\*::after\{[^}]*animation-duration:0s!important;[^}]*animation-delay:0s!important;[^}]*transition-property:none!important;/,
    );
  });

  it("keeps each printed page's top and bottom margins for the fixed footer", () => {
    expect(print).toMatch(/#root\{[^}]*padding-bottom:20mm;[^}]*box-decoration-break:clone;/);
  });
});

describe('the choices of the server forms in the static CSS (src/ui/theme/choiceCard.ts)', () => {
  const css = globalCssText(siteSystem());

  it('draws a chosen card in the site’s colours and rings the card of the focused choice', () => {
    expect(css).toMatch(
      /\.choice-card:has\(:checked\)\{[^}]*border-color:var\(--chakra-colors-color-palette-solid\);[^}]*background:var\(--chakra-colors-color-palette-subtle\);/,
    );
    expect(css).toMatch(
      /\.choice-card:has\(:focus-visible\)\{[^}]*outline-color:var\(--chakra-colors-color-palette-focus-ring\);/,
    );
  });

  it('draws a radio round and a checkbox square with its check mark, and returns to the native controls in forced colours', () => {
    expect(css).toMatch(
      /\.choice-card__input\[type=radio\]\{border-radius:var\(--chakra-radii-full\);\}/,
    );
    expect(css).toMatch(
      /\.choice-card__input\[type=checkbox\]:checked\{[^}]*background-image:url\(/,
    );
    expect(css).toMatch(
      /@media \(forced-colors: active\)\{\.choice-card__input\{[^}]*appearance:auto;/,
    );
  });
});

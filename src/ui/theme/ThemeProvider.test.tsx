import { Box } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { STATIC_GLOBAL_CSS_ATTRIBUTE } from './globalCss';
import { ThemeProvider } from './ThemeProvider';

/** The CSS that Emotion inserted for the page (rules of its style elements). */
function insertedCss(): string {
  return Array.from(document.querySelectorAll('style[data-emotion]'))
    .map((style) => {
      const rules = style instanceof HTMLStyleElement && style.sheet ? style.sheet.cssRules : [];
      return `${style.textContent ?? ''}${Array.from(rules, (rule) => rule.cssText).join('')}`;
    })
    .join('')
    .replace(/\s+/g, '');
}

afterEach(() => document.head.querySelector(`style[${STATIC_GLOBAL_CSS_ATTRIBUTE}]`)?.remove());

describe('ThemeProvider', () => {
  it('inserts Chakra global styles when the page has no static copy (dev server, tests)', () => {
    render(
      <ThemeProvider>
        <Box color="fg.error">Erreur</Box>
      </ThemeProvider>,
    );
    expect(insertedCss()).toContain('--chakra-colors-general-700');
  });

  it('leaves them to the static copy of the built page, and still styles the components', () => {
    const copy = document.createElement('style');
    copy.setAttribute(STATIC_GLOBAL_CSS_ATTRIBUTE, '');
    document.head.append(copy);
    render(
      <ThemeProvider>
        <Box color="fg.error">Erreur</Box>
      </ThemeProvider>,
    );
    expect(screen.getByText('Erreur').className).toMatch(/css-/);
    const css = insertedCss();
    expect(css).not.toContain('--chakra-colors-general-700');
    expect(css).toContain('color:var(--chakra-colors-fg-error)');
  });
});

import { Box, ChakraProvider, Dialog } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import {
  ANIMATION_DISABLED_MAX_WIDTH_PX,
  ANIMATION_MS,
  FADE_MS,
  HEADER_FADE_MS,
  POPIN_CLOSE_MS,
  motionAttributes,
} from './motion';
import { siteSystem } from './system';

/** All the CSS the theme injected in the document, without spaces. */
function injectedCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => {
      const sheet = style.sheet;
      const rules = sheet ? Array.from(sheet.cssRules).map((rule) => rule.cssText) : [];
      return `${style.textContent ?? ''}${rules.join('')}`;
    })
    .join('')
    .replace(/\s+/g, '');
}

function renderWithTheme() {
  render(
    <ChakraProvider value={siteSystem()}>
      <Box {...motionAttributes('fade')}>fondu</Box>
      <Dialog.Root open>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Popin</Dialog.Title>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </ChakraProvider>,
  );
  return injectedCss();
}

describe('motion constants (spec 001 §9)', () => {
  it('fade 250 ms, header fade 200 ms, popin close 400 ms, animation 400 ms, off at 992 px or less', () => {
    expect([FADE_MS, HEADER_FADE_MS, POPIN_CLOSE_MS, ANIMATION_MS]).toEqual([250, 200, 400, 400]);
    expect(ANIMATION_DISABLED_MAX_WIDTH_PX).toBe(992);
  });

  it('the theme gives fading elements a 250 ms fade and the header a 200 ms fade', () => {
    const css = renderWithTheme();
    expect(css).toMatch(/\[data-motion=fade\]\{[^}]*animation-duration:250ms/);
    expect(css).toMatch(/\[data-motion=header-fade\]\{[^}]*animation-duration:200ms/);
  });

  it('animations last 400 ms and are switched off at a width of 992 px or less', () => {
    const css = renderWithTheme();
    expect(css).toMatch(/\[data-motion=animate\]\{[^}]*animation-duration:400ms/);
    expect(css).toMatch(
      /@mediascreenand\(max-width:992px\)\{\[data-motion=animate\]\{[^}]*(?<!-)animation-name:none;/,
    );
  });

  it('popins close in 400 ms', () => {
    const css = renderWithTheme();
    expect(css).toMatch(/\[data-state=closed\][^{]*\{[^}]*animation-duration:400ms/);
  });
});

/**
 * Printing a result page (issue 24 §2): the rules live in the theme's global CSS, so the build
 * writes them into index.html with the rest of it (src/ui/theme/globalCss.ts) and no page loads
 * anything to print.
 *
 * - A4, the navigation, menus and buttons left out: an element opts out with `data-print="hide"`
 *   (`PRINT_HIDE`), every button does (but `data-print="show"`, a picture that opens larger), and
 *   toasts and tooltips never print.
 * - An element printed only (`data-print="only"`): the print footer (src/ui/print/PrintFooter.tsx),
 *   fixed to the page's bottom, which Chromium repeats on every printed page. The page's margins
 *   at top and bottom are the app's padding, repeated on every page (`box-decoration-break:
 *   clone`), because a fixed element is not painted in the @page margin: the footer sits in that
 *   padding instead of over the last lines.
 * - Tables, cards and charts are not cut (`break-inside: avoid` on rows, charts and cards), a table
 *   cut across pages repeats its header row, and colours print as on screen (bars, gauges).
 * - A dialog open when printing (the floor solutions' comparison) prints alone, at full length.
 * - No motion on paper: every animation lasts 0 s and transitions are off, so an element printed
 *   while it fades or slides in (the result pages' `data-motion=fade`, a dialog's scale-in) prints
 *   as it ends. Chromium prints the animated value of the moment: printed before the fade's first
 *   frame, a result printed as an empty page. The duration, not the name, is changed: the
 *   animation is not restarted when the page goes back to the screen.
 */

/** Spread on an element that the printed page leaves out. */
export const PRINT_HIDE = { 'data-print': 'hide' } as const;
/** Spread on an element printed only. */
export const PRINT_ONLY = { 'data-print': 'only' } as const;
/** Spread on a button that prints (its content is part of the result). */
export const PRINT_SHOW = { 'data-print': 'show' } as const;
/** Spread on a block that a page break must not cut (a chart, a figure). */
export const PRINT_KEEP = { 'data-print': 'keep' } as const;

/** The page's margins, at the sides (the @page margin) and at top and bottom (see above). */
export const PRINT_MARGIN_SIDE = '12mm';
export const PRINT_MARGIN_TOP = '12mm';
/** Room for the footer at the bottom of each printed page. */
export const PRINT_MARGIN_BOTTOM = '20mm';
/** The footer's distance from the sheet's bottom edge. */
export const PRINT_FOOTER_BOTTOM = '8mm';

const openDialog = 'body:has([data-scope=dialog][data-part=content][data-state=open])';

export const printGlobalCss = {
  '[data-print=only]': { display: 'none' },
  '@page': { size: 'A4', margin: `0 ${PRINT_MARGIN_SIDE}` },
  '@media print': {
    html: { scrollbarGutter: 'auto' },
    'html, body': { background: 'white !important' },
    '*, *::before, *::after': {
      printColorAdjust: 'exact',
      WebkitPrintColorAdjust: 'exact',
      // What the screen shows prints at once, whatever motion is under way: an entrance animation
      // (the result's fade-in starts at opacity 0) takes no time on paper, so the element prints
      // as it ends, and a running transition ends (see the top of this file).
      animationDuration: '0s !important',
      animationDelay: '0s !important',
      transitionProperty: 'none !important',
    },
    [[
      '[data-print=hide]',
      'button:not([data-print=show])',
      '.chakra-button:not([data-print=show])',
      '[data-scope=toast]',
      '[data-scope=tooltip]',
    ].join(', ')]: { display: 'none !important' },
    '[data-print=only]': { display: 'flex !important' },
    '#root': {
      paddingTop: PRINT_MARGIN_TOP,
      paddingBottom: PRINT_MARGIN_BOTTOM,
      boxDecorationBreak: 'clone',
      WebkitBoxDecorationBreak: 'clone',
    },
    // The screen's frame is a screen high at least (AppShell): not on paper, whose pages it would
    // pad with empty space.
    '#root [data-print-frame]': { minHeight: 'auto !important', background: 'white !important' },
    // What scrolls sideways on a phone (a region the keyboard can scroll) prints whole.
    '[role=region][tabindex]': { overflow: 'visible !important', whiteSpace: 'normal !important' },
    'thead, [data-scope=table][data-part=header]': { display: 'table-header-group !important' },
    'tfoot, [data-scope=table][data-part=footer]': { display: 'table-footer-group' },
    'tr, li, svg, img, [data-print=keep], .chakra-card__root': { breakInside: 'avoid' },
    'h1, h2, h3, h4, caption': { breakAfter: 'avoid' },
    a: { color: 'inherit !important', textDecoration: 'none !important' },
    // A dialog open when printing prints alone (the comparison of floor solutions).
    [`${openDialog} #root`]: { display: 'none' },
    [`${openDialog}`]: { overflow: 'visible !important' },
    '[data-scope=dialog][data-part=backdrop]': { display: 'none !important' },
    '[data-scope=dialog][data-part=positioner]': {
      position: 'static !important',
      display: 'block !important',
      overflow: 'visible !important',
      paddingTop: PRINT_MARGIN_TOP,
      paddingBottom: PRINT_MARGIN_BOTTOM,
      width: 'auto !important',
      height: 'auto !important',
      boxDecorationBreak: 'clone',
      WebkitBoxDecorationBreak: 'clone',
    },
    '[data-scope=dialog][data-part=content]': {
      width: '100% !important',
      minHeight: 'auto !important',
      maxHeight: 'none !important',
      maxWidth: 'none !important',
      margin: '0 !important',
      boxShadow: 'none !important',
    },
    '[data-scope=dialog][data-part=body]': { overflow: 'visible !important' },
  },
};

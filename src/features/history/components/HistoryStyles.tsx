/**
 * The history screens' styles, set once for the page (`HistoryStyles`, which the list's body sets in
 * every state): the list and an item (HistoryItemCard and what the three screens put in it), and the
 * frame around the list (the filter panel beside it, the result bar), are plain elements with these
 * classes, drawn as Chakra draws its components (the button, badge, heading and list recipes, the
 * theme's tokens). A Chakra element resolves and serialises its styles each time it renders; a
 * filter change renders every item in view again (at ten components each, about half of the list's
 * render on a phone) and the frame twice (the change, then the answer: its layout elements as Chakra
 * components were a fifth of a change's script on a phone).
 */
import { Global } from '@emotion/react';
import {
  useChakraContext,
  useRecipe,
  useSlotRecipe,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { memo, useMemo } from 'react';

/** The space between two items (the virtualiser counts it too). */
export const ITEM_GAP_PX = 12;

/** The badges' colour palettes, set on an item's badge as `data-palette`. */
export const ITEM_BADGE_PALETTES = ['teal', 'gray', 'green', 'blue'] as const;
export type ItemBadgePalette = (typeof ITEM_BADGE_PALETTES)[number];

/** Each class to its styles, from the recipes of the theme. */
function itemStyles(recipes: {
  button: (props: { size: 'sm' | '2xs'; variant: 'solid' | 'outline' | 'ghost' }) => object;
  badge: (props: { variant: 'subtle' }) => object;
  heading: (props: { size: 'sm' }) => object;
  list: (props: { variant: 'marker' }) => { root?: object; item?: object };
}): Record<string, SystemStyleObject> {
  const row = { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3' } as const;
  const list = recipes.list({ variant: 'marker' });
  return {
    '.history-items': {
      display: 'flex',
      flexDirection: 'column',
      gap: `${ITEM_GAP_PX}px`,
      m: '0',
      p: '0',
      listStyleType: 'none',
    },
    '.history-item': { bg: 'bg', borderWidth: '1px', rounded: 'md', p: '4', listStyleType: 'none' },
    '.history-item-body': { display: 'flex', flexDirection: 'column', gap: '2' },
    '.history-item-row': row,
    '.history-item-actions': { ...row, pt: '1' },
    // 'Ouvrir': Chakra's button, small and solid (a link drawn as a button).
    '.history-item-open': recipes.button({ size: 'sm', variant: 'solid' }),
    // 'Supprimer': DeleteButton's red outlined button.
    '.history-item-delete': {
      ...recipes.button({ size: 'sm', variant: 'outline' }),
      colorPalette: 'red',
    },
    '.history-item-delete-small': {
      ...recipes.button({ size: '2xs', variant: 'ghost' }),
      colorPalette: 'red',
    },
    '.history-item-badge': recipes.badge({ variant: 'subtle' }),
    ...Object.fromEntries(
      ITEM_BADGE_PALETTES.map((palette) => [
        `.history-item-badge[data-palette=${palette}]`,
        { colorPalette: palette },
      ]),
    ),
    '.history-item-title': recipes.heading({ size: 'sm' }),
    '.history-item-muted': { fontSize: 'sm', color: 'fg.muted' },
    '.history-item-list': { ...list.root, gap: '1', ps: '4', mt: '1', fontSize: 'sm' },
    '.history-item-list > li': list.item ?? {},
  };
}

/** Each class's styles as CSS, through the theme's tokens and conditions. */
function asCss(
  system: ReturnType<typeof useChakraContext>,
  styles: Record<string, SystemStyleObject>,
): Record<string, ReturnType<ReturnType<typeof useChakraContext>['css']>> {
  return Object.fromEntries(
    Object.entries(styles).map(([selector, style]) => [selector, system.css(style)]),
  );
}

/** The frame's classes: the panel and the list side by side (`data-layout`), the result bar. */
function frameStyles(recipes: {
  heading: (props: { size: 'md' }) => object;
}): Record<string, SystemStyleObject> {
  const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;
  return {
    '.history-frame': {
      display: 'grid',
      gridTemplateColumns: '17rem minmax(0, 1fr)',
      gap: '6',
      alignItems: 'start',
    },
    '.history-frame[data-layout=mobile]': { gridTemplateColumns: '1fr' },
    '.history-frame-main': { minW: '0' },
    '.history-body': stack('4'),
    '.history-filters': { bg: 'bg', borderWidth: '1px', rounded: 'md', p: '4' },
    '.history-filters-fields': stack('4'),
    '.history-filters-title': recipes.heading({ size: 'md' }),
    '.history-result-bar': {
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
      gap: '4',
    },
    '.history-result-count': {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: '2',
    },
    '.history-result-total': { fontWeight: 'semibold' },
  };
}

/** The items' and the frame's styles as global CSS, resolved through the theme once per mount. */
export const HistoryStyles = memo(function HistoryStyles() {
  const system = useChakraContext();
  const button = useRecipe({ key: 'button' });
  const badge = useRecipe({ key: 'badge' });
  const heading = useRecipe({ key: 'heading' });
  const list = useSlotRecipe({ key: 'list' });
  const styles = useMemo(
    () =>
      asCss(system, {
        ...itemStyles({ button, badge, heading, list }),
        ...frameStyles({ heading }),
      }),
    [system, button, badge, heading, list],
  );
  return <Global styles={styles} />;
});

/**
 * The library's styles, set once for the page: the layout, the filter fields, the rupteur tabs and
 * the PSI rows are plain elements with these classes. A Chakra element serialises its styles each
 * time it renders; the library's view renders on every search, with hundreds of rows.
 */
import { Global } from '@emotion/react';
import { useChakraContext, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { WIDE_COLUMNS } from '@/ui/libraryFrame/libraryFrame';

const focusRing = { outline: '2px solid', outlineColor: 'blue.600' } as const;

/** Each class to its styles (Chakra style objects: tokens and shorthands). */
export const LIBRARY_STYLES: Record<string, SystemStyleObject> = {
  '.library-layout': { display: 'grid', gridTemplateColumns: '1fr', gap: '6', alignItems: 'start' },
  '.library-layout[data-layout=desktop]': { gridTemplateColumns: WIDE_COLUMNS },
  '.library-results': { display: 'flex', flexDirection: 'column', gap: '4', minW: '0' },
  '.library-panel': {
    bg: 'bg',
    borderWidth: '1px',
    rounded: 'md',
    p: '4',
    alignSelf: 'flex-start',
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
  },
  '.library-fields': {
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    '& fieldset': { border: '0', p: '0', m: '0', minW: '0' },
    '& legend': { fontWeight: 'semibold', fontSize: 'sm', mb: '1' },
    '& .library-option': {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2',
      fontSize: 'sm',
      cursor: 'pointer',
      py: '0.5',
    },
    '& .library-option input': { mt: '1', flexShrink: 0, accentColor: 'blue.600' },
    '& .library-option input:focus-visible': { ...focusRing, outlineOffset: '2px' },
  },
  '.library-tabs': {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    listStyleType: 'none',
    m: '0',
    p: '0',
    '& .library-tab': { borderWidth: '1px', rounded: 'md', bg: 'bg' },
    '& .library-tab-head': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: '3',
      p: '3',
    },
    '& .library-tab-identity': { display: 'flex', alignItems: 'center', gap: '3', minW: '0' },
    '& .library-tab-title': { minW: '0' },
    '& .library-tab-count': { fontSize: 'sm', color: 'fg.muted' },
    // The panel's padding below and the tab's borders: libraryItems' PANEL_END_PX; the gap:
    // TAB_GAP_PX.
    '& .library-tab-panel': { px: '3', pb: '2' },
    '& .library-tab-panel[hidden]': { display: 'none' },
  },
  '.psi-list': {
    listStyleType: 'none',
    m: '0',
    p: '0',
    '& .psi-row': {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      py: '3',
      borderBottomWidth: '1px',
    },
    '& .psi-head': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      justifyContent: 'space-between',
      alignItems: 'center',
    },
    '& .psi-reminder': { fontSize: 'sm', fontWeight: 'medium' },
    '& .psi-re2020': {
      fontSize: 'xs',
      fontWeight: 'medium',
      px: '2',
      py: '0.5',
      rounded: 'sm',
    },
    '& .psi-re2020[data-re2020=ok]': { bg: 'green.subtle', color: 'green.fg' },
    '& .psi-re2020[data-re2020=ko]': { bg: 'red.subtle', color: 'red.fg' },
    '& .psi-figures': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: '5',
      rowGap: '1',
      alignItems: 'baseline',
      fontSize: 'sm',
    },
    '& .psi-figures dl': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: '5',
      rowGap: '1',
      m: '0',
    },
    '& .psi-figures dl > div': { display: 'flex', gap: '1' },
    '& .psi-figures dt, & .psi-unit': { color: 'fg.muted' },
    '& .psi-figures dd': { m: '0', fontVariantNumeric: 'tabular-nums' },
  },
};

/** The library's styles as global CSS, resolved through the theme once per mount. */
export const LibraryStyles = memo(function LibraryStyles() {
  const system = useChakraContext();
  const styles = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(LIBRARY_STYLES).map(([selector, style]) => [selector, system.css(style)]),
      ),
    [system],
  );
  return <Global styles={styles} />;
});

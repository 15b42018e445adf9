/**
 * The one Chakra system of the three sites. Each site has its own colour palette (`general`, `floor`,
 * `carbon`); the `<html data-site="…">` attribute makes it the palette of every component, portals
 * included. `<html data-neo>` (a host containing 'neo') gives solid buttons the secondary style.
 */
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxCardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import type { SiteId } from '@/config/sites';
import { choiceCardGlobalCss } from './choiceCard';
import { dialogCloseMotion, motionGlobalCss } from './motion';
import { printGlobalCss } from './print';

type Shades = Record<
  '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950',
  string
>;

/** Brand colours; the 700 shade is the solid fill (white text on it passes WCAG AA). */
export const SITE_PALETTES: Readonly<Record<SiteId, Shades>> = {
  general: {
    '50': '#e8f1fa',
    '100': '#c9dcf0',
    '200': '#9ec0e3',
    '300': '#6b9ed2',
    '400': '#3f7fc1',
    '500': '#1f66ad',
    '600': '#145699',
    '700': '#0b4f8a',
    '800': '#083d6b',
    '900': '#062c4d',
    '950': '#031a2e',
  },
  floor: {
    '50': '#fcefe9',
    '100': '#f7d6c8',
    '200': '#efb39a',
    '300': '#e58b67',
    '400': '#d9693f',
    '500': '#c85527',
    '600': '#b44a1f',
    '700': '#9c3f19',
    '800': '#7a3114',
    '900': '#57230e',
    '950': '#341508',
  },
  carbon: {
    '50': '#e9f5ee',
    '100': '#c8e6d3',
    '200': '#9dd1b0',
    '300': '#6bb98a',
    '400': '#43a16a',
    '500': '#2b8a54',
    '600': '#227745',
    '700': '#1c6b3d',
    '800': '#155330',
    '900': '#0f3b22',
    '950': '#082314',
  },
};

/** Theme colour of each site (web app manifest, browser UI). */
export const SITE_THEME_COLOR: Readonly<Record<SiteId, string>> = {
  general: SITE_PALETTES.general['700'],
  floor: SITE_PALETTES.floor['700'],
  carbon: SITE_PALETTES.carbon['700'],
};

function paletteTokens(shades: Shades) {
  return Object.fromEntries(Object.entries(shades).map(([shade, value]) => [shade, { value }]));
}

function paletteSemanticTokens(name: SiteId) {
  return {
    solid: { value: `{colors.${name}.700}` },
    contrast: { value: '{colors.white}' },
    fg: { value: `{colors.${name}.800}` },
    muted: { value: `{colors.${name}.100}` },
    subtle: { value: `{colors.${name}.50}` },
    emphasized: { value: `{colors.${name}.200}` },
    focusRing: { value: `{colors.${name}.500}` },
  };
}

const config = defineConfig({
  globalCss: {
    'html[data-site=general]': { colorPalette: 'general' },
    'html[data-site=floor]': { colorPalette: 'floor' },
    'html[data-site=carbon]': { colorPalette: 'carbon' },
    // The scrollbar's room is kept: content growing past the screen does not shift the page sideways.
    html: { scrollbarGutter: 'stable' },
    body: { bg: 'bg.subtle', color: 'fg' },
    ':focus-visible': {
      outline: '3px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '2px',
    },
    ...motionGlobalCss,
    ...printGlobalCss,
    ...choiceCardGlobalCss,
  },
  theme: {
    tokens: {
      colors: {
        general: paletteTokens(SITE_PALETTES.general),
        floor: paletteTokens(SITE_PALETTES.floor),
        carbon: paletteTokens(SITE_PALETTES.carbon),
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        // Error texts (under fields, delete links) at WCAG AA on white and light grey.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
        general: paletteSemanticTokens('general'),
        floor: paletteSemanticTokens('floor'),
        carbon: paletteSemanticTokens('carbon'),
      },
    },
    slotRecipes: {
      dialog: dialogCloseMotion,
      // Toasts at WCAG AA: their text at full opacity, success and warning on darker fills.
      toast: {
        slots: ['root', 'description'],
        base: {
          root: {
            '&[data-type=success]': { bg: 'green.700' },
            '&[data-type=warning]': { bg: 'orange.700', color: 'white' },
          },
          description: { opacity: '1' },
        },
      },
    },
    recipes: {
      button: {
        variants: {
          variant: {
            solid: {
              'html[data-neo] &': {
                bg: 'colorPalette.subtle',
                color: 'colorPalette.fg',
                borderWidth: '2px',
                borderColor: 'colorPalette.solid',
                borderRadius: 'full',
                _hover: { bg: 'colorPalette.muted' },
              },
            },
          },
        },
      },
    },
  },
});

/**
 * Chakra's theme (`defaultThemeConfig`) with the recipes of the components the sites use only: the
 * theme has recipes for some sixty components, each of which the system merges and prepares, and
 * whose parts' selectors load with it. The recipes' keys are those the components read
 * (`useRecipe`, `useSlotRecipe`); a test renders the app's screens and stories with a system that
 * refuses any other of Chakra's keys (src/testing/strictRecipes.ts).
 */
export const USED_RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const USED_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  checkboxCard: checkboxCardSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * Chakra's colour palettes that no screen uses: their tokens and semantic tokens are left out of the
 * system (each palette costs its share of the system's build and of the static global CSS). A test
 * checks that every palette the sources name is in the system.
 */
export const UNUSED_PALETTES = ['cyan', 'purple', 'pink'] as const;

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(
      ([name]) => !(UNUSED_PALETTES as readonly string[]).includes(name),
    ),
  ) as T;
}

/** Chakra's `defaultThemeConfig`, but for the recipes and the unused palettes. */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: {
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    },
    recipes: USED_RECIPES,
    slotRecipes: USED_SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * Chakra's default configuration is its base and its theme; they are imported on their own because
 * the module that exports `defaultConfig` also builds Chakra's default system when it loads, a whole
 * second system that the sites never use (measured: the costliest single step of the first paint).
 */
let built: SystemContext | undefined;

/**
 * The system, built on first use: building it is the costliest single step of the app's start
 * (about a tenth of a second of a phone's core), which the start runs as a step of its own
 * (src/app/boot/startApp.tsx) instead of while the entry module loads.
 */
export function siteSystem(): SystemContext {
  return (built ??= createSystem(defaultBaseConfig, themeConfig, config));
}

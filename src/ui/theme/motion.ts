/**
 * Motion of the general site's tools (spec 001 §9): fade transitions 250 ms, header fade 200 ms,
 * popin close 400 ms, animation duration 400 ms, animations disabled at a width of 992 px or less.
 *
 * Components opt in with a `data-motion` attribute (see `motionAttributes`); the rules live in the
 * theme's global CSS, so the durations are written once. Users who ask their system for reduced
 * motion get none.
 */
export const FADE_MS = 250;
export const HEADER_FADE_MS = 200;
export const POPIN_CLOSE_MS = 400;
export const ANIMATION_MS = 400;
/** At this width or less, the entrance animations are off (they only fade). */
export const ANIMATION_DISABLED_MAX_WIDTH_PX = 992;

export type Motion = 'fade' | 'header-fade' | 'animate';

/** The attribute that gives an element its motion: `<Box {...motionAttributes('fade')}>`. */
export function motionAttributes(motion: Motion): { 'data-motion': Motion } {
  return { 'data-motion': motion };
}

/** The global CSS of the motions (merged into the theme). */
export const motionGlobalCss = {
  '[data-motion=fade]': {
    animationName: 'fade-in',
    animationDuration: `${FADE_MS}ms`,
    animationTimingFunction: 'ease-out',
  },
  '[data-motion=header-fade]': {
    animationName: 'fade-in',
    animationDuration: `${HEADER_FADE_MS}ms`,
    animationTimingFunction: 'ease-out',
  },
  '[data-motion=animate]': {
    animationName: 'slide-from-bottom, fade-in',
    animationDuration: `${ANIMATION_MS}ms`,
    animationTimingFunction: 'ease-out',
  },
  [`@media screen and (max-width: ${ANIMATION_DISABLED_MAX_WIDTH_PX}px)`]: {
    '[data-motion=animate]': { animationName: 'none' },
  },
  '@media (prefers-reduced-motion: reduce)': {
    '[data-motion]': { animationName: 'none' },
  },
} as const;

/** Popins (dialogs) close in 400 ms: their content and backdrop. */
export const dialogCloseMotion = {
  slots: ['backdrop', 'content'],
  base: {
    backdrop: { _closed: { animationDuration: `${POPIN_CLOSE_MS}ms` } },
    content: { _closed: { animationDuration: `${POPIN_CLOSE_MS}ms` } },
  },
} as const;

/**
 * Below 720 px the filters of the library and of the histories open in a panel of their own
 * (spec 000 §2, spec 001 §2.3, §9). A module of its own: the page's inline script reads it too
 * (src/app/boot/shellPicker.ts), without React.
 */
export const MOBILE_QUERY = '(max-width: 719.98px)';

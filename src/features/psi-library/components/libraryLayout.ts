/** The library's two layouts (spec 001 §2.3, §9): below 720 px the filters open in a panel of their own. */
export const MOBILE_QUERY = '(max-width: 719.98px)';
/** From 720 px: the filters' column beside the results. */
export const WIDE_SCREEN = '@media (min-width: 720px)';
export const WIDE_COLUMNS = 'minmax(220px, 280px) minmax(0, 1fr)';

import { useMediaQuery } from './useMediaQuery';

/**
 * Below 720 px the filters of the library and of the histories open in a panel of their own
 * (spec 000 §2, spec 001 §2.3, §9).
 */
export const MOBILE_QUERY = '(max-width: 719.98px)';

/** True below 720 px; `forced` sets the layout (stories, tests). */
export function useIsMobile(forced?: 'mobile' | 'desktop'): boolean {
  const matches = useMediaQuery(MOBILE_QUERY);
  return forced ? forced === 'mobile' : matches;
}

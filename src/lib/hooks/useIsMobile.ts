import { MOBILE_QUERY } from './mobileQuery';
import { useMediaQuery } from './useMediaQuery';

export { MOBILE_QUERY };

/** True below 720 px; `forced` sets the layout (stories, tests). */
export function useIsMobile(forced?: 'mobile' | 'desktop'): boolean {
  const matches = useMediaQuery(MOBILE_QUERY);
  return forced ? forced === 'mobile' : matches;
}

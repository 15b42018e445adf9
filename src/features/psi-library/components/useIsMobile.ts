import { useMediaQuery } from '@chakra-ui/react';

/** Below 720 px the library's filters open in a panel of their own (spec 001 §2.3, §9). */
export const MOBILE_QUERY = '(max-width: 719.98px)';

/** True below 720 px; `forced` sets the layout (stories, tests). */
export function useIsMobile(forced?: 'mobile' | 'desktop'): boolean {
  const [matches] = useMediaQuery([MOBILE_QUERY], { fallback: [false] });
  if (forced) return forced === 'mobile';
  return matches ?? false;
}

import { useMediaQuery } from '@chakra-ui/react';
import { MOBILE_QUERY } from '@/app/shell/libraryFrame';

/** True below 720 px; `forced` sets the layout (stories, tests). */
export function useIsMobile(forced?: 'mobile' | 'desktop'): boolean {
  const [matches] = useMediaQuery([MOBILE_QUERY], { fallback: [false] });
  if (forced) return forced === 'mobile';
  return matches ?? false;
}

/**
 * The one way a screen keeps its state in its address as it changes (the floor configurator's and
 * the carbon simulator's answers, restored on a reload or from a shared link): a query parameter
 * written in place, not through the router (replaceQueryParam), so that an answer renders neither
 * the page nor the shell around it again. The value is the state encoded for the address
 * (encodeAddressState, ./addressState.ts); the screen reads it back when it opens.
 *
 * What the router must know (another page, the parameters that open one) goes through the router;
 * a page's sub-routes in the location hash through ./hashRoutes.tsx; a questionnaire's answers,
 * which stay out of the address, in the history entry's state (./answersInHistoryEntry.ts).
 */
import { useEffect } from 'react';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { replaceQueryParam } from './replaceQueryParam';

/**
 * Keeps `encoded` in the query parameter `name` of the address, each time it changes; `null`:
 * nothing to keep at this moment (a form loading, a saved result opened from the history), the
 * address is left as it is.
 *
 * Written after the next paint: the address is no part of what an answer shows, and the browser's
 * same-document navigation of a `replaceState` took about 10 ms of a phone's slowed core inside the
 * answer's interaction (bench/profileInteraction.ts). Answers given faster than the frames write
 * the last one only; a screen that closes before its write leaves the address to the next screen.
 */
export function useAddressState(name: string, encoded: string | null): void {
  useEffect(() => {
    if (encoded === null) return undefined;
    return afterNextPaint(() => replaceQueryParam(name, encoded));
  }, [name, encoded]);
}

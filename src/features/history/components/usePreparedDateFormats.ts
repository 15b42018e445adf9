import { useEffect } from 'react';
import { prepareDateFormats } from '@/lib/dates';

/**
 * Builds the items' date format once the history screen is in the page, while its list waits for
 * the initial delay (spec 000 §9): the first items then do not wait for it. At once in the effect,
 * not in a task of its own: a later task could fall when the delay ends and hold the request back.
 */
export function usePreparedDateFormats(): void {
  useEffect(() => {
    prepareDateFormats();
  }, []);
}

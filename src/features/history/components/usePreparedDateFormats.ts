import { useEffect } from 'react';
import { prepareDateFormats } from '@/lib/dates';

/**
 * Builds the items' date format in a task of its own once the history screen is in the page, while
 * its list waits for the initial delay (spec 000 §9): the first items then do not wait for it.
 */
export function usePreparedDateFormats(): void {
  useEffect(() => {
    const timer = setTimeout(prepareDateFormats, 0);
    return () => clearTimeout(timer);
  }, []);
}

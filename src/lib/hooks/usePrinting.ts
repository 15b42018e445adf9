import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

const PRINT_QUERY = 'print';

/**
 * Whether the page is being printed: from the browser's `beforeprint` until its `afterprint`, and
 * while the print media matches (print preview, print emulation). The change is rendered at once
 * (`flushSync`): the browser lays the page out for print right after `beforeprint`'s listeners.
 * A virtualised list renders all its items while this is true.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(PRINT_QUERY).matches,
  );
  useEffect(() => {
    const media = window.matchMedia?.(PRINT_QUERY);
    const set = (value: boolean) => flushSync(() => setPrinting(value));
    const before = () => set(true);
    // After printing, and at each change of the print media: printing while the media matches.
    const fromMedia = () => set(!!media?.matches);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', fromMedia);
    media?.addEventListener('change', fromMedia);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', fromMedia);
      media?.removeEventListener('change', fromMedia);
    };
  }, []);
  return printing;
}

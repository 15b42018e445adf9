import { useEffect } from 'react';

/**
 * Calls `load` at the user's first press or key on the page: code that the page needs next (a
 * result screen) loads while the user answers, not with the page's first screen, whose start it
 * would slow down on a phone. Once per page; nothing if the page closes first.
 */
export function usePrefetchOnFirstInput(load: () => Promise<unknown>): void {
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const prefetch = () => {
      stop();
      load().catch(() => undefined);
    };
    const stop = () => events.forEach((name) => window.removeEventListener(name, prefetch, true));
    events.forEach((name) => window.addEventListener(name, prefetch, true));
    return stop;
  }, [load]);
}

import { useEffect, useState } from 'react';

/**
 * The state to show while the next one loads: for up to `delayMs` after `loading` turns on, the
 * last state shown before it when `holds` accepts it (the screen stays as it was), then the
 * loading state itself. A load that answers in time goes straight from one screen to the next,
 * without a loading screen that would flash and cost a render of its own; a slower one shows its
 * loading screen after the delay.
 */
export function useDelayedLoadingScreen<State>(
  state: State,
  loading: boolean,
  delayMs: number,
  holds: (shown: State) => boolean,
): State {
  const [settled, setSettled] = useState(state);
  const [waited, setWaited] = useState(false);
  // React's pattern for state derived from props: set during render, rendered again at once.
  if (!loading && settled !== state) setSettled(state);
  if (!loading && waited) setWaited(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => clearTimeout(timer);
  }, [loading, delayMs]);
  return loading && !waited && holds(settled) ? settled : state;
}

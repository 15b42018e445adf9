/**
 * A load that failed for lack of network is tried again when the network returns: put beside a
 * failure's 'Réessayer' button, it does what that button does
 * - a moment after the browser says the network is back (the news often comes before the network
 *   carries requests);
 * - every few seconds while the browser says online but the last request got no answer (a weak
 *   network, a server out of reach: src/lib/offline/offlineSlice.ts).
 * A failure shown while the server answers (an error of its own) is left to the button.
 *
 * Outside a store (a story, a test of a view alone) it does nothing.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useConnection } from './useOfflineState';

/** The wait after the browser's 'online' before the load is tried again. */
export const RETRY_AFTER_RETURN_MS = 1000;
/** While the browser says online and the server is not reached, the load is tried this often. */
export const RETRY_UNREACHED_MS = 5000;

export function RetryWhenBackOnline({ onRetry }: { onRetry: () => void }) {
  const connection = useConnection();
  const wasOffline = useRef(connection !== 'online');
  const retry = useRef(onRetry);
  useLayoutEffect(() => {
    retry.current = onRetry;
  });
  useEffect(() => {
    if (connection === 'offline') {
      wasOffline.current = true;
      return undefined;
    }
    if (connection === 'online' && !wasOffline.current) return undefined;
    wasOffline.current = connection === 'unreached';
    const timer = setTimeout(
      () => retry.current(),
      connection === 'online' ? RETRY_AFTER_RETURN_MS : RETRY_UNREACHED_MS,
    );
    return () => clearTimeout(timer);
  }, [connection]);
  return null;
}

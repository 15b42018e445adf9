/**
 * 'Réessayer maintenant' beside a save that waits (docs/offline.md, "Sending"): sends the queue at
 * once rather than at its next try. Busy while the queue is being sent. Outside a store, nothing.
 */
import { Button } from '@chakra-ui/react/button';
import { queueFlushRequested } from '@/lib/offline/offlineSlice';
import { useOfflineValue, usePageStore } from './useOfflineState';

export const RETRY_NOW_TEXT = 'Réessayer maintenant';

export function RetryNowButton() {
  const store = usePageStore();
  // 'idle', 'sending', or null without the offline slice.
  const queue = useOfflineValue((offline) =>
    offline ? (offline.sending ? 'sending' : 'idle') : null,
  );
  if (!store || !queue) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="orange"
      loading={queue === 'sending'}
      loadingText="Envoi…"
      onClick={() => store.dispatch(queueFlushRequested())}
    >
      {RETRY_NOW_TEXT}
    </Button>
  );
}

import { Alert, Button } from '@chakra-ui/react';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';

export const RETRY_LABEL = 'Réessayer';

/** A failure of the simulator's calls: its French message and, when it can be done again, 'Réessayer'. */
export function FailureAlert({
  message,
  onRetry,
}: {
  message: string | null;
  onRetry?: () => void;
}) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <>
          <RetryWhenBackOnline onRetry={onRetry} />
          <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
            {RETRY_LABEL}
          </Button>
        </>
      )}
    </Alert.Root>
  );
}

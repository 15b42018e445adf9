import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';

/** The profile's loader, or its load failure with a retry. */
export function ProfileLoadState({
  error,
  onRetry,
}: {
  error: string | null;
  onRetry: () => void;
}) {
  if (error) {
    return (
      <Stack gap="3" role="alert" align="flex-start">
        <Text>{error}</Text>
        <RetryWhenBackOnline onRetry={onRetry} />
        <Button size="sm" variant="outline" onClick={onRetry}>
          Réessayer
        </Button>
      </Stack>
    );
  }
  return (
    <HStack gap="3" role="status" py="6" justify="center">
      <Spinner size="md" />
      <Text>Chargement de vos informations…</Text>
    </HStack>
  );
}

import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** The loading state of a page while its code or its data arrives. */
export function PageLoader({ label = 'Chargement…' }: { label?: string }) {
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="colorPalette.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}

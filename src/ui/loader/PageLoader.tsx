import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

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

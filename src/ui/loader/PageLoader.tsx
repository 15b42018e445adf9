import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/**
 * The loading state of a page, or of a part of it, while its code or its data arrives: a spinner over
 * its label, announced to screen readers.
 */
export function PageLoader({
  label = 'Chargement…',
  minH = '40vh',
}: {
  label?: string;
  /** The room it keeps: the page's by default, less for a part of a page. */
  minH?: string;
}) {
  return (
    <Center minH={minH} role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="colorPalette.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}

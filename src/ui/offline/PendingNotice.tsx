/** Beside a form whose save waits for the network: it is kept on this device, 'en attente'. */
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PendingMark } from './PendingMark';

export const PENDING_NOTICE_TEXT =
  'Votre enregistrement est gardé sur cet appareil : il sera envoyé au retour du réseau.';

export function PendingNotice({ label }: { label: string }) {
  return (
    <HStack
      as="section"
      aria-label="Enregistrement en attente"
      gap="3"
      wrap="wrap"
      bg="orange.subtle"
      borderRadius="md"
      px="4"
      py="3"
    >
      <Text fontWeight="semibold">{label}</Text>
      <PendingMark />
      <Text fontSize="sm">{PENDING_NOTICE_TEXT}</Text>
    </HStack>
  );
}

/**
 * Beside a form whose save waits: it is kept on this device, 'en attente', sent when the network
 * returns or the server answers again; 'Réessayer maintenant' sends it at once.
 */
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PendingMark } from './PendingMark';
import { RetryNowButton } from './RetryNowButton';
import { useConnection } from './useOfflineState';

export const PENDING_NOTICE_TEXT =
  'Votre enregistrement est gardé sur cet appareil : il sera envoyé au retour du réseau.';
/** The browser online, the server without answer (project-defined, docs/deviations.md). */
export const PENDING_UNREACHED_TEXT =
  'Votre enregistrement est gardé sur cet appareil : il sera envoyé dès que le serveur répondra.';

export function PendingNotice({ label }: { label: string }) {
  const connection = useConnection();
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
      <Text fontSize="sm">
        {connection === 'unreached' ? PENDING_UNREACHED_TEXT : PENDING_NOTICE_TEXT}
      </Text>
      <RetryNowButton />
    </HStack>
  );
}

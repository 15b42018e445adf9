/**
 * The saves kept on the device that the list does not show yet (a new simulation, a name for an item
 * not listed), each 'en attente', above a history list.
 */
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PendingMark } from './PendingMark';
import { RetryNowButton } from './RetryNowButton';

export const PENDING_SAVES_TITLE = "En attente d'envoi";

export interface PendingSaveItem {
  id: string;
  label: string;
  /** What it is ('Simulation carbone', 'Nom de simulation'…). */
  what: string;
}

export function PendingSaves({ saves }: { saves: readonly PendingSaveItem[] }) {
  if (saves.length === 0) return null;
  return (
    <Box as="section" aria-label={PENDING_SAVES_TITLE} borderWidth="1px" borderRadius="md" p="4">
      <HStack gap="3" mb="2" wrap="wrap" justify="space-between">
        <Heading as="h3" size="sm">
          {PENDING_SAVES_TITLE}
        </Heading>
        <RetryNowButton />
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none">
        {saves.map((save) => (
          <HStack as="li" key={save.id} gap="3" wrap="wrap">
            <Text fontWeight="medium">{save.label}</Text>
            <Text fontSize="sm" color="fg.muted">
              {save.what}
            </Text>
            <PendingMark />
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

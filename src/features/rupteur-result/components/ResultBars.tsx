/**
 * The lines above a result: the way back (to the history or the home page), the saved
 * simulation's name with its 'Supprimer', and a name saved offline that waits for the network.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { formatDate } from '@/lib/dates';
import { AppLink } from '@/ui/link/AppLink';
import { PendingMark } from '@/ui/offline/PendingMark';
import { RetryNowButton } from '@/ui/offline/RetryNowButton';
import { PRINT_HIDE } from '@/ui/theme/print';
import { HISTORY_PATH, HOME_PATH } from '../resultModel';
import { HistoryNameHtml } from './HistoryNameHtml';

export function BackLink({ fromHistory }: { fromHistory: boolean }) {
  return (
    <AppLink
      to={fromHistory ? HISTORY_PATH : HOME_PATH}
      alignSelf="start"
      fontWeight="medium"
      {...PRINT_HIDE}
    >
      {fromHistory ? '← Retour à mon historique' : "← Retour à l'accueil"}
    </AppLink>
  );
}

/** The owner's saved simulation: its name, its date and 'Supprimer'. */
export function OwnerBar({ history, onDelete }: { history: ThermalHistory; onDelete: () => void }) {
  return (
    <HStack
      as="section"
      aria-label="Simulation sauvegardée"
      justify="space-between"
      wrap="wrap"
      gap="3"
      bg="bg.muted"
      borderRadius="md"
      px="4"
      py="3"
    >
      <Stack gap="0">
        <Text fontWeight="semibold">
          <HistoryNameHtml name={history.name ?? ''} />
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Sauvegardée le {formatDate(history.createdAt ?? history.created_at)}
        </Text>
      </Stack>
      <Button variant="plain" color="fg.error" textDecoration="underline" onClick={onDelete}>
        Supprimer
      </Button>
    </HStack>
  );
}

/** A name saved offline, waiting for the network ('en attente'). */
export function PendingSaveBar({ name }: { name: string }) {
  return (
    <HStack
      as="section"
      aria-label="Sauvegarde en attente"
      gap="3"
      wrap="wrap"
      bg="bg.muted"
      borderRadius="md"
      px="4"
      py="3"
    >
      <Text fontWeight="semibold">
        <HistoryNameHtml name={name} />
      </Text>
      <PendingMark />
      <RetryNowButton />
    </HStack>
  );
}

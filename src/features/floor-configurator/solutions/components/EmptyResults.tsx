import { Button, EmptyState, HStack, Text, VStack } from '@chakra-ui/react';

export const EMPTY_TITLE = 'Aucun résultat trouvé';
export const EMPTY_MESSAGE =
  "Aucune solution d'isolation de plancher ne correspond à votre configuration. Contactez le bureau d'études ou modifiez votre configuration.";

export interface EmptyResultsProps {
  loggedIn: boolean;
  /** The server's hint of what would fit, if any. */
  advice?: string | null;
  onContact: () => void;
  /** Logged in: /configurer-un-plancher/?simulationId={id}. */
  onModify: () => void;
  /** Anonymous: /configurer-un-plancher/. */
  onRestart: () => void;
}

/** The empty result (spec 002 §2.2, §8): contact the design office, or modify / restart. */
export function EmptyResults({
  loggedIn,
  advice,
  onContact,
  onModify,
  onRestart,
}: EmptyResultsProps) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center" gap="3">
          <EmptyState.Title as="h2" fontSize="xl">
            {EMPTY_TITLE}
          </EmptyState.Title>
          <EmptyState.Description>{EMPTY_MESSAGE}</EmptyState.Description>
          {advice && <Text fontSize="sm">{advice}</Text>}
        </VStack>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button onClick={onContact}>Contacter le bureau d'études</Button>
          {loggedIn ? (
            <Button variant="outline" onClick={onModify}>
              Modifier ma configuration
            </Button>
          ) : (
            <Button variant="outline" onClick={onRestart}>
              Recommencer la configuration
            </Button>
          )}
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

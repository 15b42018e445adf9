/** The states of a history list: loading, failed load, empty and the result bar with the sort. */
import {
  Alert,
  Button,
  EmptyState,
  Field,
  HStack,
  NativeSelect,
  Spinner,
  Text,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
import { PageLoader } from '@/ui/loader/PageLoader';
import type { HistoryOrder } from '@/api/types';
import { resultCount } from '../historyFormat';

export const LOADING_TEXT = 'Chargement de votre historique…';
export const LOAD_FAILURE_TITLE = "Votre historique n'a pas pu être chargé.";
export const RETRY_LABEL = 'Réessayer';
export const NO_RESULT_TITLE = 'Aucun résultat';
export const NO_RESULT_TEXT = 'Aucun élément ne correspond à vos filtres.';

export function HistoryLoading() {
  return <PageLoader label={LOADING_TEXT} minH="40" />;
}

export function HistoryLoadError({
  message,
  onRetry,
}: {
  message: string | null;
  onRetry: () => void;
}) {
  return (
    <Alert.Root status="error" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{LOAD_FAILURE_TITLE}</Alert.Title>
        {message && <Alert.Description>{message}</Alert.Description>}
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

export function HistoryEmpty({
  title,
  description,
  onReset,
}: {
  title: string;
  description?: string;
  /** Shown when filters hide every item. */
  onReset?: () => void;
}) {
  return (
    <EmptyState.Root bg="bg" borderWidth="1px" rounded="md">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {onReset && (
          <Button size="sm" variant="outline" onClick={onReset}>
            Réinitialiser les filtres
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export const DEFAULT_ORDERS: Array<{ label: string; value: HistoryOrder }> = [
  { label: 'Plus récentes', value: 'DESC' },
  { label: 'Plus anciennes', value: 'ASC' },
];

export const SORT_LABEL = 'Trier par';

/** The number of results (pluralised) and the sort (most recent first by default). */
export function HistoryResultBar({
  total,
  order,
  orders,
  onOrderChange,
  busy,
}: {
  total: number;
  order: HistoryOrder;
  orders?: Array<{ label: string; value: HistoryOrder }>;
  onOrderChange: (order: HistoryOrder) => void;
  busy: boolean;
}) {
  const choices = orders && orders.length > 0 ? orders : DEFAULT_ORDERS;
  return (
    <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
      <HStack gap="2" aria-live="polite">
        <Text fontWeight="semibold">{resultCount(total)}</Text>
        {busy && (
          <>
            <Spinner size="xs" aria-hidden="true" />
            <VisuallyHidden>Mise à jour de la liste…</VisuallyHidden>
          </>
        )}
      </HStack>
      <Field.Root orientation="horizontal" w="auto" gap="2">
        <Field.Label mb="0" whiteSpace="nowrap">
          {SORT_LABEL}
        </Field.Label>
        <NativeSelect.Root size="sm" w="44">
          <NativeSelect.Field
            value={order}
            onChange={(event) => onOrderChange(event.target.value === 'ASC' ? 'ASC' : 'DESC')}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}

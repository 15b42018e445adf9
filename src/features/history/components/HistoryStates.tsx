/**
 * The parts of a history list: loading, failed load, empty, the result bar with the sort and the
 * frame of an item.
 */
import {
  Alert,
  Button,
  EmptyState,
  Field,
  NativeSelect,
  Spinner,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
import { memo, useContext, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DELETE_LABEL } from '@/ui/deleteButton/DeleteButton';
import { PageLoader } from '@/ui/loader/PageLoader';
import type { HistoryOrder } from '@/api/types';
import { resultCount } from '../historyFormat';
import { HISTORY_LOADING_ATTRIBUTE } from '../frame/firstItems';
import { HistoryItemSlot } from './HistoryItems';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';

export const LOADING_TEXT = 'Chargement de votre historique…';
export const LOAD_FAILURE_TITLE = "Votre historique n'a pas pu être chargé.";
export const RETRY_LABEL = 'Réessayer';
export const NO_RESULT_TITLE = 'Aucun résultat';
export const NO_RESULT_TEXT = 'Aucun élément ne correspond à vos filtres.';

/**
 * The list's first load. Marked (HISTORY_LOADING_ATTRIBUTE): in the page's first paint, the list's
 * first items take its place when the list's early answer comes (src/features/history/frame/).
 */
export function HistoryLoading() {
  return (
    <div {...{ [HISTORY_LOADING_ATTRIBUTE]: '' }}>
      <PageLoader label={LOADING_TEXT} minH="40" />
    </div>
  );
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
        <RetryWhenBackOnline onRetry={onRetry} />
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

interface SortSelectProps<Sort extends string> {
  order: Sort;
  orders: ReadonlyArray<{ label: string; value: Sort }>;
  onOrderChange: (order: Sort) => void;
}

/** The sort select. Memoised: the count changes at each load, the sort only when chosen. */
const SortSelect = memo(function SortSelect<Sort extends string>({
  order,
  orders,
  onOrderChange,
}: SortSelectProps<Sort>) {
  return (
    <Field.Root orientation="horizontal" w="auto" gap="2">
      <Field.Label mb="0" whiteSpace="nowrap">
        {SORT_LABEL}
      </Field.Label>
      <NativeSelect.Root size="sm" w="44">
        <NativeSelect.Field
          value={order}
          onChange={(event) => {
            const choice = orders.find((option) => option.value === event.target.value);
            if (choice) onOrderChange(choice.value);
          }}
        >
          {orders.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}) as <Sort extends string>(props: SortSelectProps<Sort>) => ReactNode;

/**
 * The number of results (pluralised) and the sort select. `busy` adds the spinner of a reload
 * under way (the lists with filters). Plain elements styled once (HistoryStyles, which the
 * list's body sets): the bar renders at each change of the list.
 */
export function HistoryResultBar<Sort extends string>({
  total,
  order,
  orders,
  onOrderChange,
  busy = false,
}: SortSelectProps<Sort> & {
  total: number;
  busy?: boolean;
}) {
  return (
    <div className="history-result-bar">
      <div className="history-result-count" aria-live="polite">
        <p className="history-result-total">{resultCount(total)}</p>
        {busy && (
          <>
            <Spinner size="xs" aria-hidden="true" />
            <VisuallyHidden>Mise à jour de la liste…</VisuallyHidden>
          </>
        )}
      </div>
      <SortSelect<Sort> order={order} orders={orders} onOrderChange={onOrderChange} />
    </div>
  );
}

/** One item of a history list: its own content, then 'Ouvrir' (a link) and 'Supprimer'. */
export function HistoryItemCard({
  href,
  openLabel,
  deleteLabel,
  onDelete,
  children,
}: {
  href: string;
  /** The accessible names of the two controls (they name the item). */
  openLabel: string;
  deleteLabel: string;
  onDelete: () => void;
  children: ReactNode;
}) {
  // In a long list: the item's place, and its height measured.
  const slot = useContext(HistoryItemSlot);
  // Plain elements styled once for the page (HistoryStyles): the card, 'Ouvrir' as Chakra's
  // small solid button, 'Supprimer' as DeleteButton.
  return (
    <li
      className="history-item"
      ref={slot?.measure}
      data-index={slot?.index}
      // The list holds only the items in view: each says where it stands among all.
      aria-setsize={slot?.total}
      aria-posinset={slot ? slot.index + 1 : undefined}
    >
      <div className="history-item-body">
        {children}
        <div className="history-item-actions">
          <RouterLink className="history-item-open" to={href} aria-label={openLabel}>
            Ouvrir
          </RouterLink>
          <button
            type="button"
            className="history-item-delete"
            aria-label={deleteLabel}
            onClick={onDelete}
          >
            {DELETE_LABEL}
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * The general site's history (spec 001 §2.5): the saved thermal-break and environmental results,
 * sorted by date (most recent first by default, or oldest first) or by name, each with 'Ouvrir'
 * and 'Supprimer'; the empty text 'Actuellement vous n'avez pas sauvegardé de simulations'.
 */
import { formatPsiWithUnit } from '@/lib/psiFormat';
import { Badge, Heading, HStack, Text } from '@chakra-ui/react';
import type { ThermalHistorySummary } from '@/api/thermalHistoryTypes';
import { formatDate } from '@/lib/dates';
import { PendingMark } from '@/ui/offline/PendingMark';
import {
  isEnvironmentalEntry,
  plainName,
  thermalItemHref,
  thermalProductName,
} from '../historyFormat';
import { THERMAL_SORTS, type ThermalHistoryState, type ThermalSort } from '../historyTypes';
import { HistoryListBody } from './HistoryListFrame';
import { HistoryEmpty, HistoryItemCard, HistoryResultBar } from './HistoryStates';

export const THERMAL_EMPTY_TEXT = "Actuellement vous n'avez pas sauvegardé de simulations";

export interface ThermalHistoryViewProps {
  state: ThermalHistoryState;
  onSortChange: (sort: ThermalSort) => void;
  onRetry: () => void;
  onDelete: (entry: ThermalHistorySummary) => void;
  /** Names saved offline, by history id: shown instead of the listed one, 'en attente'. */
  pendingNames?: Readonly<Record<string, string>>;
}

function ThermalItem({
  entry,
  onDelete,
  pendingName,
}: {
  entry: ThermalHistorySummary;
  onDelete: () => void;
  pendingName?: string;
}) {
  const environmental = isEnvironmentalEntry(entry);
  const name =
    plainName(pendingName ?? entry.name) || thermalProductName(entry) || `Simulation ${entry.id}`;
  const product = thermalProductName(entry);
  const psi = entry.psiValue?.psiMoyen;
  return (
    <HistoryItemCard
      href={thermalItemHref(entry)}
      openLabel={`Ouvrir ${name}`}
      deleteLabel={`Supprimer ${name}`}
      onDelete={onDelete}
    >
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={environmental ? 'green' : 'blue'} variant="subtle">
          {environmental ? 'Données environnementales' : 'Rupteur thermique'}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          Créée le <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
        </Text>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <Heading as="h3" size="sm">
          {name}
        </Heading>
        {pendingName !== undefined && <PendingMark />}
      </HStack>
      {product && product !== name && <Text>{product}</Text>}
      {!environmental && typeof psi === 'number' && (
        <Text fontSize="sm" color="fg.muted">
          PSI : {formatPsiWithUnit(psi)}
        </Text>
      )}
    </HistoryItemCard>
  );
}

export function ThermalHistoryView({
  state,
  onSortChange,
  onRetry,
  onDelete,
  pendingNames = {},
}: ThermalHistoryViewProps) {
  const { status, items, sort, error } = state;
  return (
    <HistoryListBody
      status={status}
      itemCount={items.length}
      error={error}
      onRetry={onRetry}
      listLabel="Mes simulations"
      resultBar={
        <HistoryResultBar
          total={items.length}
          order={sort}
          orders={THERMAL_SORTS}
          onOrderChange={onSortChange}
        />
      }
      empty={<HistoryEmpty title={THERMAL_EMPTY_TEXT} />}
    >
      {items.map((entry) => (
        <ThermalItem
          key={entry.id}
          entry={entry}
          onDelete={() => onDelete(entry)}
          pendingName={pendingNames[String(entry.id)]}
        />
      ))}
    </HistoryListBody>
  );
}

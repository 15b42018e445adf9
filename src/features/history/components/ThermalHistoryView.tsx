/**
 * The general site's history (spec 001 §2.5): the saved thermal-break and environmental results,
 * sorted by date (most recent first by default, or oldest first) or by name, each with 'Ouvrir'
 * and 'Supprimer'; the empty text 'Actuellement vous n'avez pas sauvegardé de simulations'.
 */
import { formatPsiWithUnit } from '@/lib/psiFormat';
import { memo, useCallback } from 'react';
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

/** Memoised: a render of the screen renders an item again only when it changed. */
const ThermalItem = memo(function ThermalItem({
  entry,
  onDelete,
  pendingName,
}: {
  entry: ThermalHistorySummary;
  onDelete: (entry: ThermalHistorySummary) => void;
  pendingName?: string | undefined;
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
      onDelete={() => onDelete(entry)}
    >
      <div className="history-item-row">
        <span className="history-item-badge" data-palette={environmental ? 'green' : 'blue'}>
          {environmental ? 'Données environnementales' : 'Rupteur thermique'}
        </span>
        <p className="history-item-muted">
          Créée le <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
        </p>
      </div>
      <div className="history-item-row">
        <h3 className="history-item-title">{name}</h3>
        {pendingName !== undefined && <PendingMark />}
      </div>
      {product && product !== name && <p>{product}</p>}
      {!environmental && typeof psi === 'number' && (
        <p className="history-item-muted">PSI : {formatPsiWithUnit(psi)}</p>
      )}
    </HistoryItemCard>
  );
});

const thermalItemKey = (entry: ThermalHistorySummary) => entry.id;

/** No name waiting: the same object at each render. */
const NO_PENDING_NAMES: Readonly<Record<string, string>> = {};

export function ThermalHistoryView({
  state,
  onSortChange,
  onRetry,
  onDelete,
  pendingNames = NO_PENDING_NAMES,
}: ThermalHistoryViewProps) {
  const { status, items, sort, error } = state;
  // The same function while the actions and the names waiting are the same: the list is memoised
  // on it.
  const renderItem = useCallback(
    (entry: ThermalHistorySummary) => (
      <ThermalItem entry={entry} onDelete={onDelete} pendingName={pendingNames[String(entry.id)]} />
    ),
    [onDelete, pendingNames],
  );
  return (
    <HistoryListBody<ThermalHistorySummary>
      status={status}
      items={items}
      itemKey={thermalItemKey}
      renderItem={renderItem}
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
    />
  );
}

/** The saves of a history kept on the device, 'en attente' above its list (docs/offline.md). */
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectQueue, type QueuedSaveKind } from '@/lib/offline';
import { PendingSaves } from '@/ui/offline/PendingSaves';

const WHAT: Record<QueuedSaveKind, string> = {
  historyName: 'Nom de la simulation',
  floorSimulation: 'Configuration de plancher',
  carbonSimulation: 'Simulation carbone',
  cluster: 'Projet carbone',
};

export function PendingHistorySaves({
  kinds,
  shown = [],
}: {
  kinds: readonly QueuedSaveKind[];
  /** The items the list shows itself with their mark. */
  shown?: readonly string[];
}) {
  const queue = useAppSelector(selectQueue);
  const saves = queue
    .filter((save) => kinds.includes(save.kind) && !shown.includes(save.itemKey))
    .map((save) => ({ id: save.id, label: save.label, what: WHAT[save.kind] }));
  return <PendingSaves saves={saves} />;
}

/** The names waiting for the network, by the id of their history. */
export function usePendingNames(): Record<string, string> {
  const queue = useAppSelector(selectQueue);
  // The same object while the queue is the same: the list's items are drawn from it.
  return useMemo(
    () =>
      Object.fromEntries(
        queue
          .filter((save) => save.kind === 'historyName')
          .map((save) => [save.itemKey, save.label]),
      ),
    [queue],
  );
}

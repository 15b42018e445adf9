/**
 * Each site's history item in plain DOM (FloorHistoryView's FloorItem, CarbonHistoryView's
 * CarbonItem, ThermalHistoryView's ThermalItem), for the first items of the page's first paint
 * (firstItems.ts; `firstItems.test.tsx` holds each equal to the screen's own).
 */
import type { CarbonHistoryDatas, CarbonHistoryItem, FloorHistoryItem } from '@/api/types';
import type { ThermalHistorySummary } from '@/api/thermalHistoryTypes';
import { withCarbonUnit } from '@/lib/carbonFormat';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatPsiWithUnit } from '@/lib/psiFormat';
import {
  carbonItemHref,
  floorItemHref,
  floorTypeLabel,
  isEnvironmentalEntry,
  plainName,
  thermalItemHref,
  thermalProductName,
} from '../historyFormat';
import { DELETE_TEXT, element, itemCard, muted, time, title, type ItemPlace } from './itemElements';

/** An item of the floor history (FloorHistoryView's FloorItem). */
export function floorItem(doc: Document, item: FloorHistoryItem, place: ItemPlace | null) {
  const solution = item.type === 'solution';
  const kind = solution ? 'la solution' : 'la simulation';
  const name = item.title || item.name;
  return itemCard(
    doc,
    {
      href: floorItemHref(item),
      openLabel: `Ouvrir ${kind} ${name}`,
      deleteLabel: `Supprimer ${kind} ${name}`,
      place,
    },
    [
      element(doc, 'div', { class: 'history-item-row' }, [
        element(
          doc,
          'span',
          { class: 'history-item-badge', 'data-palette': solution ? 'teal' : 'gray' },
          [floorTypeLabel(item.type)],
        ),
        muted(doc, [
          solution ? 'Enregistrée le ' : 'Créée le ',
          time(doc, item.createdAt, formatDate(item.createdAt)),
        ]),
      ]),
      title(doc, name),
      item.title && item.name && element(doc, 'p', {}, [item.name]),
      item.libelle && muted(doc, [item.libelle]),
      item.projectCode && muted(doc, [`Code projet : ${item.projectCode}`]),
    ],
  );
}

/** The server maps each construction system's label to its value; the items carry the value. */
export function systemLabelsOf(datas: Pick<CarbonHistoryDatas, 'filters'>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(datas.filters?.systemType?.options ?? {}).map(([label, value]) => [
      value,
      label,
    ]),
  );
}

/** An item of the carbon history (CarbonHistoryView's CarbonItem). */
export function carbonItem(
  doc: Document,
  item: CarbonHistoryItem,
  systemLabels: Record<string, string>,
  place: ItemPlace | null,
) {
  const count = item.simulations.length;
  return itemCard(
    doc,
    {
      href: carbonItemHref(item),
      openLabel: `Ouvrir ${item.name}`,
      deleteLabel: `Supprimer ${item.name}`,
      place,
    },
    [
      muted(doc, [time(doc, item.createdAt, formatDateTime(item.createdAt))]),
      title(doc, item.name),
      count > 0 &&
        element(doc, 'div', {}, [
          muted(doc, [`${count} ${count > 1 ? 'simulations' : 'simulation'}`]),
          element(
            doc,
            'ul',
            { class: 'history-item-list' },
            item.simulations.map((simulation) => {
              const system = systemLabels[simulation.systemType] ?? simulation.systemType;
              return element(doc, 'li', {}, [
                element(doc, 'div', { class: 'history-item-row' }, [
                  element(doc, 'p', {}, [
                    `${system} : ${withCarbonUnit(simulation.carbonFootprint)}`,
                  ]),
                  element(
                    doc,
                    'button',
                    {
                      type: 'button',
                      class: 'history-item-delete-small',
                      'aria-label': `Supprimer la simulation ${system} de ${item.name}`,
                    },
                    [DELETE_TEXT],
                  ),
                ]),
              ]);
            }),
          ),
        ]),
    ],
  );
}

/** An item of the general site's history (ThermalHistoryView's ThermalItem), no save waiting. */
export function thermalItem(doc: Document, entry: ThermalHistorySummary, place: ItemPlace | null) {
  const environmental = isEnvironmentalEntry(entry);
  const product = thermalProductName(entry);
  const name = plainName(entry.name) || product || `Simulation ${entry.id}`;
  const psi = entry.psiValue?.psiMoyen;
  return itemCard(
    doc,
    {
      href: thermalItemHref(entry),
      openLabel: `Ouvrir ${name}`,
      deleteLabel: `Supprimer ${name}`,
      place,
    },
    [
      element(doc, 'div', { class: 'history-item-row' }, [
        element(
          doc,
          'span',
          { class: 'history-item-badge', 'data-palette': environmental ? 'green' : 'blue' },
          [environmental ? 'Données environnementales' : 'Rupteur thermique'],
        ),
        muted(doc, ['Créée le ', time(doc, entry.createdAt, formatDate(entry.createdAt))]),
      ]),
      element(doc, 'div', { class: 'history-item-row' }, [title(doc, name)]),
      product && product !== name && element(doc, 'p', {}, [product]),
      !environmental && typeof psi === 'number' && muted(doc, [`PSI : ${formatPsiWithUnit(psi)}`]),
    ],
  );
}

/**
 * The PSI values of one rupteur: its characteristics reminder (at most 3), the five figures
 * (2 decimals, '--', W/m.K) and the RE2020 marker. Long lists are virtualised: only the rows in
 * view (and a few around) are in the page, so 400 and more values stay smooth.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { FilterChoices, PsiValue, SelectedFilterValue } from '@/api/catalogueTypes';
import { formatPsi, PSI_UNIT, re2020Label } from '@/lib/psiFormat';
import { re2020Of, reminderOf } from '../libraryModel';
import { LIST_HEIGHT_PX } from './LibraryStyles';
import { measureWithoutLayout } from '@/ui/virtual/measureWithoutLayout';

/** Lists longer than this are virtualised. */
export const VIRTUALIZE_AFTER = 50;
/** A row's height before it is measured. */
const ROW_ESTIMATE_PX = 96;

const FIGURES: ReadonlyArray<[keyof PsiValue, string]> = [
  ['psiMoyen', 'PSI moyen'],
  ['psiAbout', 'PSI about'],
  ['psiRive', 'PSI rive'],
  ['psiRt', 'PSI RT'],
  ['psiRnt', 'PSI RNT'],
];

interface RowProps {
  psi: PsiValue;
  reminder: string;
  meets: boolean | null;
}

/**
 * One PSI value. Rows are plain elements styled once by the page (`LibraryStyles`): hundreds of
 * rows cost no per-element style work, and a row whose value did not change is not rendered again.
 */
export const PsiValueRow = memo(
  function PsiValueRow({ psi, reminder, meets }: RowProps) {
    const label = re2020Label(meets);
    return (
      <div className="psi-row">
        <div className="psi-head">
          <span className="psi-reminder">{reminder || 'Valeur de PSI'}</span>
          {label && (
            <span className="psi-re2020" data-re2020={meets ? 'ok' : 'ko'}>
              {label}
            </span>
          )}
        </div>
        <div className="psi-figures">
          <dl>
            {FIGURES.map(([key, name]) => (
              <div key={key}>
                <dt>{name}</dt>
                <dd>{formatPsi(psi[key] as number | null)}</dd>
              </div>
            ))}
          </dl>
          <span className="psi-unit">{PSI_UNIT}</span>
        </div>
      </div>
    );
  },
  // The values of a PSI id never change: a new response keeps the rows it still lists.
  (before, after) =>
    before.psi.id === after.psi.id &&
    before.reminder === after.reminder &&
    before.meets === after.meets,
);

function rowProps(
  psi: PsiValue,
  characteristicsOf: Readonly<Record<string, SelectedFilterValue[]>>,
  choices: FilterChoices,
): RowProps {
  const characteristics = characteristicsOf[String(psi.id)] ?? [];
  return {
    psi,
    reminder: reminderOf(characteristics, choices)
      .map((item) => item.value)
      .join(' · '),
    meets: re2020Of(psi, characteristics),
  };
}

export interface PsiValueListProps {
  values: readonly PsiValue[];
  characteristicsOf: Readonly<Record<string, SelectedFilterValue[]>>;
  choices: FilterChoices;
  label: string;
}

function VirtualList({ values, characteristicsOf, choices, label }: PsiValueListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- used as documented; this list is not memoised
  const virtualizer = useVirtualizer({
    count: values.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => values[index]!.id,
    measureElement: measureWithoutLayout(ROW_ESTIMATE_PX),
    overscan: 6,
    initialRect: { width: 800, height: LIST_HEIGHT_PX },
  });
  return (
    <div
      ref={scrollRef}
      className="psi-list psi-scroll"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box is focusable so the keyboard can scroll it
      tabIndex={0}
      role="region"
      aria-label={`${label} (liste défilante)`}
    >
      {/* Plain elements with inline positions: an emotion class per offset or height would add a
          style rule, and each new rule restyles the whole page. */}
      <div role="list" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const psi = values[item.index]!;
          return (
            <div
              key={psi.id}
              role="listitem"
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
              aria-setsize={values.length}
              aria-posinset={item.index + 1}
            >
              <PsiValueRow {...rowProps(psi, characteristicsOf, choices)} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

export function PsiValueList(props: PsiValueListProps) {
  const { values, characteristicsOf, choices, label } = props;
  if (values.length > VIRTUALIZE_AFTER) return <VirtualList {...props} />;
  return (
    <ul className="psi-list" aria-label={label}>
      {values.map((psi) => (
        <li key={psi.id}>
          <PsiValueRow {...rowProps(psi, characteristicsOf, choices)} />
        </li>
      ))}
    </ul>
  );
}

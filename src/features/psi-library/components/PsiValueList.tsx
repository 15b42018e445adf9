/**
 * The PSI values of one rupteur: its characteristics reminder (at most 3), the five figures
 * (2 decimals, '--', W/m.K) and the RE2020 marker. The list renders the values from `from` to `to`
 * (those in view, `LibraryTabs`), with empty space above and below standing for the others, so
 * that a tab of 400 values and more, and a filter change over ten open tabs, stay quick.
 */
import { memo } from 'react';
import type { FilterChoices, PsiValue, SelectedFilterValue } from '@/api/catalogueTypes';
import { formatPsi, PSI_UNIT, re2020Label } from '@/lib/psiFormat';
import { re2020Of, reminderOf } from '../libraryModel';

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

/** The values shown by an open tab: a slice of its values, with the space the others take. */
export interface PsiValueWindow {
  /** The first value in the page. */
  from: number;
  /** After the last value in the page. */
  to: number;
  /** The height of the values above `from`, and of those after `to` (px). */
  spaceAbove: number;
  spaceBelow: number;
}

export interface PsiValueListProps extends PsiValueWindow {
  values: readonly PsiValue[];
  characteristicsOf: Readonly<Record<string, SelectedFilterValue[]>>;
  choices: FilterChoices;
  label: string;
  /** The index of the first value among the virtualiser's items, and the ref that measures one. */
  firstIndex: number;
  measure: (element: HTMLElement | null) => void;
}

export function PsiValueList({
  values,
  characteristicsOf,
  choices,
  label,
  from,
  to,
  spaceAbove,
  spaceBelow,
  firstIndex,
  measure,
}: PsiValueListProps) {
  const shown = values.slice(from, to);
  const partial = shown.length < values.length;
  return (
    <ul
      className="psi-list"
      aria-label={label}
      // Inline: a class per height would add a style rule, and each new rule restyles the page.
      style={partial ? { paddingTop: spaceAbove, paddingBottom: spaceBelow } : undefined}
    >
      {shown.map((psi, offset) => (
        <li
          key={psi.id}
          data-index={firstIndex + from + offset}
          ref={measure}
          aria-setsize={partial ? values.length : undefined}
          aria-posinset={partial ? from + offset + 1 : undefined}
        >
          <PsiValueRow {...rowProps(psi, characteristicsOf, choices)} />
        </li>
      ))}
    </ul>
  );
}

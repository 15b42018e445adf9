/**
 * One collapsible tab per rupteur (spec 001 §2.3): its name, its number of values and an
 * 'Ouvrir' / 'Fermer' button. The values render only while the tab is open, and only those in
 * view (`LibraryTabs` gives the window); the header is always in the page, so the keyboard reaches
 * every tab's button.
 */
import { Box, Button, Heading, Image } from '@chakra-ui/react';
import { memo, useId } from 'react';
import type {
  FilterChoices,
  LibraryRupteur,
  PsiValue,
  SelectedFilterValue,
} from '@/api/catalogueTypes';
import { useApiUrl } from '@/lib/site/SiteContext';
import { countLabel, fixedFiltersOf } from '../libraryModel';
import { PsiValueList, type PsiValueWindow } from './PsiValueList';
import type { TabSpan } from './libraryItems';

export interface RupteurTabProps extends PsiValueWindow {
  rupteur: LibraryRupteur;
  open: boolean;
  onToggle: (id: number) => void;
  characteristicsOf: Readonly<Record<string, SelectedFilterValue[]>>;
  choices: FilterChoices;
  /** The tab's place among the virtualiser's items. */
  span: TabSpan;
  /** Measures the header and the values in the page (the virtualiser's `measureElement`). */
  measure: (element: HTMLElement | null) => void;
}

interface TabToggleProps {
  id: number;
  name: string;
  open: boolean;
  onToggle: (id: number) => void;
  panelId: string;
}

/** The 'Ouvrir' / 'Fermer' button: it renders again only when the tab opens or closes. */
const TabToggle = memo(function TabToggle({ id, name, open, onToggle, panelId }: TabToggleProps) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={`${open ? 'Fermer' : 'Ouvrir'} ${name}`}
      onClick={() => onToggle(id)}
    >
      {open ? 'Fermer' : 'Ouvrir'}
    </Button>
  );
});

/** The thumbnail: it renders again only when it changes, not on each search. */
const TabThumb = memo(function TabThumb({ thumb }: { thumb: string }) {
  const apiUrl = useApiUrl();
  const src = apiUrl(thumb);
  return src ? (
    <Image src={src} alt="" boxSize="48px" objectFit="contain" loading="lazy" flexShrink={0} />
  ) : (
    <Box boxSize="48px" flexShrink={0} />
  );
});

const TabName = memo(function TabName({ name }: { name: string }) {
  return (
    <Heading as="h3" size="sm">
      {name}
    </Heading>
  );
});

/** The number of values under the name: the only part of the header a new search changes. */
const TabCount = memo(function TabCount({ count }: { count: number }) {
  return <p className="library-tab-count">{countLabel(count)}</p>;
});

export const RupteurTab = memo(function RupteurTab({
  rupteur,
  open,
  onToggle,
  characteristicsOf,
  choices,
  span,
  measure,
  ...shown
}: RupteurTabProps) {
  const panelId = useId();
  return (
    <li className="library-tab" data-rupteur={rupteur.id}>
      {/* The header's parts are memoised by their values: a new response replaces every rupteur
          object, but mostly changes only the counts. Its layout is plain elements (LibraryStyles). */}
      <div className="library-tab-head" data-index={span.head} ref={measure}>
        <div className="library-tab-identity">
          <TabThumb thumb={rupteur.image.urlThumb} />
          <div className="library-tab-title">
            <TabName name={rupteur.name} />
            <TabCount count={rupteur.psiValuesAsArray.length} />
          </div>
        </div>
        <TabToggle
          id={rupteur.id}
          name={rupteur.name}
          open={open}
          onToggle={onToggle}
          panelId={panelId}
        />
      </div>
      <div id={panelId} hidden={!open} className="library-tab-panel">
        {open && (
          <PsiValueList
            values={rupteur.psiValuesAsArray}
            characteristicsOf={characteristicsOf}
            choices={choices}
            label={`Valeurs de PSI de ${rupteur.name}`}
            firstIndex={span.firstRow}
            measure={measure}
            {...shown}
          />
        )}
      </div>
    </li>
  );
}, sameTab);

function sameIds(before: readonly PsiValue[], after: readonly PsiValue[]): boolean {
  return (
    before === after ||
    (before.length === after.length && before.every((psi, index) => psi.id === after[index]!.id))
  );
}

function sameFixedFilters(before: FilterChoices, after: FilterChoices): boolean {
  if (before === after) return true;
  const a = fixedFiltersOf(before);
  const b = fixedFiltersOf(after);
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/**
 * A new response replaces every rupteur object: a tab renders again only when what it shows
 * changed. The values and characteristics of a PSI id never change, so the same ids in the same
 * order show the same rows; the choices count only through the filters the reminders leave out.
 * Scrolling changes the window of the tabs in view only.
 */
function sameTab(before: RupteurTabProps, after: RupteurTabProps): boolean {
  const a = before.rupteur;
  const b = after.rupteur;
  return (
    before.open === after.open &&
    before.onToggle === after.onToggle &&
    before.measure === after.measure &&
    before.from === after.from &&
    before.to === after.to &&
    before.spaceAbove === after.spaceAbove &&
    before.spaceBelow === after.spaceBelow &&
    before.span.head === after.span.head &&
    before.span.firstRow === after.span.firstRow &&
    a.id === b.id &&
    a.name === b.name &&
    a.image.urlThumb === b.image.urlThumb &&
    sameIds(a.psiValuesAsArray, b.psiValuesAsArray) &&
    (!after.open || sameFixedFilters(before.choices, after.choices))
  );
}

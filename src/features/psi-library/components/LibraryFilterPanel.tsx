/**
 * The library's filter panel (spec 001 §2.3). Wide screens: every filter beside the results, each
 * ticked value re-runs the search at once, 'Réinitialiser les filtres' clears them. Below 720 px a
 * 'Filtres' button opens them in a full-screen panel where they apply on 'Valider' (its dialog's
 * code loads when it first opens).
 */
import { Badge, Button, Heading } from '@chakra-ui/react';
import { memo, useCallback, useId, useRef, useState } from 'react';
import { useLatest } from '@/lib/hooks/useLatest';
import { lazyOnFirstOpen } from '@/ui/dialog/lazyOnFirstOpen';
import type { Filter, FilterChoices } from '@/api/catalogueTypes';
import { countChoices, toggleChoice } from '../libraryModel';
import { FilterFields } from './LibraryFilterFields';
import type { MobileFilterDialogProps } from './MobileFilterDialog';

const MobileFilterDialog = lazyOnFirstOpen<MobileFilterDialogProps>(() =>
  import('./MobileFilterDialog').then((module) => ({ default: module.MobileFilterDialog })),
);

export const RESET_FILTERS_LABEL = 'Réinitialiser les filtres';

/** The panel's title and reset button render again only when they change, not on each choice. */
const PanelTitle = memo(function PanelTitle({ id }: { id: string }) {
  return (
    <Heading as="h2" size="md" id={id}>
      Filtres
    </Heading>
  );
});

const ResetButton = memo(function ResetButton({
  disabled,
  onChange,
}: {
  disabled: boolean;
  onChange: (choices: FilterChoices) => void;
}) {
  return (
    <Button variant="outline" size="sm" disabled={disabled} onClick={() => onChange({})}>
      {RESET_FILTERS_LABEL}
    </Button>
  );
});

export interface LibraryFilterPanelProps {
  filters: readonly Filter[];
  choices: FilterChoices;
  mobile: boolean;
  onChange: (choices: FilterChoices) => void;
}

export const LibraryFilterPanel = memo(function LibraryFilterPanel({
  filters,
  choices,
  mobile,
  onChange,
}: LibraryFilterPanelProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterChoices>(choices);
  const titleId = useId();
  const chosenCount = countChoices(choices);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The options read the choices when ticked: they need not render again when the choices change.
  const choicesRef = useLatest(choices);
  const toggle = useCallback(
    (filterId: number, valueId: number, on: boolean) =>
      onChange(toggleChoice(choicesRef.current, filterId, valueId, on)),
    [choicesRef, onChange],
  );

  if (!mobile) {
    return (
      <aside aria-labelledby={titleId} className="library-panel">
        <PanelTitle id={titleId} />
        <FilterFields filters={filters} choices={choices} onToggle={toggle} />
        <ResetButton disabled={chosenCount === 0} onChange={onChange} />
      </aside>
    );
  }

  return (
    <>
      <Button
        ref={triggerRef}
        variant="outline"
        alignSelf="flex-start"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setDraft(choices);
          setOpen(true);
        }}
        aria-label={
          chosenCount > 0
            ? `Filtres (${chosenCount} actif${chosenCount > 1 ? 's' : ''})`
            : 'Filtres'
        }
      >
        Filtres
        {chosenCount > 0 && (
          <Badge colorPalette="gray" variant="solid" aria-hidden="true">
            {chosenCount}
          </Badge>
        )}
      </Button>
      <MobileFilterDialog
        open={open}
        onClose={() => setOpen(false)}
        finalFocus={() => triggerRef.current}
        filters={filters}
        draft={draft}
        chosenCount={chosenCount}
        onDraftChange={setDraft}
        onChange={onChange}
      />
    </>
  );
});

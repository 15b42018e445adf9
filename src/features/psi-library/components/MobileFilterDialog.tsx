/**
 * The library's filters below 720 px (LibraryFilterPanel): a full-screen dialog where the ticked
 * values apply on 'Valider'. Loaded when the 'Filtres' button first opens it.
 */
import { useCallback } from 'react';
import type { Filter, FilterChoices } from '@/api/catalogueTypes';
import { FilterDialog } from '@/ui/dialog/FilterDialog';
import { countChoices, toggleChoice } from '../libraryModel';
import { FilterFields } from './LibraryFilterFields';

export interface MobileFilterDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where the focus goes back on close: the 'Filtres' button. */
  finalFocus: () => HTMLElement | null;
  filters: readonly Filter[];
  /** The values ticked in the dialog, not applied yet. */
  draft: FilterChoices;
  /** The number of values applied. */
  chosenCount: number;
  onDraftChange: (update: (draft: FilterChoices) => FilterChoices) => void;
  onChange: (choices: FilterChoices) => void;
}

export function MobileFilterDialog({
  open,
  onClose,
  finalFocus,
  filters,
  draft,
  chosenCount,
  onDraftChange,
  onChange,
}: MobileFilterDialogProps) {
  const toggleDraft = useCallback(
    (filterId: number, valueId: number, on: boolean) =>
      onDraftChange((current) => toggleChoice(current, filterId, valueId, on)),
    [onDraftChange],
  );
  return (
    <FilterDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      finalFocus={finalFocus}
      scrollInside
      resetDisabled={countChoices(draft) === 0 && chosenCount === 0}
      onReset={() => {
        onDraftChange(() => ({}));
        onChange({});
        onClose();
      }}
      onApply={() => {
        onChange(draft);
        onClose();
      }}
    >
      <FilterFields filters={filters} choices={draft} onToggle={toggleDraft} />
    </FilterDialog>
  );
}

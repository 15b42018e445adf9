/**
 * The library's filters below 720 px (LibraryFilterPanel): a full-screen dialog where the ticked
 * values apply on 'Valider'. Loaded when the 'Filtres' button first opens it.
 */
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { Filter, FilterChoices } from '@/api/catalogueTypes';
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
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      finalFocusEl={finalFocus}
      placement="center"
      size="full"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Filtres</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FilterFields
                filters={filters}
                choices={draft}
                onToggle={(filterId, valueId, on) =>
                  onDraftChange((current) => toggleChoice(current, filterId, valueId, on))
                }
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                disabled={countChoices(draft) === 0 && chosenCount === 0}
                onClick={() => {
                  onDraftChange(() => ({}));
                  onChange({});
                  onClose();
                }}
              >
                Réinitialiser
              </Button>
              <Button
                onClick={() => {
                  onChange(draft);
                  onClose();
                }}
              >
                Valider
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

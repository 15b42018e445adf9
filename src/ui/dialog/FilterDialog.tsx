/**
 * The filters of a list below 720 px (the histories, spec 000 §2; the PSI library, spec 001 §2.3):
 * a full-screen dialog 'Filtres' whose values apply on 'Valider'; 'Réinitialiser' clears them.
 */
import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export interface FilterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when it is part of it. */
  trigger?: ReactNode;
  /** Where the focus goes back on close, when the trigger is not part of the dialog. */
  finalFocus?: () => HTMLElement | null;
  /** The body scrolls, not the page. */
  scrollInside?: boolean;
  resetDisabled: boolean;
  applyDisabled?: boolean;
  onReset: () => void;
  onApply: () => void;
  /** The fields. */
  children: ReactNode;
}

export function FilterDialog({
  open,
  onOpenChange,
  trigger,
  finalFocus,
  scrollInside = false,
  resetDisabled,
  applyDisabled,
  onReset,
  onApply,
  children,
}: FilterDialogProps) {
  return (
    <DialogFrame
      title="Filtres"
      trigger={trigger}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocus}
      placement="center"
      size="full"
      scrollBehavior={scrollInside ? 'inside' : undefined}
    >
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={resetDisabled} onClick={onReset}>
          Réinitialiser
        </Button>
        <Button disabled={applyDisabled} onClick={onApply}>
          Valider
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { EXIT_LEAVE_LABEL, EXIT_STAY_LABEL, EXIT_TITLE, EXIT_WARNING } from './configuratorTexts';

export interface ExitDialogProps {
  open: boolean;
  /** Continue configuring. */
  onStay: () => void;
  /** Leave to the site root. */
  onLeave: () => void;
}

/** 'Êtes-vous sûr de vouloir quitter ?' (spec 002 §2.1). */
export function ExitDialog({ open, onStay, onLeave }: ExitDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onStay()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{EXIT_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{EXIT_WARNING}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onStay}>
                {EXIT_STAY_LABEL}
              </Button>
              <Button onClick={onLeave}>{EXIT_LEAVE_LABEL}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

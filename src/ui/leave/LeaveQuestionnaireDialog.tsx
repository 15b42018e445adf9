/**
 * The dialog of 'Retour' on a questionnaire's first question (spec 001 §2.1): leave without
 * saving, or go back to the questionnaire. Shared by the finder and the environmental-data tool.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export const LEAVE_DIALOG_TITLE = 'Quitter le questionnaire ?';
export const LEAVE_DIALOG_TEXT = 'Les réponses données ne seront pas enregistrées.';
export const LEAVE_LABEL = 'Quitter sans enregistrer';
export const STAY_LABEL = 'Retour au questionnaire';

export interface LeaveQuestionnaireDialogProps {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}

export function LeaveQuestionnaireDialog({ open, onLeave, onStay }: LeaveQuestionnaireDialogProps) {
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
              <Dialog.Title>{LEAVE_DIALOG_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{LEAVE_DIALOG_TEXT}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onStay}>
                {STAY_LABEL}
              </Button>
              <Button onClick={onLeave}>{LEAVE_LABEL}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

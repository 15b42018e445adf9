/** The leave dialog itself (LeaveDialog loads it at its first opening). */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export interface LeaveDialogProps {
  open: boolean;
  title: string;
  text: string;
  stayLabel: string;
  leaveLabel: string;
  onStay: () => void;
  onLeave: () => void;
}

export default function LeaveDialogContent({
  open,
  title,
  text,
  stayLabel,
  leaveLabel,
  onStay,
  onLeave,
}: LeaveDialogProps) {
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
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onStay}>
                {stayLabel}
              </Button>
              <Button onClick={onLeave}>{leaveLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

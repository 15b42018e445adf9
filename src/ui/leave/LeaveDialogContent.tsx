/** The leave dialog itself (LeaveDialog loads it at its first opening). */
import { Button, Dialog, Text } from '@chakra-ui/react';
import { DialogFrame } from '@/ui/dialog/DialogFrame';

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
    <DialogFrame
      title={title}
      close="none"
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onStay()}
    >
      <Dialog.Body>
        <Text>{text}</Text>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" onClick={onStay}>
          {stayLabel}
        </Button>
        <Button onClick={onLeave}>{leaveLabel}</Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Closing is refused while the form is being sent. */
  busy?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A dialog with a title, a close button, its content and an optional footer; full screen on phones. */
export function FormDialog({
  open,
  title,
  onClose,
  busy = false,
  children,
  footer,
  size = 'md',
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && !busy && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" disabled={busy} />
            </Dialog.CloseTrigger>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function CancelButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="outline" onClick={onClick} disabled={disabled}>
      Annuler
    </Button>
  );
}

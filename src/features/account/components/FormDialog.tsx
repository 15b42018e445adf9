import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Closing is refused while the form is being sent. */
  busy?: boolean;
  submitLabel: string;
  cancelLabel?: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** A dialog holding one form: its title, its fields, Annuler and the submit button. */
export function FormDialog({
  open,
  title,
  busy = false,
  submitLabel,
  cancelLabel = 'Annuler',
  onClose,
  onSubmit,
  children,
  size = 'md',
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      size={size}
      placement="center"
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && !busy && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit(event);
              }}
              style={{ display: 'contents' }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {cancelLabel}
                </Button>
                <Button type="submit" loading={busy} loadingText={submitLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

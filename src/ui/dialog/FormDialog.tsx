import { Button, Dialog, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Closing is refused while the form is being sent. */
  busy?: boolean;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'sheet' (default): the whole screen on phones; 'card': a card in the middle on every screen. */
  layout?: 'sheet' | 'card';
  /** A footer of the caller's own (dialogs whose form is inside their content). */
  footer?: ReactNode;
  /**
   * A dialog holding one form: its fields are the children, its footer 'Annuler' (or `cancelLabel`)
   * and the submit button labelled `submitLabel`, which calls `onSubmit`.
   */
  onSubmit?: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel?: string;
  cancelLabel?: string;
}

/** A dialog with a title, a close button, its content and a footer: the one dialog frame of forms. */
export function FormDialog({
  open,
  title,
  onClose,
  busy = false,
  children,
  size = 'md',
  layout = 'sheet',
  footer,
  onSubmit,
  submitLabel = 'Valider',
  cancelLabel = 'Annuler',
}: FormDialogProps) {
  return (
    <DialogFrame
      title={title}
      close={busy ? 'disabled' : 'shown'}
      open={open}
      size={layout === 'card' ? size : { base: 'full', md: size }}
      placement={layout === 'card' ? 'center' : undefined}
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && !busy && onClose()}
      contentProps={{ mx: layout === 'card' ? '3' : undefined }}
    >
      {onSubmit ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
          style={{ display: 'contents' }}
        >
          <Dialog.Body>
            <Stack gap="4">{children}</Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <CancelButton onClick={onClose} disabled={busy} label={cancelLabel} />
            <Button type="submit" loading={busy} loadingText={submitLabel}>
              {submitLabel}
            </Button>
          </Dialog.Footer>
        </form>
      ) : (
        <>
          <Dialog.Body>{children}</Dialog.Body>
          {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
        </>
      )}
    </DialogFrame>
  );
}

export function CancelButton({
  onClick,
  disabled,
  label = 'Annuler',
}: {
  onClick: () => void;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <Button variant="outline" onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
}

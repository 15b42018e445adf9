/**
 * The one frame of the sites' dialogs: Chakra's dialog in a portal, over a backdrop, with its title
 * and, unless left out, the close button 'Fermer'. Each dialog gives the root's props (open, size,
 * role…) and its body and footer. Imported from Chakra's entry points: dialogs of the first paint's
 * modules use it too.
 */
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode } from 'react';

export interface DialogFrameProps extends Omit<Dialog.RootProps, 'children'> {
  title: ReactNode;
  /** The body and the footer (`Dialog.Body`, `Dialog.Footer`), or a form holding them. */
  children: ReactNode;
  /** The button that opens the dialog, when it is part of it. */
  trigger?: ReactNode;
  /**
   * The close button: 'shown' (default), 'disabled' (while a form is being sent), 'none' (a
   * confirmation, answered by its own buttons or Escape).
   */
  close?: 'shown' | 'disabled' | 'none';
  contentProps?: Dialog.ContentProps;
}

export function DialogFrame({
  title,
  children,
  trigger,
  close = 'shown',
  contentProps,
  ...root
}: DialogFrameProps) {
  return (
    <Dialog.Root {...root}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            {close !== 'none' && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fermer" disabled={close === 'disabled'} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

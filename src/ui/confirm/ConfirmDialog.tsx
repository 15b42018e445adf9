import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from '@/ui/dialog/DialogFrame';
import { Text } from '@chakra-ui/react/text';
import { useDispatch, useSelector } from 'react-redux';
import { confirmAccepted, confirmDismissed, confirmSlice, type ConfirmState } from './confirmSlice';

/**
 * The confirmation dialog opened by the `confirm` saga (delete a history item, …), from the store;
 * `open`, when given, stands for the store's (ConfirmDialogHost opens it once mounted).
 */
export function ConfirmDialog({ open }: { open?: boolean }) {
  const dispatch = useDispatch();
  const state = useSelector(
    (root: { [confirmSlice.reducerPath]: ConfirmState }) => root[confirmSlice.reducerPath],
  );
  return (
    <DialogFrame
      title={state.title}
      close="none"
      role="alertdialog"
      open={open ?? state.open}
      onOpenChange={(details) => !details.open && !state.busy && dispatch(confirmDismissed())}
    >
      <Dialog.Body>
        <Text>{state.message}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          variant="outline"
          disabled={state.busy}
          onClick={() => dispatch(confirmDismissed())}
        >
          {state.cancelLabel}
        </Button>
        <Button
          loading={state.busy}
          loadingText={state.confirmLabel}
          onClick={() => dispatch(confirmAccepted())}
        >
          {state.confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

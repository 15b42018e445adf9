import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from '@/ui/dialog/DialogFrame';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { logoutRequested, selectLoggingOut } from '../sessionSlice';

export interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Logout confirmation (spec 000 §2): 'Annuler' and 'Oui, me déconnecter', then 'Déconnexion en cours'. */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const dispatch = useAppDispatch();
  const loggingOut = useAppSelector(selectLoggingOut);
  return (
    <DialogFrame
      title="Déconnexion"
      close="none"
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && !loggingOut && onClose()}
    >
      <Dialog.Body>
        {loggingOut ? (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>Déconnexion en cours</Text>
          </HStack>
        ) : (
          <Text>Voulez-vous vraiment vous déconnecter ?</Text>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loggingOut}>
          Annuler
        </Button>
        <Button
          onClick={() => dispatch(logoutRequested())}
          loading={loggingOut}
          loadingText="Déconnexion en cours"
        >
          Oui, me déconnecter
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useSite } from '@/app/site/SiteContext';
import { loginDialogClosed, selectLoginDialog } from '../sessionSlice';
import { LoginForm } from './LoginForm';
import { LostPasswordForm } from './LostPasswordForm';
import { NewPasswordForm } from './NewPasswordForm';

/** The dialog's title for each view. */
export function loginDialogTitle(view: string, general: boolean): string {
  if (view === 'lostPassword') return 'Mot de passe oublié';
  if (view === 'newPassword') return 'Choisissez votre nouveau mot de passe';
  return general ? 'CONNEXION' : 'Connexion';
}

/**
 * The login dialog (spec 000 §2, §4): the login form in its general variant (title CONNEXION) or its
 * floor and carbon variant (with remember-me); the lost-password screen and back; and, on the
 * general site, the forced new password of a first login.
 */
export default function LoginDialog() {
  const site = useSite();
  const dispatch = useAppDispatch();
  const { view } = useAppSelector(selectLoginDialog);
  const general = site.id === 'general';

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && dispatch(loginDialogClosed())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{loginDialogTitle(view, general)}</Dialog.Title>
            </Dialog.Header>
            {view === 'lostPassword' && <LostPasswordForm />}
            {view === 'newPassword' && <NewPasswordForm />}
            {view === 'login' && <LoginForm />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

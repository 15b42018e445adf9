import { DialogFrame } from '@/ui/dialog/DialogFrame';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useSite } from '@/lib/site/SiteContext';
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
 *
 * The shell mounts it closed at its first opening and keeps it (lazyOnFirstOpen): mounted already
 * open, its focus trap would start at once, and StrictMode's remount in development, which can come
 * after the trap's first frame, would give the focus back to 'Se connecter' and so close the
 * remounted dialog at its first opening.
 */
export default function LoginDialog({ open }: { open: boolean }) {
  const site = useSite();
  const dispatch = useAppDispatch();
  const { view } = useAppSelector(selectLoginDialog);
  // The view shown: closing puts the store back on 'login', the closing dialog keeps its view.
  const [shownView, setShownView] = useState(view);
  if (open && view !== shownView) setShownView(view);
  const general = site.id === 'general';

  return (
    <DialogFrame
      title={loginDialogTitle(shownView, general)}
      open={open}
      onOpenChange={(details) => !details.open && dispatch(loginDialogClosed())}
      placement="center"
      contentProps={{ mx: '3' }}
    >
      {shownView === 'lostPassword' && <LostPasswordForm />}
      {shownView === 'newPassword' && <NewPasswordForm />}
      {shownView === 'login' && <LoginForm />}
    </DialogFrame>
  );
}

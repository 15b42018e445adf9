import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { lazyOnFirstOpen } from '@/ui/dialog/lazyOnFirstOpen';
import { accountLinkVisited, selectPasswordReset } from '../accountSlice';
import { accountLinkOf } from '../accountLinks';

/**
 * The reset popup and its form (Formik, yup) load only when a reset link opens it; mounted closed,
 * then opened, like every dialog loaded at its first opening.
 */
const PasswordResetDialog = lazyOnFirstOpen<{ open: boolean }>(() =>
  import('./PasswordResetDialog').then((module) => ({ default: module.PasswordResetDialog })),
);

/**
 * The account-link handler (spec 000 §2), mounted once in the shell: it reads the address of every
 * page. Activation and e-mail-confirmation links (id, token, expires, signature), password-reset
 * links (/user/data/password/{token}) and #/reset-done are handled once, then removed from the
 * address so that a reload does not handle them again. It shows nothing but the reset popup.
 */
export function AccountLinkHandler() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { token } = useAppSelector(selectPasswordReset);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const key = `${location.pathname}${location.search}${location.hash}`;
    const link = accountLinkOf(location);
    if (!link || handled.current === key) return;
    handled.current = key;
    dispatch(accountLinkVisited(link));
    const target =
      link.kind === 'activation'
        ? location.pathname
        : link.kind === 'resetDone'
          ? location.pathname
          : paths.home.getHref();
    void navigate(target, { replace: true });
  }, [location, dispatch, navigate]);

  return <PasswordResetDialog open={token !== null} />;
}

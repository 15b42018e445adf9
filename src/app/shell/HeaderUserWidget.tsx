import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { loginDialogOpened, selectSessionStatus, selectUser } from '@/features/session';
import { motionAttributes } from '@/ui/theme/motion';

const UserMenu = lazy(() => import('./UserMenu'));

/**
 * The widget's room while the session starts or the user's menu loads: as high as the buttons
 * (`sm`) and the user's menu, so the header keeps its height (HeaderLayout; StaticShell's is the same).
 */
const pending = <HStack minH="9" aria-hidden="true" />;

/**
 * The header's account widget (spec 000 §2): 'Se connecter' and 'S'inscrire' for a visitor; the
 * user's name and e-mail with a menu (personal space, logout) once logged in (UserMenu).
 */
export function HeaderUserWidget() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectSessionStatus);

  if (status === 'starting') return pending;

  if (!user) {
    return (
      <HStack gap="2" {...motionAttributes('header-fade')}>
        <Button size="sm" onClick={() => dispatch(loginDialogOpened())}>
          Se connecter
        </Button>
        <Button size="sm" variant="outline" asChild>
          <RouterLink to={paths.registration.getHref()}>S'inscrire</RouterLink>
        </Button>
      </HStack>
    );
  }

  return (
    <Suspense fallback={pending}>
      <UserMenu user={user} />
    </Suspense>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  loginDialogOpened,
  selectSessionStatus,
  selectUser,
} from '@/features/session/sessionSlice';
import { LogoutDialog } from '@/features/session/components/LogoutDialog';
import { motionAttributes } from '@/ui/theme/motion';

/**
 * The header's account widget (spec 000 §2): 'Se connecter' and 'S'inscrire' for a visitor; the
 * user's name and e-mail with a menu (personal space, logout) once logged in.
 */
export function HeaderUserWidget() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectSessionStatus);
  const [logoutOpen, setLogoutOpen] = useState(false);

  if (status === 'starting') return <HStack minH="10" aria-hidden="true" />;

  if (!user) {
    return (
      <HStack gap="2" {...motionAttributes('header-fade')}>
        <Button size="sm" onClick={() => dispatch(loginDialogOpened())}>
          Se connecter
        </Button>
        <Button size="sm" variant="outline" asChild>
          <RouterLink to="/inscription">S'inscrire</RouterLink>
        </Button>
      </HStack>
    );
  }

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'space') void navigate('/espace-personnel');
          if (value === 'logout') setLogoutOpen(true);
        }}
      >
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" h="auto" py="1" {...motionAttributes('header-fade')}>
            <Stack gap="0" align="flex-end" textAlign="right">
              <Text fontWeight="semibold" fontSize="sm">
                {user.firstname} {user.lastname}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {user.email}
              </Text>
            </Stack>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="space">Mon espace personnel</Menu.Item>
              <Menu.Item value="logout">Me déconnecter</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
}

/**
 * The logged-in user's part of the header (spec 000 §2): the name and e-mail opening a menu
 * (personal space, logout) and the logout dialog. A module of its own, loaded once a user is
 * logged in: a visitor's pages do not load the menu's and the dialog's code.
 */
import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoutDialog, type SessionUser } from '@/features/session';
import { motionAttributes } from '@/ui/theme/motion';

export default function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'space') void navigate('/espace-personnel');
          if (value === 'logout') setLogoutOpen(true);
        }}
      >
        {/* As high as the visitor's buttons (`sm`: 36 px): the header keeps its height. */}
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" h="9" py="0" {...motionAttributes('header-fade')}>
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

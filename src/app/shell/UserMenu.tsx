/**
 * The logged-in user's menu in the header (spec 000 §2): the user's name and e-mail, opening
 * 'Mon espace personnel' and 'Me déconnecter' (with its confirmation). Loaded with the first
 * logged-in header (HeaderUserWidget), so a visitor's page does not carry the menu's machinery.
 */
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '@/features/session';
import { LogoutDialog } from '@/features/session/components/LogoutDialog';
import { UserButton } from './UserButton';

export interface UserMenuProps {
  user: SessionUser;
  /** Opens at once: the user clicked the name before the menu had loaded. */
  defaultOpen?: boolean;
}

export default function UserMenu({ user, defaultOpen = false }: UserMenuProps) {
  const navigate = useNavigate();
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <>
      <Menu.Root
        defaultOpen={defaultOpen}
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'space') void navigate('/espace-personnel');
          if (value === 'logout') setLogoutOpen(true);
        }}
      >
        <Menu.Trigger asChild>
          <UserButton user={user} />
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

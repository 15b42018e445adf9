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
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/features/session';
import { LogoutDialog } from '@/features/session/components/LogoutDialog';
import { motionAttributes } from '@/ui/theme/motion';

export default function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Any navigation closes the menu (the header stays from one page to the next).
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    setOpen(false);
  }
  return (
    <>
      {/*
        Each item does what it shows from its first visible frame, by its own click: the personal
        space is a link of the router, the logout a click handler. The menu's `onSelect` would
        not do: it names the item the menu has highlighted, which a click without a pointer moved
        over the item before (a screen reader's, one that comes before the menu has rendered the
        pointer's highlight) does not set, and the click was lost.
      */}
      <Menu.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
        // The link chosen with the keyboard: through the router, as a click on it.
        navigate={({ value }) => void navigate(value)}
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
              <Menu.Item value={paths.personalSpace.getHref()} asChild>
                <RouterLink to={paths.personalSpace.getHref()}>Mon espace personnel</RouterLink>
              </Menu.Item>
              <Menu.Item value="logout" onClick={() => setLogoutOpen(true)}>
                Me déconnecter
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
}

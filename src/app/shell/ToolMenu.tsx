/**
 * The site's tools on phones and tablets, where the header hides their navigation: a button
 * 'Menu' opening the same entries, links of the app (the router's, no page load). The keyboard
 * opens it (Enter, Space, arrow down), moves through it with the arrows, follows an entry with
 * Enter and closes it with Escape; following an entry closes it and gives the focus back to the
 * button. A module of its own, loaded on those screens only (Header).
 */
import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useSite } from '@/lib/site/SiteContext';
import { SITE_TOOLS } from '@/app/tools';
import { MenuIcon } from '@/ui/icons/MenuIcon';

export default function ToolMenu() {
  const site = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Any navigation closes the menu (the header stays from one page to the next).
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    setOpen(false);
  }
  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-start', strategy: 'fixed' }}
      // An entry chosen with the keyboard: the menu's own way would send the link a click that
      // the router does not see, and the browser would load the page.
      navigate={({ value }) => void navigate(value)}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="0" aria-label="Menu">
          <MenuIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            {SITE_TOOLS[site.id].map((tool) => (
              <Menu.Item
                key={tool.path}
                value={tool.path}
                asChild
                _currentPage={{ color: 'colorPalette.fg', fontWeight: 'semibold' }}
              >
                <NavLink to={tool.path}>{tool.title}</NavLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

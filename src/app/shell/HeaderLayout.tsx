/**
 * The header's layout: logo and site name (link to home), the site's tools, and slots for the
 * tools' menu of narrower screens and for the user widget. The links are drawn by the caller's
 * link component: the app's (AppLink, through the router) in the app, plain links in the first
 * paint (StaticShell), so that both headers look the same.
 */
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ComponentType, ReactNode } from 'react';
import { SITE_TOOLS } from '@/app/tools';
import { SITE_TEXT, type SiteConfig } from '@/config/sites';
import type { AppLinkProps } from '@/ui/link/AppLink';
import { SiteLogo } from '@/ui/logo/SiteLogo';
import { PRINT_HIDE } from '@/ui/theme/print';

export interface HeaderLayoutProps {
  site: SiteConfig;
  /** The links' component (`nav`: a link of the tools' navigation). */
  link: ComponentType<AppLinkProps>;
  /**
   * The menu of the site's tools, where their navigation is hidden (below `lg`, phones and
   * tablets): the app's menu button, or the room it takes in the first paint.
   */
  toolMenu: ReactNode;
  userWidget: ReactNode;
}

export function HeaderLayout({ site, link: SiteLink, toolMenu, userWidget }: HeaderLayoutProps) {
  return (
    <Box
      as="header"
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
      {...PRINT_HIDE}
    >
      <Container maxW="6xl" px={{ base: '3', md: '6' }} py="2">
        {/* On wide screens, three columns whose sides share the rest: the tools stay centred
            whatever the user widget shows (nothing in the first paint, buttons or a name). */}
        <HStack
          justify="space-between"
          gap="4"
          wrap="wrap"
          display={{ base: 'flex', lg: 'grid' }}
          gridTemplateColumns={{ lg: '1fr auto 1fr' }}
        >
          {/* The menu before the logo; a long site name wraps rather than pushing it away. */}
          <HStack gap="2" justifySelf="start" minW="0">
            <Box display={{ base: 'block', lg: 'none' }} flexShrink="0">
              {toolMenu}
            </Box>
            <SiteLink to="/" _hover={{ textDecoration: 'none' }} color="fg" minW="0">
              <SiteLogo site={site.id} carbonBrand={site.carbonBrand} decorative />
              <Text as="span" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
                {SITE_TEXT[site.id].name}
              </Text>
            </SiteLink>
          </HStack>
          <HStack as="nav" aria-label="Outils" gap="4" display={{ base: 'none', lg: 'flex' }}>
            {SITE_TOOLS[site.id].map((tool) => (
              <SiteLink
                key={tool.path}
                to={tool.path}
                nav
                fontWeight="medium"
                color="fg"
                _currentPage={{ color: 'colorPalette.fg', textDecoration: 'underline' }}
              >
                {tool.title}
              </SiteLink>
            ))}
          </HStack>
          {/* Below `md`, the widget has a row of its own, whatever it shows (nothing in the first
              paint, buttons, a name and an e-mail): the header is as high before the app starts
              as after, and does not push the page down when the session is known. */}
          <Box
            justifySelf="end"
            display="flex"
            flexBasis={{ base: '100%', md: 'auto' }}
            justifyContent={{ base: 'flex-start', md: 'flex-end' }}
          >
            {userWidget}
          </Box>
        </HStack>
      </Container>
    </Box>
  );
}

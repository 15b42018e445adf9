/**
 * The header's layout: logo and site name (link to home), the site's tools, and a slot for the
 * user widget. The links are drawn by the caller: router links in the app, plain links in the
 * first paint (StaticShell), so that both headers look the same.
 */
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { SITE_TOOLS } from '@/app/site/siteTools';
import { SITE_TEXT, type SiteConfig } from '@/app/site/sites';
import { SiteLogo } from '@/ui/logo/SiteLogo';

export interface HeaderLayoutProps {
  site: SiteConfig;
  /** Wraps a link's content in a link to `to` (`nav`: a link of the tools' menu). */
  renderLink: (to: string, content: ReactNode, nav: boolean) => ReactNode;
  userWidget: ReactNode;
}

export function HeaderLayout({ site, renderLink, userWidget }: HeaderLayoutProps) {
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
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
          <Link asChild _hover={{ textDecoration: 'none' }} color="fg" justifySelf="start">
            {renderLink(
              '/',
              <>
                <SiteLogo site={site.id} carbonBrand={site.carbonBrand} decorative />
                <Text as="span" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
                  {SITE_TEXT[site.id].name}
                </Text>
              </>,
              false,
            )}
          </Link>
          <HStack as="nav" aria-label="Outils" gap="4" display={{ base: 'none', lg: 'flex' }}>
            {SITE_TOOLS[site.id].map((tool) => (
              <Link
                key={tool.path}
                asChild
                fontWeight="medium"
                color="fg"
                _currentPage={{ color: 'colorPalette.fg', textDecoration: 'underline' }}
              >
                {renderLink(tool.path, tool.title, true)}
              </Link>
            ))}
          </HStack>
          <Box justifySelf="end">{userWidget}</Box>
        </HStack>
      </Container>
    </Box>
  );
}

import { Box, Container, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useSite } from '@/app/site/SiteContext';
import { SITE_TOOLS } from '@/app/site/siteTools';
import { SITE_TEXT } from '@/app/site/sites';
import { SiteLogo } from '@/ui/logo/SiteLogo';
import { HeaderUserWidget } from './HeaderUserWidget';

/** The site's header: logo and name (link to home), the site's tools, the user widget. */
export function Header() {
  const site = useSite();
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" px={{ base: '3', md: '6' }} py="2">
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Link asChild _hover={{ textDecoration: 'none' }} color="fg">
            <RouterLink to="/">
              <SiteLogo site={site.id} carbonBrand={site.carbonBrand} decorative />
              <Text as="span" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
                {SITE_TEXT[site.id].name}
              </Text>
            </RouterLink>
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
                <NavLink to={tool.path}>{tool.title}</NavLink>
              </Link>
            ))}
          </HStack>
          <HeaderUserWidget />
        </HStack>
      </Container>
    </Box>
  );
}

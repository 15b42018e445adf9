import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useSite } from '@/lib/site/SiteContext';
import { paths } from '@/config/paths';
import { SITE_TEXT } from '@/config/sites';
import { AppLink } from '@/ui/link/AppLink';
import { PRINT_HIDE } from '@/ui/theme/print';

export function Footer() {
  const site = useSite();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg" py="6" {...PRINT_HIDE}>
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontSize="sm" color="fg.muted">
            © {SITE_TEXT[site.id].name}
          </Text>
          <AppLink to={paths.legalNotice.getHref()} fontSize="sm">
            Mentions légales et confidentialité
          </AppLink>
        </HStack>
      </Container>
    </Box>
  );
}

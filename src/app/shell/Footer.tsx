import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { useSite } from '@/app/site/SiteContext';
import { SITE_TEXT } from '@/app/site/sites';

export function Footer() {
  const site = useSite();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg" py="6">
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontSize="sm" color="fg.muted">
            © {SITE_TEXT[site.id].name}
          </Text>
          <Link asChild fontSize="sm">
            <RouterLink to="/mentions-legales">Mentions légales et confidentialité</RouterLink>
          </Link>
        </HStack>
      </Container>
    </Box>
  );
}

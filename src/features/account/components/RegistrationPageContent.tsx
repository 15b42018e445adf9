import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useSite } from '@/lib/site/SiteContext';
import type { SiteId } from '@/config/sites';
import { RegistrationForm } from './RegistrationForm';

interface RegistrationVariant {
  intro: string;
  /** The page's background (project-defined: the original's images are not given). */
  background: string;
}

/** Two variants of wording and background: the floor wording (also on the general site) and the carbon one. */
export const REGISTRATION_VARIANTS: Readonly<Record<'floor' | 'carbon', RegistrationVariant>> = {
  floor: {
    intro:
      'Créez votre compte pour enregistrer vos configurations de planchers et retrouver vos solutions dans votre espace personnel.',
    background: 'linear-gradient(135deg, #f4ece1 0%, #e3d3bd 100%)',
  },
  carbon: {
    intro:
      'Créez votre compte pour enregistrer vos simulations d’empreinte carbone et retrouver vos groupes de simulations dans votre espace personnel.',
    background: 'linear-gradient(135deg, #e8f3ec 0%, #c9e4d3 100%)',
  },
};

export function registrationVariantOf(site: SiteId): RegistrationVariant {
  return REGISTRATION_VARIANTS[site === 'carbon' ? 'carbon' : 'floor'];
}

/** The registration page /inscription (spec 000 §2). */
export function RegistrationPageContent() {
  const site = useSite();
  const variant = registrationVariantOf(site.id);
  return (
    <Box style={{ background: variant.background }} py={{ base: '4', md: '10' }}>
      <Container maxW="3xl" px={{ base: '3', md: '6' }}>
        <Box bg="bg" borderRadius="lg" boxShadow="md" p={{ base: '4', md: '8' }}>
          <Stack gap="6">
            <Stack gap="2">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                Inscription
              </Heading>
              <Text color="fg.muted">{variant.intro}</Text>
            </Stack>
            <RegistrationForm />
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

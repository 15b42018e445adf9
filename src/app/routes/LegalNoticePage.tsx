import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { PageLayout } from '@/app/shell/PageLayout';
import { useSite } from '@/lib/site/SiteContext';
import { SITE_TEXT } from '@/config/sites';

/** `/mentions-legales`: legal notice and privacy policy. */
export default function LegalNoticePage() {
  const site = useSite();
  return (
    <PageLayout title="Mentions légales et politique de confidentialité">
      <Stack gap="4" maxW="3xl">
        <Heading as="h2" size="lg">
          Éditeur du site
        </Heading>
        <Text>
          {SITE_TEXT[site.id].name} est un service en ligne destiné aux professionnels de la
          construction.
        </Text>
        <Heading as="h2" size="lg">
          Données personnelles
        </Heading>
        <Text>
          Les informations recueillies lors de votre inscription (identité, coordonnées
          professionnelles, activité) servent à gérer votre compte, à conserver l'historique de vos
          simulations et à vous adresser les documents que vous demandez. Elles ne sont jamais
          cédées à des tiers.
        </Text>
        <List.Root ps="5">
          <List.Item>
            Vous pouvez consulter et modifier vos informations depuis votre espace personnel.
          </List.Item>
          <List.Item>
            Vous pouvez demander la suppression de votre compte et de votre historique à tout
            moment.
          </List.Item>
          <List.Item>
            Les visiteurs sans compte sont identifiés par un appareil anonyme, effacé à la fermeture
            de la page.
          </List.Item>
        </List.Root>
        <Heading as="h2" size="lg">
          Stockage local
        </Heading>
        <Text>
          Votre session est conservée dans le navigateur le temps de votre visite. Elle n'est gardée
          après la fermeture de la page que si vous cochez « Se souvenir de moi ».
        </Text>
      </Stack>
    </PageLayout>
  );
}

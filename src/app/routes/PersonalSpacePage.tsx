import { Button, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { HashRoutes } from '@/app/routing/hashRoutes';
import { PageLayout } from '@/app/shell/PageLayout';
import { PageLoader } from '@/app/shell/PageLoader';
import { useSite } from '@/app/site/SiteContext';
import { LogoutDialog } from '@/features/session/components/LogoutDialog';
import {
  loginDialogOpened,
  selectSessionStatus,
  selectUser,
} from '@/features/session/sessionSlice';
import { ToolPendingNotice } from './ToolPendingNotice';

function BackToSpace() {
  return (
    <Link href="#/" alignSelf="flex-start">
      Retour à mon espace
    </Link>
  );
}

function SpaceHome() {
  const site = useSite();
  const user = useAppSelector(selectUser);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const general = site.id === 'general';
  const cards = general
    ? [
        { label: 'Voir mon historique', to: '/historique' },
        { label: 'Gérer mes infos personnelles', to: '/modification' },
      ]
    : [
        { label: 'Mes configurations', to: '/historique' },
        { label: 'Gérer mes infos personnelles', to: '/modification' },
      ];
  return (
    <Stack gap="6">
      <Text fontSize="lg">
        Bienvenue {user?.firstname} {user?.lastname}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {cards.map((card) => (
          <Card.Root key={card.to}>
            <Card.Body>
              <Heading as="h2" size="md">
                <Link href={`#${card.to}`}>{card.label}</Link>
              </Heading>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Button variant="outline" alignSelf="flex-start" onClick={() => setLogoutOpen(true)}>
        Me déconnecter
      </Button>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </Stack>
  );
}

/**
 * `/espace-personnel` with its hash routes '/', '/historique' and '/modification' (spec 000 §2).
 * Only a logged-in user sees the account screens.
 */
export default function PersonalSpacePage() {
  const site = useSite();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectSessionStatus);
  const title = site.id === 'general' ? 'Mon espace personnel' : 'Mon espace';

  if (status === 'starting') return <PageLoader />;
  if (!user) {
    return (
      <PageLayout title={title}>
        <Text>Connectez-vous pour accéder à votre espace personnel.</Text>
        <Button alignSelf="flex-start" onClick={() => dispatch(loginDialogOpened())}>
          Se connecter
        </Button>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={title}>
      <HashRoutes
        routes={[
          { path: '/', render: () => <SpaceHome /> },
          {
            path: '/historique',
            render: () => (
              <Stack gap="4">
                <BackToSpace />
                <Heading as="h2" size="xl">
                  {site.id === 'general'
                    ? 'Retrouvez tous les résultats de vos simulations'
                    : 'Mes configurations'}
                </Heading>
                <ToolPendingNotice />
              </Stack>
            ),
          },
          {
            path: '/modification',
            render: () => (
              <Stack gap="4">
                <BackToSpace />
                <Heading as="h2" size="xl">
                  Mes informations personnelles
                </Heading>
                <ToolPendingNotice />
              </Stack>
            ),
          },
        ]}
        fallback={<SpaceHome />}
      />
    </PageLayout>
  );
}

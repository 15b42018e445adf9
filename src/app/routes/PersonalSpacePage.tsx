/**
 * `/espace-personnel`: the account apps of the three sites (spec 000 §2, spec 001 §2.5), with
 * the hash routes '/', '/modification' and '/historique'.
 *
 * - Floor and carbon: a welcome with the user's names, the cards 'Mes configurations'
 *   (→ /historique) and 'Gérer mes infos personnelles' (→ /modification), 'Me déconnecter'.
 * - General site: 'Mon espace personnel' with 'Voir mon historique', 'Gérer mes infos
 *   personnelles' (the profile dialog 'Données personnelles') and 'Me déconnecter'; the user's
 *   token is verified at start, and a failed check sends the user home.
 * - A visitor who is not logged in is invited to log in.
 */
import { Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { HashRoutes, navigateHash, useHashLocation } from '@/lib/routing/hashRoutes';
import { PageLayout } from '@/app/shell/PageLayout';
import { PageLoader } from '@/ui/loader/PageLoader';
import { useSite } from '@/lib/site/SiteContext';
import { paths } from '@/config/paths';
import type { SiteId } from '@/config/sites';
import { AccountProfilePage, ProfileDialog } from '@/features/account';
import {
  CarbonHistory,
  FloorHistory,
  personalSpaceOpened,
  ThermalHistory,
} from '@/features/history';
import { loginDialogOpened, selectSessionStatus, selectUser } from '@/features/session';
import { LogoutDialog } from '@/features/session/components/LogoutDialog';
import { historyFeature } from '@/features/history/feature';
import { HISTORY_TITLE, SPACE_TITLE, SpaceHistoryFrame, SubScreen } from './SpaceHistoryFrame';

export { HISTORY_TITLE, SPACE_TITLE };

export const PROFILE_TITLE = 'Mes informations personnelles';

interface SpaceCardProps {
  title: string;
  description: string;
  action: ReactNode;
}

function SpaceCard({ title, description, action }: SpaceCardProps) {
  return (
    <Card.Root>
      <Card.Body gap="2">
        <Card.Title as="h2">{title}</Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Body>
      <Card.Footer>{action}</Card.Footer>
    </Card.Root>
  );
}

function SpaceHome({ onEditProfile }: { onEditProfile: () => void }) {
  const site = useSite();
  const user = useAppSelector(selectUser);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const general = site.id === 'general';
  return (
    <Stack gap="6">
      <Text fontSize="lg">
        Bienvenue {user?.firstname} {user?.lastname}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SpaceCard
          title={general ? 'Voir mon historique' : 'Mes configurations'}
          description={
            general
              ? 'Retrouvez les résultats de vos simulations enregistrées.'
              : site.id === 'floor'
                ? 'Retrouvez vos simulations et vos solutions de plancher.'
                : 'Retrouvez vos simulations d’empreinte carbone.'
          }
          action={
            <Button asChild size="sm">
              <RouterLink to={paths.personalSpace.history.getHref()}>
                {general ? 'Voir mon historique' : 'Mes configurations'}
              </RouterLink>
            </Button>
          }
        />
        <SpaceCard
          title="Gérer mes infos personnelles"
          description="Modifiez vos coordonnées, votre adresse e-mail ou votre mot de passe."
          action={
            general ? (
              <Button size="sm" onClick={onEditProfile}>
                Gérer mes infos personnelles
              </Button>
            ) : (
              <Button asChild size="sm">
                <RouterLink to={paths.personalSpace.profile.getHref()}>
                  Gérer mes infos personnelles
                </RouterLink>
              </Button>
            )
          }
        />
      </SimpleGrid>
      <Button variant="outline" alignSelf="flex-start" onClick={() => setLogoutOpen(true)}>
        Me déconnecter
      </Button>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </Stack>
  );
}

/**
 * Floor and carbon /modification. The profile loads after the initial 250 ms and shows 250 ms
 * later (spec 000 §2, §9): the account feature's profile saga owns both delays.
 */
function ProfileScreen() {
  return (
    <SubScreen title={PROFILE_TITLE}>
      <AccountProfilePage />
    </SubScreen>
  );
}

function HistoryScreen({ site }: { site: SiteId }) {
  return (
    <SubScreen title={HISTORY_TITLE[site]}>
      {site === 'floor' && <FloorHistory />}
      {site === 'carbon' && <CarbonHistory />}
      {site === 'general' && <ThermalHistory />}
    </SubScreen>
  );
}

function LoggedInSpace() {
  const site = useSite();
  const dispatch = useAppDispatch();
  const [profileOpen, setProfileOpen] = useState(false);
  useEffect(() => {
    dispatch(personalSpaceOpened());
  }, [dispatch]);
  const general = site.id === 'general';
  const hashLocation = useHashLocation();
  const onProfileRoute = general && hashLocation.pathname === paths.personalSpace.profile.route;
  const home = <SpaceHome onEditProfile={() => setProfileOpen(true)} />;
  return (
    <>
      <HashRoutes
        routes={[
          { path: paths.personalSpace.home.route, render: () => home },
          {
            path: paths.personalSpace.history.route,
            render: () => <HistoryScreen site={site.id} />,
          },
          {
            path: paths.personalSpace.profile.route,
            // The general site edits the profile in its dialog 'Données personnelles'.
            render: () => (general ? home : <ProfileScreen />),
          },
        ]}
        fallback={home}
      />
      {general && (
        <ProfileDialog
          open={profileOpen || onProfileRoute}
          onClose={() => {
            setProfileOpen(false);
            if (onProfileRoute) navigateHash(paths.personalSpace.home.route, { replace: true });
          }}
        />
      )}
    </>
  );
}

/** The store parts of this page, registered before it renders. */
export const features = [historyFeature];

/** Spec 000 §2: what the history screens show a visitor who is not logged in, as written. */
export const NOT_LOGGED_TEXT = 'nologged';

export default function PersonalSpacePage() {
  const site = useSite();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectSessionStatus);
  const hashLocation = useHashLocation();
  const title = SPACE_TITLE[site.id];

  // While the session is restored, the history screen as the page's first paint drew it.
  if (status === 'starting')
    return hashLocation.pathname === paths.personalSpace.history.route ? (
      <SpaceHistoryFrame site={site.id} />
    ) : (
      <PageLoader />
    );
  if (!user) {
    // The other account screens render nothing of their own; the history says 'nologged'. Around
    // them, what a visitor needs: why, and the way in (docs/deviations.md).
    return (
      <PageLayout title={title}>
        {hashLocation.pathname === paths.personalSpace.history.route && (
          <Text fontSize="sm" color="fg.muted" lang="en" data-testid="nologged">
            {NOT_LOGGED_TEXT}
          </Text>
        )}
        <Text>Connectez-vous pour accéder à votre espace personnel.</Text>
        <Button alignSelf="flex-start" onClick={() => dispatch(loginDialogOpened())}>
          Se connecter
        </Button>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={title}>
      <LoggedInSpace />
    </PageLayout>
  );
}

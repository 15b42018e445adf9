import {
  Box,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Fdes } from '@/api/environmentTypes';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { useApiUrl } from '@/lib/site/SiteContext';
import { formatDate } from '@/lib/dates';
import { formatPsiWithUnit } from '@/lib/psiFormat';
import { AppLink } from '@/ui/link/AppLink';
import { PendingMark } from '@/ui/offline/PendingMark';
import { RetryNowButton } from '@/ui/offline/RetryNowButton';
import {
  certificationsOf,
  environmentalResultUrl,
  ENVIRONMENT_PATH,
  HISTORY_PATH,
  HOME_PATH,
  imageOf,
  isEnvironmental,
  junctionOf,
  LIBRARY_PATH,
  LOADING_TEXT,
  NO_NAME,
  QUOTE_PAGE_URL,
  shownPsiValue,
} from '../resultModel';
import type { RupteurResultState, SaveNameRequest, SendRequest } from '../resultSlice';
import { CertificationsDialog } from './CertificationsDialog';
import { CriteriaPanel } from './CriteriaPanel';
import { HistoryNameHtml } from './HistoryNameHtml';
import { ImageZoom } from './ImageZoom';
import { PdfDialog } from './PdfDialog';
import { PsiSummary } from './PsiSummary';
import { SaveDialog } from './SaveDialog';
import { SendDialog } from './SendDialog';
import { motionAttributes } from '@/ui/theme/motion';

/** What the refine screen (Configurateur) receives from the result page. */
import { refineContextOf, type RefineContext } from '@/domain/refineConditions';
import { PrintFooter } from '@/ui/print/PrintFooter';
import { PRINT_HIDE } from '@/ui/theme/print';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';
export interface RefineRenderProps {
  historyId: number;
  /** The result's answers and rupteur, which the refine screen's conditional filters read. */
  context: RefineContext;
  /** The refine criteria are saved: the result comes back with the new rupteur and PSI value. */
  onDone: (history: ThermalHistory) => void;
  /** 'Retour': back to the result. */
  onBack: () => void;
}

export interface ResultHandlers {
  onRetry: () => void;
  /** 'Redéfinir mes critères' of the 'Trouver un rupteur' tab: back to the questionnaire. */
  onRedefineSearch: () => void;
  onRefineOpen: () => void;
  onRefineBack: () => void;
  onRefined: (history: ThermalHistory) => void;
  onSave: () => void;
  onSaveSubmit: (request: SaveNameRequest) => void;
  onSaveClose: () => void;
  onPdf: () => void;
  onPdfDownload: () => void;
  onPdfClose: () => void;
  onSend: () => void;
  onShare: () => void;
  onSendSubmit: (request: SendRequest) => void;
  onSendClose: () => void;
  onDelete: () => void;
}

export interface RupteurResultViewProps {
  state: RupteurResultState;
  /** The logged-in user's id; null for a visitor. */
  userId: number | null;
  /** Opened from the personal space's history (the query contains 'history'). */
  fromHistory: boolean;
  renderRefine?: (props: RefineRenderProps) => ReactNode;
  /**
   * The environmental-data tool's result body (spec 001 §2.2: the same result page). Given on the
   * environmental-data page, it is shown for every history; the keep-results card follows it for an
   * environmental history. It receives the history already loaded by the page and the FDES sheets
   * loaded with it (null when the history came with the navigation), so it need not load it again.
   */
  renderEnvironmental?: (history: ThermalHistory, fdes: Fdes[] | null) => ReactNode;
  handlers: ResultHandlers;
  /** The name saved offline and waiting for the network, shown 'en attente'. */
  pendingName?: string | null;
}

function BackLink({ fromHistory }: { fromHistory: boolean }) {
  return (
    <AppLink
      to={fromHistory ? HISTORY_PATH : HOME_PATH}
      alignSelf="start"
      fontWeight="medium"
      {...PRINT_HIDE}
    >
      {fromHistory ? '← Retour à mon historique' : "← Retour à l'accueil"}
    </AppLink>
  );
}

function OwnerBar({ history, onDelete }: { history: ThermalHistory; onDelete: () => void }) {
  return (
    <HStack
      as="section"
      aria-label="Simulation sauvegardée"
      justify="space-between"
      wrap="wrap"
      gap="3"
      bg="bg.muted"
      borderRadius="md"
      px="4"
      py="3"
    >
      <Stack gap="0">
        <Text fontWeight="semibold">
          <HistoryNameHtml name={history.name ?? ''} />
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Sauvegardée le {formatDate(history.createdAt ?? history.created_at)}
        </Text>
      </Stack>
      <Button variant="plain" color="fg.error" textDecoration="underline" onClick={onDelete}>
        Supprimer
      </Button>
    </HStack>
  );
}

/** A name saved offline, waiting for the network ('en attente'). */
function PendingSaveBar({ name }: { name: string }) {
  return (
    <HStack
      as="section"
      aria-label="Sauvegarde en attente"
      gap="3"
      wrap="wrap"
      bg="bg.muted"
      borderRadius="md"
      px="4"
      py="3"
    >
      <Text fontWeight="semibold">
        <HistoryNameHtml name={name} />
      </Text>
      <PendingMark />
      <RetryNowButton />
    </HStack>
  );
}

function LinkCard({
  title,
  text,
  href,
  label,
}: {
  title: string;
  text: string;
  href: string;
  label: string;
}) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Text fontSize="sm">{text}</Text>
      </Card.Body>
      <Card.Footer>
        <AppLink to={href} fontWeight="medium">
          {label}
        </AppLink>
      </Card.Footer>
    </Card.Root>
  );
}

function KeepResultsCard({ loggedIn, handlers }: { loggedIn: boolean; handlers: ResultHandlers }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading as="h3" size="sm">
          Conserver mes résultats
        </Heading>
        <Stack gap="2">
          <Button size="sm" onClick={handlers.onSave}>
            Sauvegarder ce résultat
          </Button>
          <Button size="sm" variant="outline" onClick={handlers.onPdf}>
            Télécharger le pdf
          </Button>
          <Button size="sm" variant="outline" onClick={handlers.onSend}>
            Envoyer par email
          </Button>
          {!loggedIn && (
            <Button size="sm" variant="plain" textDecoration="underline" onClick={handlers.onShare}>
              Partager par email sans compte
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ThermalResult({
  history,
  loggedIn,
  handlers,
}: {
  history: ThermalHistory;
  loggedIn: boolean;
  handlers: ResultHandlers;
}) {
  const psi = shownPsiValue(history);
  const junction = junctionOf(history);
  const name = history.rupteur?.name?.trim() || NO_NAME;
  const apiUrl = useApiUrl();
  const image = imageOf(history);
  const largeImage = apiUrl(image?.large);
  const thumbImage = apiUrl(image?.thumb) ?? largeImage;
  const productUrl = apiUrl(history.rupteur?.urlProduct);
  const referenceUrl = apiUrl(psi?.urlRefSite);
  const refined = (history.refineValues ?? []).length > 0;
  const reminder = history.filterValues.map((entry) => entry.value).join(' · ');
  return (
    <Stack gap="6">
      {psi && (
        <Stack as="header" gap="1" borderBottomWidth="1px" pb="4">
          <Heading as="h2" size="xl">
            Résultat
          </Heading>
          <Text>
            PSI moyen : <strong>{formatPsiWithUnit(psi.psiMoyen)}</strong> · about{' '}
            {formatPsiWithUnit(psi.psiAbout)} · rive {formatPsiWithUnit(psi.psiRive)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Rappel de la solution : {name}
            {reminder ? ` — ${reminder}` : ''}
          </Text>
        </Stack>
      )}
      <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="6" alignItems="start">
        <Box>
          {largeImage && thumbImage ? (
            <ImageZoom thumb={thumbImage} large={largeImage} alt={name} />
          ) : (
            <Text color="fg.muted">Pas d'image pour ce produit.</Text>
          )}
        </Box>
        <Stack gap="4">
          <Heading as="h2" size="2xl" data-testid="product-name">
            {name}
          </Heading>
          <PsiSummary psi={psi} junction={junction} refined={refined} />
          <HStack gap="3" wrap="wrap" {...PRINT_HIDE}>
            {productUrl && (
              <Link href={productUrl} target="_blank" rel="noopener noreferrer">
                Fiche produit
              </Link>
            )}
            {referenceUrl && (
              <Link href={referenceUrl} target="_blank" rel="noopener noreferrer">
                Référence chantier
              </Link>
            )}
            <CertificationsDialog certifications={certificationsOf(history)} />
            <Link
              href={QUOTE_PAGE_URL}
              target="_blank"
              rel="noopener noreferrer"
              fontWeight="semibold"
            >
              Demander un devis
            </Link>
          </HStack>
          {psi && (
            <Button alignSelf="start" onClick={handlers.onRefineOpen}>
              Évaluer les valeurs de PSI
            </Button>
          )}
        </Stack>
      </Grid>
      <CriteriaPanel
        answers={history.filterValues}
        refineValues={history.refineValues ?? []}
        hasPsi={Boolean(psi)}
        onRedefineSearch={handlers.onRedefineSearch}
        onRedefineRefine={handlers.onRefineOpen}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" {...PRINT_HIDE}>
        <LinkCard
          title="Bibliothèque de PSI"
          text="Comparez les valeurs de PSI de toutes nos solutions."
          href={LIBRARY_PATH}
          label="Consulter la bibliothèque"
        />
        <LinkCard
          title="Données environnementales"
          text="Consultez les fiches FDES de nos poutrelles, prédalles et prémurs."
          href={ENVIRONMENT_PATH}
          label="Voir les données environnementales"
        />
        <KeepResultsCard loggedIn={loggedIn} handlers={handlers} />
      </SimpleGrid>
    </Stack>
  );
}

/** The result page of the thermal-break finder, in each of its states. */
export function RupteurResultView({
  state,
  userId,
  fromHistory,
  renderRefine,
  renderEnvironmental,
  handlers,
  pendingName = null,
}: RupteurResultViewProps) {
  const { history } = state;
  const owner =
    history !== null && userId !== null && history.customer?.id === userId && Boolean(history.name);

  let content: ReactNode;
  if (state.status === 'error') {
    content = (
      <Stack role="alert" gap="3" align="start">
        <Text>{state.error ?? "Ce résultat n'a pas pu être chargé."}</Text>
        <RetryWhenBackOnline onRetry={handlers.onRetry} />
        <Button variant="outline" onClick={handlers.onRetry}>
          Réessayer
        </Button>
      </Stack>
    );
  } else if (state.status !== 'loaded' || !history) {
    content = (
      <HStack role="status" gap="3" py="10" justify="center">
        <Spinner size="md" />
        <Text>{LOADING_TEXT}</Text>
      </HStack>
    );
  } else if (renderEnvironmental) {
    content = (
      <Stack gap="8">
        {renderEnvironmental(history, state.fdes)}
        {isEnvironmental(history) && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" {...PRINT_HIDE}>
            <LinkCard
              title="Bibliothèque de PSI"
              text="Comparez les valeurs de PSI de toutes nos solutions."
              href={LIBRARY_PATH}
              label="Consulter la bibliothèque"
            />
            <KeepResultsCard loggedIn={userId !== null} handlers={handlers} />
          </SimpleGrid>
        )}
      </Stack>
    );
  } else if (isEnvironmental(history)) {
    content = (
      <Stack gap="2">
        <Text>Ce résultat concerne les données environnementales.</Text>
        <AppLink to={environmentalResultUrl(history)}>Voir le résultat environnemental</AppLink>
      </Stack>
    );
  } else if (state.mode === 'refine') {
    // The refine screen has its own 'Retour' back to the result.
    content = renderRefine ? (
      renderRefine({
        historyId: history.id,
        context: refineContextOf(history),
        onDone: handlers.onRefined,
        onBack: handlers.onRefineBack,
      })
    ) : (
      <Stack gap="4">
        <Text color="fg.muted">Le Configurateur n'est pas disponible pour le moment.</Text>
        <Button variant="outline" alignSelf="start" onClick={handlers.onRefineBack}>
          Retour au résultat
        </Button>
      </Stack>
    );
  } else {
    content = <ThermalResult history={history} loggedIn={userId !== null} handlers={handlers} />;
  }

  return (
    <Stack gap="5">
      {pendingName ? (
        <PendingSaveBar name={pendingName} />
      ) : (
        owner && history && <OwnerBar history={history} onDelete={handlers.onDelete} />
      )}
      <BackLink fromHistory={fromHistory} />
      <Box key={`${state.status}-${state.mode}`} {...motionAttributes('fade')}>
        {content}
      </Box>
      {state.status === 'loaded' && history && <PrintFooter />}
      <SaveDialog
        open={state.save.open}
        submitting={state.save.submitting}
        initialName={history?.name ?? ''}
        onSubmit={(name) => handlers.onSaveSubmit({ name })}
        onClose={handlers.onSaveClose}
      />
      <PdfDialog
        open={state.pdf.open}
        loading={state.pdf.loading}
        failed={state.pdf.failed}
        onDownload={handlers.onPdfDownload}
        onClose={handlers.onPdfClose}
      />
      <SendDialog
        open={state.send.open}
        submitting={state.send.submitting}
        variant={state.send.variant}
        onSubmit={handlers.onSendSubmit}
        onClose={handlers.onSendClose}
      />
    </Stack>
  );
}

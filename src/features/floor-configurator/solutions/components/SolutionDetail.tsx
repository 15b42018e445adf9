import {
  Box,
  Button,
  DataList,
  Heading,
  HStack,
  IconButton,
  Image,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo, useRef } from 'react';
import type { CarbonFootprintDatas, SolutionDetailDatas } from '@/api/floorTypes';
import { useApiUrl } from '@/lib/site/SiteContext';
import type { FloorSolutionsState, LoadStatus } from '../solutionsSlice';
import { CarbonEstimate } from './CarbonEstimate';
import { CrossSection } from './CrossSection';
import { DocumentsTable } from './DocumentsTable';
import { BackIcon, DownloadIcon, MailIcon, SaveIcon } from './icons';
import { PrintFooter } from '@/ui/print/PrintFooter';
import { PRINT_HIDE } from '@/ui/theme/print';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';

export const KEEP_TITLE = 'Conserver votre recherche pour plus tard';

export interface SolutionDetailProps {
  status: LoadStatus;
  error: string | null;
  datas: SolutionDetailDatas | null;
  carbon: { concrete: string | null; status: LoadStatus; datas: CarbonFootprintDatas | null };
  busy: FloorSolutionsState['busy'];
  onPreviousPage: () => void;
  onBackToConfiguration: () => void;
  onRetry: () => void;
  onSave: () => void;
  onDownloadRecap: () => void;
  onShare: () => void;
  onDownloadAll: () => void;
  onConcreteChange: (concrete: string) => void;
  onDownloadCarbonRecap: () => void;
  onOpenCarbonSimulator: () => void;
  /** Opens the agency contact form. */
  onContact: () => void;
}

function Section({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: React.ReactNode;
}) {
  return (
    <Box as="section" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <Heading as="h3" size="md" mb="3" id={id ? `${id}-title` : undefined} tabIndex={-1}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The detail of a solution (spec 002 §2.3): top bar, description, data, scheme, carbon, documents. */
export function SolutionDetail({
  status,
  error,
  datas,
  carbon,
  busy,
  onPreviousPage,
  onBackToConfiguration,
  onRetry,
  onSave,
  onDownloadRecap,
  onShare,
  onDownloadAll,
  onConcreteChange,
  onDownloadCarbonRecap,
  onOpenCarbonSimulator,
  onContact,
}: SolutionDetailProps) {
  const documentsRef = useRef<HTMLDivElement>(null);
  const apiUrl = useApiUrl();
  const description = useMemo(
    () => (datas ? DOMPurify.sanitize(datas.solution.description.content) : ''),
    [datas],
  );

  const topBar = (
    <HStack
      justify="space-between"
      wrap="wrap"
      gap="3"
      as="nav"
      aria-label="Navigation de la solution"
      {...PRINT_HIDE}
    >
      <HStack gap="2" wrap="wrap">
        <Button variant="ghost" onClick={onPreviousPage}>
          <BackIcon />
          Page précédente
        </Button>
        <Button variant="outline" onClick={onBackToConfiguration}>
          Revenir à la configuration
        </Button>
      </HStack>
      {datas && (
        <HStack gap="1">
          <IconButton
            variant="ghost"
            aria-label="Sauvegarder la solution"
            title="Sauvegarder la solution"
            onClick={onSave}
            loading={busy.save}
          >
            <SaveIcon />
          </IconButton>
          <IconButton
            variant="ghost"
            aria-label="Télécharger le récapitulatif PDF"
            title="Télécharger le récapitulatif PDF"
            onClick={onDownloadRecap}
            loading={busy.recap}
          >
            <DownloadIcon />
          </IconButton>
          <IconButton
            variant="ghost"
            aria-label="Envoyer par e-mail"
            title="Envoyer par e-mail"
            onClick={onShare}
          >
            <MailIcon />
          </IconButton>
        </HStack>
      )}
    </HStack>
  );

  if (status !== 'loaded' || !datas) {
    return (
      <Stack gap="6">
        {topBar}
        {status === 'error' ? (
          <Stack gap="3" role="alert">
            <Text>{error}</Text>
            <RetryWhenBackOnline onRetry={onRetry} />
            <Button alignSelf="start" onClick={onRetry}>
              Réessayer
            </Button>
          </Stack>
        ) : (
          <HStack>
            <Spinner size="sm" />
            <Text>Chargement de la solution…</Text>
          </HStack>
        )}
      </Stack>
    );
  }

  const { solution } = datas;
  const packshot = apiUrl(solution.packshot.url);
  const scrollToDocuments = () => {
    const target = documentsRef.current;
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="8">
      {topBar}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <Stack gap="4">
          <Heading as="h2" size="xl">
            {solution.libelle}
          </Heading>
          <Text fontWeight="semibold">{solution.thicknessWithUnit}</Text>
          <Box
            className="solution-description"
            css={{ '& p': { marginBottom: '2' }, '& ul': { paddingLeft: '5' } }}
            dangerouslySetInnerHTML={{ __html: description }}
          />
          <Button alignSelf="start" variant="subtle" onClick={scrollToDocuments}>
            Voir les documents techniques
          </Button>
        </Stack>
        {packshot && (
          <Image
            src={packshot}
            alt={solution.packshot.libelle || solution.libelle}
            borderRadius="md"
            maxH="320px"
            objectFit="contain"
          />
        )}
      </SimpleGrid>

      <Section title="Caractéristiques techniques" id="caracteristiques">
        <DataList.Root orientation="horizontal" size="md">
          {datas.technicalData.map((item) => (
            <DataList.Item key={item.label}>
              <DataList.ItemLabel minW={{ base: '40%', md: '16rem' }}>
                {item.label}
              </DataList.ItemLabel>
              <DataList.ItemValue>{item.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Section>

      {datas.displayScheme && solution.layers.length > 0 && (
        <Section title="Coupe du plancher" id="coupe">
          <CrossSection layers={solution.layers} />
        </Section>
      )}

      <Section title="Estimation de l'empreinte carbone" id="carbone">
        <CarbonEstimate
          footprints={datas.carbonFootprints}
          steelMasses={datas.steelMasses}
          concrete={carbon.concrete}
          status={carbon.status}
          datas={carbon.datas}
          canDownloadRecap={Boolean(datas.downloadCarbonRecap)}
          downloadingRecap={busy.carbonRecap}
          openingSimulator={busy.carbonLink}
          onConcreteChange={onConcreteChange}
          onDownloadRecap={onDownloadCarbonRecap}
          onOpenSimulator={onOpenCarbonSimulator}
        />
      </Section>

      <Box ref={documentsRef}>
        <Section title="Documents techniques" id="documents">
          <DocumentsTable
            links={datas.links}
            wordPressUrl={solution.wordPressUrl}
            downloadingAll={busy.files}
            onDownloadAll={onDownloadAll}
          />
        </Section>
      </Box>

      <Box
        as="section"
        aria-labelledby="conserver-title"
        borderTopWidth="1px"
        pt="6"
        {...PRINT_HIDE}
      >
        <Heading as="h3" size="md" mb="3" id="conserver-title">
          {KEEP_TITLE}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Button onClick={onSave} loading={busy.save} loadingText="Sauvegarde">
            <SaveIcon />
            Sauvegarder
          </Button>
          <Button
            variant="outline"
            onClick={onDownloadRecap}
            loading={busy.recap}
            loadingText="Téléchargement"
          >
            <DownloadIcon />
            Télécharger le PDF
          </Button>
          <Button variant="outline" onClick={onShare}>
            <MailIcon />
            Envoyer par e-mail
          </Button>
        </HStack>
      </Box>

      <Box
        as="section"
        aria-labelledby="conseil-title"
        bg="bg.muted"
        borderRadius="md"
        p="5"
        {...PRINT_HIDE}
      >
        <Heading as="h3" size="md" mb="2" id="conseil-title">
          Besoin d'un conseil ?
        </Heading>
        <Text mb="3">Le bureau d'études étudie votre projet avec vous.</Text>
        <Button variant="outline" onClick={onContact}>
          Contacter le bureau d'études
        </Button>
      </Box>
      <PrintFooter />
    </Stack>
  );
}

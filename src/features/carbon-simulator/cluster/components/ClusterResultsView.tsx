import {
  Alert,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_TEXT } from '@/config/sites';
import { useSite } from '@/lib/site/SiteContext';
import { ExportButtons } from '@/ui/export/ExportButtons';
import { AppLink } from '@/ui/link/AppLink';
import { clusterExportBaseName, clusterExportTable } from '../clusterExport';
import { addSimulationPath, CARBON_SIMULATOR_PATH, HISTORY_PATH } from '../clusterFormat';
import type { CarbonClusterState } from '../clusterSlice';
import type { BuildingType, Re2020Period } from '../re2020';
import { ClusterChart } from './ClusterChart';
import { Re2020Gauge } from './Re2020Gauge';
import { SimulationCard } from './SimulationCard';
import { PrintFooter } from '@/ui/print/PrintFooter';
import { PRINT_HIDE } from '@/ui/theme/print';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';

export const RESULTS_TITLE = "Simulations d'empreinte carbone";
export const EMPTY_TEXT = 'Ce projet ne contient aucune simulation.';
export const LOADING_TEXT = 'Chargement des simulations…';
export const CLUSTER_FULL = 'Ce projet regroupe déjà 10 simulations : démarrez un nouveau projet.';
export const MAX_SIMULATIONS = 10;

export interface ClusterResultsHandlers {
  onRetry: () => void;
  /** 'Recommencer la configuration' and 'Démarrer un nouveau projet': back to a fresh step 1. */
  onRestart: () => void;
  onPdf: () => void;
  onSave: () => void;
  onDelete: (simulationId: number) => void;
  onBuildingTypeChange: (type: BuildingType) => void;
  onPeriodChange: (period: Re2020Period) => void;
}

export interface ClusterResultsViewProps extends ClusterResultsHandlers {
  state: CarbonClusterState;
}

/** A left click without a modifier key: the others open the link elsewhere. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The cluster results (spec 002 §2.6): every state, without the store. */
export function ClusterResultsView({ state, ...handlers }: ClusterResultsViewProps) {
  const { datas } = state;
  return (
    <Stack gap="6" as="section" aria-labelledby="cluster-results-title">
      <Stack gap="2">
        {state.fromHistory && (
          <AppLink to={HISTORY_PATH} fontSize="sm" alignSelf="start" {...PRINT_HIDE}>
            ← Retour à la liste des simulations
          </AppLink>
        )}
        <Heading as="h2" size="xl" id="cluster-results-title">
          {RESULTS_TITLE}
        </Heading>
        {datas && (
          <Text color="fg.muted">
            {datas.name}
            {datas.zipCode ? ` – ${datas.zipCode}` : ''}
          </Text>
        )}
      </Stack>
      <ClusterBody state={state} {...handlers} />
    </Stack>
  );
}

function ClusterBody({ state, ...handlers }: ClusterResultsViewProps) {
  const { datas, status } = state;
  const siteName = SITE_TEXT[useSite().id].name;
  if (!datas && (status === 'loading' || status === 'idle'))
    return (
      <HStack gap="3" role="status">
        <Spinner size="sm" />
        <Text>{LOADING_TEXT}</Text>
      </HStack>
    );
  if (!datas)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Stack gap="3">
          <Alert.Title>{state.error}</Alert.Title>
          <HStack gap="3" wrap="wrap">
            <RetryWhenBackOnline onRetry={handlers.onRetry} />
            <Button size="sm" onClick={handlers.onRetry}>
              Réessayer
            </Button>
            <Button size="sm" variant="outline" onClick={handlers.onRestart}>
              Recommencer la configuration
            </Button>
          </HStack>
        </Stack>
      </Alert.Root>
    );
  if (datas.simulations.length === 0)
    return (
      <Stack gap="3" align="start">
        <Text>{EMPTY_TEXT}</Text>
        <Button onClick={handlers.onRestart}>Recommencer la configuration</Button>
      </Stack>
    );

  const full = datas.simulations.length >= MAX_SIMULATIONS;
  const busy = state.deletingId !== null;
  return (
    <Stack gap="8">
      <Stack gap="3">
        <Flex gap="3" wrap="wrap">
          {!datas.saved && (
            <Button
              onClick={handlers.onSave}
              loading={state.saving}
              loadingText="Sauvegarde en cours…"
            >
              Sauvegarder ma simulation
            </Button>
          )}
          <Button
            variant="outline"
            onClick={handlers.onPdf}
            loading={state.downloading}
            loadingText="Export en cours…"
          >
            Exporter toutes les simulations en PDF
          </Button>
          <ExportButtons
            source={() => {
              const now = new Date();
              return {
                table: clusterExportTable({
                  title: RESULTS_TITLE,
                  siteName,
                  datas,
                  gauge: state.gauge,
                  now,
                }),
                baseName: clusterExportBaseName(datas, now),
              };
            }}
          />
          {full ? (
            <Button variant="outline" disabled aria-describedby="cluster-full">
              Ajouter une nouvelle simulation
            </Button>
          ) : (
            <Button asChild variant="outline">
              <RouterLink to={addSimulationPath(datas.cluster)}>
                Ajouter une nouvelle simulation
              </RouterLink>
            </Button>
          )}
          <Button asChild variant="ghost">
            <RouterLink
              to={CARBON_SIMULATOR_PATH}
              onClick={(event) => {
                // onRestart navigates: the link only keeps its address (new tab, copy).
                if (isPlainClick(event)) {
                  event.preventDefault();
                  handlers.onRestart();
                }
              }}
            >
              Démarrer un nouveau projet
            </RouterLink>
          </Button>
        </Flex>
        {full && (
          <Text id="cluster-full" fontSize="sm" color="fg.muted">
            {CLUSTER_FULL}
          </Text>
        )}
        {status === 'loading' && (
          <HStack gap="2" role="status" fontSize="sm">
            <Spinner size="xs" />
            <Text>{LOADING_TEXT}</Text>
          </HStack>
        )}
        {status === 'error' && state.error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{state.error}</Alert.Title>
            <RetryWhenBackOnline onRetry={handlers.onRetry} />
            <Button size="xs" ms="auto" onClick={handlers.onRetry}>
              Réessayer
            </Button>
          </Alert.Root>
        )}
      </Stack>

      <SimpleGrid columns={1} gap="5">
        {datas.simulations.map((simulation) => (
          <SimulationCard
            key={simulation.id}
            simulation={simulation}
            busy={busy}
            deleting={state.deletingId === simulation.id}
            onDelete={() => handlers.onDelete(simulation.id)}
          />
        ))}
      </SimpleGrid>

      <SimpleGrid columns={1} gap="8">
        <ClusterChart simulations={datas.simulations} />
        <Re2020Gauge
          simulations={datas.simulations}
          buildingType={state.gauge.buildingType}
          period={state.gauge.period}
          onBuildingTypeChange={handlers.onBuildingTypeChange}
          onPeriodChange={handlers.onPeriodChange}
        />
      </SimpleGrid>

      {datas.agency && (
        <Box
          as="aside"
          aria-label="Votre bureau d'études"
          borderWidth="1px"
          borderRadius="md"
          p="4"
        >
          <Text fontWeight="semibold">Votre bureau d'études : {datas.agency.libelle}</Text>
          <Text fontSize="sm">
            {datas.agency.phone}
            {datas.agency.emails[0] && (
              <>
                {' – '}
                <Link href={`mailto:${datas.agency.emails[0]}`}>{datas.agency.emails[0]}</Link>
              </>
            )}
          </Text>
        </Box>
      )}
      <PrintFooter />
    </Stack>
  );
}

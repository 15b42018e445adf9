import { Box, Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Fdes } from '@/api/environmentTypes';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { refineContextOf } from '@/domain/refineConditions';
import { AppLink } from '@/ui/link/AppLink';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';
import { PrintFooter } from '@/ui/print/PrintFooter';
import { motionAttributes } from '@/ui/theme/motion';
import { PRINT_HIDE } from '@/ui/theme/print';
import { environmentalResultUrl, isEnvironmental, LOADING_TEXT } from '../resultModel';
import type { RupteurResultState } from '../resultSlice';
import { BackLink, OwnerBar, PendingSaveBar } from './ResultBars';
import { KeepResultsCard, LibraryCard } from './ResultCards';
import { ResultDialogs } from './ResultDialogs';
import type { RefineRenderProps, ResultHandlers } from './resultViewTypes';
import { ThermalResult } from './ThermalResult';

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
            <LibraryCard />
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
      <ResultDialogs state={state} history={history} handlers={handlers} />
    </Stack>
  );
}

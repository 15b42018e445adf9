/**
 * The library's screen (spec 001 §2.3, issue item 8): the filter panel, the chips, the count, the
 * states (start, no result, large result), one tab per rupteur, the PDF report and the CSV export.
 */
import { Alert, Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useLatest } from '@/lib/hooks/useLatest';
import type { FilterChoices, MergedFilterValue } from '@/api/catalogueTypes';
import { AppLink } from '@/ui/link/AppLink';
import {
  choicesOfDatas,
  countLabel,
  FINDER_LINK_LABEL,
  FINDER_PATH,
  LARGE_RESULT_MESSAGE,
  NO_RESULT_HINT,
  NO_RESULT_MESSAGE,
  NO_RESULT_TITLE,
  resultsStateOf,
  toggleChoice,
} from '../libraryModel';
import type { LibraryState } from '../librarySlice';
import { LibraryChips } from './LibraryChips';
import { LibraryFilterPanel } from './LibraryFilterPanel';
import { START_MESSAGE } from '@/ui/libraryFrame/libraryFrame';
import { LibraryLoading, LoadingRow } from '@/ui/libraryFrame/LibraryLoading';
import { LibraryStyles } from './LibraryStyles';
import { LibraryTabs } from './LibraryTabs';
import { useIsMobile } from '@/lib/hooks/useIsMobile';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';

export const REPORT_LABEL = 'Télécharger le pdf';
export const CSV_LABEL = 'Exporter en CSV';

export interface PsiLibraryViewProps {
  state: LibraryState;
  onChoicesChange: (choices: FilterChoices) => void;
  onTabToggle: (rupteurId: number) => void;
  onRetry: () => void;
  onReport: () => void;
  onExportCsv: () => void;
  /** Whether the page opened at the library's start rather than at results ('#/results/…'). */
  atStart?: boolean;
  /** Sets the layout (stories, tests); otherwise the window's width decides. */
  layout?: 'mobile' | 'desktop';
}

/** Searches shorter than this show no spinner: the results simply replace the previous ones. */
export const SPINNER_DELAY_MS = 200;

/** The search's loading state, shown only once a search lasts longer than SPINNER_DELAY_MS. */
function SearchLoading() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <LoadingRow label="Recherche en cours" /> : null;
}

interface ResultsHeaderProps {
  count: number;
  rupteurCount: number;
  searched: boolean;
  large: boolean;
  canExport: boolean;
  reportLoading: boolean;
  onReport: () => void;
  onExportCsv: () => void;
}

/** The suggestion above 100 results: it renders once, not with each new count. */
const LargeResultAlert = memo(function LargeResultAlert() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {LARGE_RESULT_MESSAGE}{' '}
          <AppLink to={FINDER_PATH} fontWeight="semibold" textDecoration="underline">
            {FINDER_LINK_LABEL}
          </AppLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
});

type ResultsActionsProps = Pick<
  ResultsHeaderProps,
  'canExport' | 'reportLoading' | 'onReport' | 'onExportCsv'
>;

/** The CSV and report buttons: they render again only when their state changes, not per count. */
const ResultsActions = memo(function ResultsActions({
  canExport,
  reportLoading,
  onReport,
  onExportCsv,
}: ResultsActionsProps) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="outline" onClick={onExportCsv} disabled={!canExport}>
        {CSV_LABEL}
      </Button>
      <Button size="sm" onClick={onReport} loading={reportLoading}>
        {REPORT_LABEL}
      </Button>
    </HStack>
  );
});

/** The count, the report and CSV buttons, and the suggestion above 100 results. */
const ResultsHeader = memo(function ResultsHeader({
  count,
  rupteurCount,
  searched,
  large,
  canExport,
  reportLoading,
  onReport,
  onExportCsv,
}: ResultsHeaderProps) {
  return (
    <>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text role="status" fontWeight="semibold" data-testid="library-count">
          {countLabel(count)}
          {searched && ` pour ${rupteurCount} rupteur${rupteurCount > 1 ? 's' : ''}`}
        </Text>
        {searched && (
          <ResultsActions
            canExport={canExport}
            reportLoading={reportLoading}
            onReport={onReport}
            onExportCsv={onExportCsv}
          />
        )}
      </HStack>
      {large && <LargeResultAlert />}
    </>
  );
});

/** The same element on every render: React does not render it again. */
const RESULTS_HEADING = (
  <Heading as="h2" size="lg">
    Résultats
  </Heading>
);

export function PsiLibraryView({
  state,
  onChoicesChange,
  onTabToggle,
  onRetry,
  onReport,
  onExportCsv,
  atStart = true,
  layout,
}: PsiLibraryViewProps) {
  const mobile = useIsMobile(layout);
  const { datas, choices, status } = state;
  // The chips' remove button reads the choices when clicked: the chips need not render again when
  // the choices change.
  const choicesRef = useLatest(choices);
  const removeChip = useCallback(
    (value: MergedFilterValue) =>
      onChoicesChange(toggleChoice(choicesRef.current, value.filter_id, value.id, false)),
    [choicesRef, onChoicesChange],
  );
  // The rows' reminders follow the response they show, not the choices of a search in progress.
  const shownChoices = useMemo(() => (datas ? choicesOfDatas(datas) : {}), [datas]);
  const resetChoices = useCallback(() => onChoicesChange({}), [onChoicesChange]);

  if (!datas) {
    if (status === 'error')
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>La bibliothèque n'a pas pu être chargée.</Alert.Title>
            <Alert.Description>{state.error}</Alert.Description>
          </Alert.Content>
          <RetryWhenBackOnline onRetry={onRetry} />
          <Button size="sm" onClick={onRetry}>
            Réessayer
          </Button>
        </Alert.Root>
      );
    return <LibraryLoading atStart={atStart} />;
  }

  const resultsState = resultsStateOf(datas.nbResults);
  const count = typeof datas.nbResults === 'number' ? datas.nbResults : 0;
  const canExport = state.searched && datas.rupteurs.length > 0;

  return (
    <div className="library-layout" data-layout={mobile ? 'mobile' : 'desktop'}>
      <LibraryStyles />
      <LibraryFilterPanel
        filters={datas.filters}
        choices={choices}
        mobile={mobile}
        onChange={onChoicesChange}
      />
      <div className="library-results" aria-busy={status === 'loading'}>
        {RESULTS_HEADING}
        <LibraryChips values={datas.mergedFilters} onRemove={removeChip} onReset={resetChoices} />
        {status === 'error' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>La recherche n'a pas abouti.</Alert.Title>
              <Alert.Description>{state.error}</Alert.Description>
            </Alert.Content>
            <RetryWhenBackOnline onRetry={onRetry} />
            <Button size="sm" onClick={onRetry}>
              Réessayer
            </Button>
          </Alert.Root>
        )}
        {resultsState === 'start' ? (
          <Text role="status">{START_MESSAGE}</Text>
        ) : resultsState === 'empty' ? (
          <Box role="status" borderWidth="1px" rounded="md" p="4">
            <Heading as="h3" size="md">
              {NO_RESULT_TITLE}
            </Heading>
            <Text>{NO_RESULT_MESSAGE}</Text>
            <Text color="fg.muted">{NO_RESULT_HINT}</Text>
          </Box>
        ) : (
          <>
            <ResultsHeader
              count={count}
              rupteurCount={datas.rupteurs.length}
              searched={state.searched}
              large={resultsState === 'large'}
              canExport={canExport}
              reportLoading={state.reportStatus === 'loading'}
              onReport={onReport}
              onExportCsv={onExportCsv}
            />
            {!state.searched && status !== 'loading' && (
              <Text color="fg.muted">Les résultats s'affichent dès qu'une valeur est choisie.</Text>
            )}
            {state.searched && (
              <LibraryTabs
                rupteurs={datas.rupteurs}
                openTabs={state.openTabs}
                onToggle={onTabToggle}
                characteristicsOf={datas.psiValuesFiltersValues}
                choices={shownChoices}
              />
            )}
          </>
        )}
        {status === 'loading' && <SearchLoading />}
      </div>
    </div>
  );
}

import { loadPendingTab, openPendingTab } from '@/lib/pendingTab';
import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useApiUrl } from '@/lib/site/SiteContext';
import { selectIsLoggedIn, selectUser } from '@/features/session';
import { sortSolutions } from '../solutionsModel';
import { selectFloorSolutions, solutionsActions } from '../solutionsSlice';
import { ComparisonBar, ComparisonDialog } from './Comparison';
import { ContactDialog, emptyContact } from './ContactDialog';
import { EmptyResults } from './EmptyResults';
import { ResultsList } from './ResultsList';
import { emptyShare, ShareDialog } from './ShareDialog';
import { SolutionDetail } from './SolutionDetail';

export interface FloorResultsProps {
  /** The simulation the results belong to ('Revenir à la configuration', modify). */
  simulationId: number | null;
  /** To /configurer-un-plancher/?simulationId={id}. */
  onModify: () => void;
  /** To /configurer-un-plancher/ (a new configuration). */
  onRestart: () => void;
}

/**
 * Step 3 of the floor configurator (spec 002 §2.2-§2.4): the solutions or the empty result, the
 * detail of the solution opened, the dialogs (agency contact, send by e-mail) and the comparison.
 * The result comes in with `solutionsActions.resultReceived`.
 */
export function FloorResults({ simulationId, onModify, onRestart }: FloorResultsProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const state = useSelector(selectFloorSolutions);
  const loggedIn = useSelector(selectIsLoggedIn);
  const user = useSelector(selectUser);
  const carbonWindow = useRef<Window | null>(null);
  const apiUrl = useApiUrl();
  const { result, openSlug, detail, carbon, busy, carbonLink, contact, share, compare } = state;

  const sorted = useMemo(
    () => (result ? sortSolutions(result.solutions, state.sort) : []),
    [result, state.sort],
  );
  const compared = useMemo(
    () =>
      compare.slugs
        .map((slug) => result?.solutions.find((solution) => solution.slug === slug))
        .filter((solution) => solution !== undefined),
    [compare.slugs, result],
  );

  // The carbon simulator opens in the tab opened on the click, once its address is known.
  useEffect(() => {
    if (!carbonLink.url && !carbonLink.failed) return;
    const opened = carbonWindow.current;
    carbonWindow.current = null;
    loadPendingTab(opened, apiUrl(carbonLink.url));
    dispatch(solutionsActions.carbonLinkOpened());
  }, [apiUrl, carbonLink, dispatch]);

  const openCarbonSimulator = () => {
    // Opened synchronously on the click so that no pop-up blocker stops it.
    carbonWindow.current = openPendingTab();
    dispatch(solutionsActions.carbonLinkClicked());
  };

  const { contactProfile } = state;
  const contactInitial = useMemo(
    () =>
      user
        ? {
            ...emptyContact,
            lastName: user.lastname ?? '',
            firstName: user.firstname ?? '',
            company: user.company ?? '',
            email: user.email ?? '',
            // The profile (GET /api/user/) also gives the phone.
            ...contactProfile,
          }
        : emptyContact,
    [contactProfile, user],
  );
  const shareInitial = useMemo(
    () =>
      user
        ? {
            ...emptyShare,
            firstname: user.firstname ?? '',
            lastname: user.lastname ?? '',
            senderEmail: user.email ?? '',
          }
        : emptyShare,
    [user],
  );

  let content;
  if (openSlug) {
    content = (
      <SolutionDetail
        status={detail.status === 'idle' ? 'loading' : detail.status}
        error={detail.error}
        datas={detail.datas}
        carbon={carbon}
        busy={busy}
        onPreviousPage={() => dispatch(solutionsActions.previousPageClicked())}
        onBackToConfiguration={simulationId || result ? onModify : onRestart}
        onRetry={() => dispatch(solutionsActions.detailOpened(openSlug))}
        onSave={() => dispatch(solutionsActions.saveClicked())}
        onDownloadRecap={() => dispatch(solutionsActions.recapClicked())}
        onShare={() => dispatch(solutionsActions.shareClicked())}
        onDownloadAll={() => dispatch(solutionsActions.filesClicked())}
        onConcreteChange={(concrete) => dispatch(solutionsActions.concreteChosen(concrete))}
        onDownloadCarbonRecap={() => dispatch(solutionsActions.carbonRecapClicked())}
        onOpenCarbonSimulator={openCarbonSimulator}
        onContact={() => dispatch(solutionsActions.contactClicked())}
      />
    );
  } else if (!result) {
    content = (
      <HStack role="status">
        <Spinner size="sm" />
        <Text>Recherche des solutions adaptées…</Text>
      </HStack>
    );
  } else if (result.solutions.length === 0) {
    content = (
      <EmptyResults
        loggedIn={loggedIn}
        advice={result.advice}
        onContact={() => dispatch(solutionsActions.contactClicked())}
        onModify={onModify}
        onRestart={onRestart}
      />
    );
  } else {
    content = (
      <>
        <ResultsList
          solutions={sorted}
          sort={state.sort}
          fromHistory={state.fromHistory}
          compared={compare.slugs}
          refusals={compare.refusals}
          onSortChange={(sort) => dispatch(solutionsActions.sortChanged(sort))}
          onOpen={(slug) => dispatch(solutionsActions.detailOpened(slug))}
          onCompareToggle={(slug) => dispatch(solutionsActions.compareToggled(slug))}
        />
        <ComparisonBar
          selected={compared}
          limitReached={compare.limitReached}
          onCompare={() => dispatch(solutionsActions.compareOpened())}
          onClear={() => dispatch(solutionsActions.compareCleared())}
        />
      </>
    );
  }

  return (
    <Stack gap="6">
      {content}
      <ContactDialog
        open={contact.open}
        submitting={contact.submitting}
        sent={contact.sent}
        initialValues={contactInitial}
        agencyName={result?.agency.libelle}
        onSubmit={(values) => dispatch(solutionsActions.contactSubmitted(values))}
        onClose={() => dispatch(solutionsActions.contactClosed())}
        onHome={() => {
          dispatch(solutionsActions.contactClosed());
          void navigate(paths.home.getHref());
        }}
      />
      <ShareDialog
        open={share.open}
        submitting={share.submitting}
        initialValues={shareInitial}
        onSubmit={(values) => dispatch(solutionsActions.shareSubmitted(values))}
        onClose={() => dispatch(solutionsActions.shareClosed())}
      />
      <ComparisonDialog
        open={compare.open}
        solutions={compared}
        onClose={() => dispatch(solutionsActions.compareClosed())}
      />
    </Stack>
  );
}

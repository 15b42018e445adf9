import { loadPendingTab, openPendingTab } from '@/lib/pendingTab';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pendingSavesOf, selectQueue } from '@/lib/offline';
import { useApiUrl } from '@/lib/site/SiteContext';
import { navigateHash, useHashLocation } from '@/lib/routing/hashRoutes';
import type { Fdes } from '@/api/environmentTypes';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { selectUser } from '@/features/session';
import { historyFromNavigationState } from '../resultModel';
import {
  deleteClicked,
  pdfClicked,
  pdfDialogClosed,
  pdfLinkOpened,
  pdfRequested,
  resultModeChanged,
  resultOpened,
  resultRefined,
  saveClicked,
  saveDialogClosed,
  saveSubmitted,
  selectRupteurResult,
  sendClicked,
  sendDialogClosed,
  sendDialogOpened,
  sendSubmitted,
} from '../resultSlice';
import {
  RupteurResultView,
  type RefineRenderProps,
  type ResultHandlers,
} from './RupteurResultView';

export interface RupteurResultScreenProps {
  /** The history of '#/{historyId}/{name}'. */
  historyId: number;
  /**
   * Opened from the personal space's history (the query contains 'history'); read from the hash
   * and the page's query when not given.
   */
  fromHistory?: boolean;
  /**
   * The refine screen (Configurateur), shown on 'Redéfinir mes critères' of the Configurateur tab
   * or 'Évaluer les valeurs de PSI'.
   */
  renderRefine?: (props: RefineRenderProps) => ReactNode;
  /**
   * The environmental-data tool's result body, on its page (see RupteurResultView): given the
   * history loaded here and its FDES sheets, so that the body does not load it a second time.
   */
  renderEnvironmental?: (history: ThermalHistory, fdes: Fdes[] | null) => ReactNode;
}

/**
 * The result page '#/{historyId}/{name}' (spec 001 §2.1): the history passed with the navigation
 * (`window.history.state.history`), else loaded by id.
 */
export function RupteurResultScreen({
  historyId,
  fromHistory,
  renderRefine,
  renderEnvironmental,
}: RupteurResultScreenProps) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectRupteurResult);
  const user = useAppSelector(selectUser);
  const queue = useAppSelector(selectQueue);
  const pendingName =
    pendingSavesOf(queue, 'historyName', state.history?.id ?? historyId).at(-1)?.label ?? null;
  const location = useHashLocation();
  const pdfWindow = useRef<Window | null>(null);
  const apiUrl = useApiUrl();

  const openedFromHistory =
    fromHistory ??
    (location.search.includes('history') || window.location.search.includes('history'));

  useEffect(() => {
    dispatch(
      resultOpened({
        id: historyId,
        history: historyFromNavigationState(window.history.state, historyId),
      }),
    );
  }, [dispatch, historyId]);

  // The report link is known: load it in the window opened on the click (or a new one).
  useEffect(() => {
    if (!state.pdf.link) return;
    // The report is served by the API: its link is relative to the API's address.
    const url = apiUrl(state.pdf.link);
    loadPendingTab(pdfWindow.current, url);
    pdfWindow.current = null;
    dispatch(pdfLinkOpened());
  }, [apiUrl, dispatch, state.pdf.link]);

  // The link could not be had: close the blank window.
  useEffect(() => {
    if (state.pdf.failed && pdfWindow.current) {
      pdfWindow.current.close();
      pdfWindow.current = null;
    }
  }, [state.pdf.failed]);

  const handlers = useMemo<ResultHandlers>(
    () => ({
      onRetry: () => dispatch(resultOpened({ id: historyId })),
      onRedefineSearch: () => navigateHash('/'),
      onRefineOpen: () => dispatch(resultModeChanged('refine')),
      onRefineBack: () => dispatch(resultModeChanged('result')),
      onRefined: (history: ThermalHistory) => dispatch(resultRefined(history)),
      onSave: () => dispatch(saveClicked()),
      onSaveSubmit: (request) => dispatch(saveSubmitted(request)),
      onSaveClose: () => dispatch(saveDialogClosed()),
      onPdf: () => dispatch(pdfClicked()),
      onPdfDownload: () => {
        // Opened on the click itself, so that popup blockers let it through.
        pdfWindow.current = openPendingTab();
        dispatch(pdfRequested());
      },
      onPdfClose: () => dispatch(pdfDialogClosed()),
      onSend: () => dispatch(sendClicked()),
      onShare: () => dispatch(sendDialogOpened('visitor')),
      onSendSubmit: (request) => dispatch(sendSubmitted(request)),
      onSendClose: () => dispatch(sendDialogClosed()),
      onDelete: () => dispatch(deleteClicked()),
    }),
    [dispatch, historyId],
  );

  return (
    <RupteurResultView
      state={state}
      userId={user?.id ?? null}
      fromHistory={openedFromHistory}
      renderRefine={renderRefine}
      renderEnvironmental={renderEnvironmental}
      handlers={handlers}
      pendingName={pendingName}
    />
  );
}

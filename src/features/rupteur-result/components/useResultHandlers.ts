/**
 * The result page's callbacks, each one an intent sent to the store, and the pdf's window: opened
 * blank on the click (so that popup blockers let it through), then given the report's link, or
 * closed when the link could not be had.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { loadPendingTab, openPendingTab } from '@/lib/pendingTab';
import { navigateHash } from '@/lib/routing/hashRoutes';
import { useApiUrl } from '@/lib/site/SiteContext';
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
  sendClicked,
  sendDialogClosed,
  sendDialogOpened,
  sendSubmitted,
  type RupteurResultState,
} from '../resultSlice';
import type { ResultHandlers } from './resultViewTypes';

export function useResultHandlers(historyId: number, pdf: RupteurResultState['pdf']) {
  const dispatch = useAppDispatch();
  const pdfWindow = useRef<Window | null>(null);
  const apiUrl = useApiUrl();

  // The report link is known: load it in the window opened on the click (or a new one).
  useEffect(() => {
    if (!pdf.link) return;
    // The report is served by the API: its link is relative to the API's address.
    const url = apiUrl(pdf.link);
    loadPendingTab(pdfWindow.current, url);
    pdfWindow.current = null;
    dispatch(pdfLinkOpened());
  }, [apiUrl, dispatch, pdf.link]);

  // The link could not be had: close the blank window.
  useEffect(() => {
    if (pdf.failed && pdfWindow.current) {
      pdfWindow.current.close();
      pdfWindow.current = null;
    }
  }, [pdf.failed]);

  return useMemo<ResultHandlers>(
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
}

/**
 * The library's routes (spec 001 §2.3): '#/' is the filter loader, '#/results/{hash}' the results
 * of the choices in the hash; any other hash goes back to '#/'.
 */
import { useCallback, useEffect } from 'react';
import { useLatest } from '@/lib/hooks/useLatest';
import type { FilterChoices } from '@/api/catalogueTypes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { navigateHash, useHashLocation } from '@/lib/routing/hashRoutes';
import { downloadLibraryCsv } from '../libraryCsv';
import { RESULTS_PREFIX } from '@/ui/libraryFrame/libraryFrame';
import {
  libraryChoicesChanged,
  libraryLoaderOpened,
  libraryReportRequested,
  libraryResultsOpened,
  libraryRetried,
  libraryTabToggled,
  selectLibrary,
} from '../librarySlice';
import { PsiLibraryView } from './PsiLibraryView';

export function PsiLibrary() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectLibrary);
  const { pathname } = useHashLocation();

  useEffect(() => {
    if (pathname === '/') dispatch(libraryLoaderOpened());
    else if (pathname.startsWith(RESULTS_PREFIX))
      dispatch(libraryResultsOpened(pathname.slice(RESULTS_PREFIX.length)));
    else navigateHash('/', { replace: true });
  }, [dispatch, pathname]);

  const onChoicesChange = useCallback(
    (choices: FilterChoices) => dispatch(libraryChoicesChanged(choices)),
    [dispatch],
  );
  const onTabToggle = useCallback((id: number) => dispatch(libraryTabToggled(id)), [dispatch]);
  const onRetry = useCallback(() => dispatch(libraryRetried()), [dispatch]);
  const onReport = useCallback(() => dispatch(libraryReportRequested()), [dispatch]);
  // The export reads the results when clicked: its button need not render again per response.
  const datasRef = useLatest(state.datas);
  const onExportCsv = useCallback(() => {
    if (datasRef.current) downloadLibraryCsv(datasRef.current);
  }, [datasRef]);

  return (
    <PsiLibraryView
      state={state}
      onChoicesChange={onChoicesChange}
      onTabToggle={onTabToggle}
      onRetry={onRetry}
      onReport={onReport}
      onExportCsv={onExportCsv}
      atStart={pathname === '/'}
    />
  );
}

/**
 * The watchers of the floor results (spec 002 §2.2-§2.4, §6, §8): which saga answers which intent,
 * and how (the latest one wins, or the first one until it ends). The sagas are in
 * `detailSagas.ts` (the solution detail), `keepSagas.ts` (save, downloads, carbon link) and
 * `contactSagas.ts` (the agency contact and the share by e-mail).
 */
import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import { loadContactProfile, openShare, submitContact, submitShare } from './contactSagas';
import { goToPreviousPage, loadCarbon, loadDetail } from './detailSagas';
import {
  downloadCarbon,
  downloadFiles,
  downloadRecap,
  fetchCarbonLink,
  saveOpenSolution,
} from './keepSagas';
import { solutionsActions } from './solutionsSlice';

export function* solutionsSaga() {
  yield all([
    takeLatest(
      [solutionsActions.resultReceived.type, solutionsActions.detailOpened.type],
      loadDetail,
    ),
    takeLatest(solutionsActions.concreteChosen.type, loadCarbon),
    takeLeading(solutionsActions.previousPageClicked.type, goToPreviousPage),
    takeLeading(solutionsActions.saveClicked.type, saveOpenSolution),
    takeLeading(solutionsActions.recapClicked.type, downloadRecap),
    takeLeading(solutionsActions.carbonRecapClicked.type, downloadCarbon),
    takeLeading(solutionsActions.filesClicked.type, downloadFiles),
    takeLatest(solutionsActions.carbonLinkClicked.type, fetchCarbonLink),
    takeLatest(solutionsActions.contactClicked.type, loadContactProfile),
    takeLeading(solutionsActions.contactSubmitted.type, submitContact),
    takeLeading(solutionsActions.shareClicked.type, openShare),
    takeLeading(solutionsActions.shareSubmitted.type, submitShare),
  ]);
}

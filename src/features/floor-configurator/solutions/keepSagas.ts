/**
 * The buttons that keep an open solution for later (spec 002 §2.4, §6, §8): save, the PDF recap
 * and the carbon recap behind the login, the zip of the documents, and the carbon simulator link.
 */
import type { Saga } from '@/lib/sagas/types';
import { call, put } from 'redux-saga/effects';
import { errorMessageOf } from '@/api/errors';
import { SOLUTION_SAVED_MESSAGE } from '@/domain/messages';
import type { ApiBody } from '@/api/http';
import type { FileBody } from '@/api/floor';
import {
  downloadCarbonRecap,
  downloadSolutionFiles,
  downloadSolutionRecap,
  getCarbonSimulatorLink,
  saveSolution,
} from '@/api/floor';
import type { CarbonRecap, SolutionDetailDatas } from '@/api/floorTypes';
import { apiCall, loginGatedCall, type ApiCall } from '@/features/session';
import { toast } from '@/lib/sagas/toast';
import { fileDownload } from '@/lib/export/fileDownload';
import { typedBlobOf } from './solutionsModel';
import { solutionsActions, type FloorSolutionsState } from './solutionsSlice';
import {
  CARBON_LINK_ERROR,
  DOWNLOAD_ERROR,
  GENERIC_ERROR,
  loginContextOf,
  openDetailOf,
  PENDING_CARBON_RECAP,
  PENDING_RECAP,
  PENDING_SAVE,
  simulationOf,
  solutionsState,
} from './solutionsSagaSupport';

const { busyChanged, carbonLinkReceived, solutionSaved } = solutionsActions;

/**
 * A button of the open solution: the login first when `pendingAction` is given (back to the result's
 * simulation after single sign-on), then the call made from the detail open at that moment, with the
 * button's busy flag set during it. Null when the login was refused or nothing was to be called.
 */
function* openSolutionCall<A extends unknown[], B extends ApiBody>(
  pendingAction: string | null,
  busyKey: keyof FloorSolutionsState['busy'],
  build: (detail: SolutionDetailDatas, state: FloorSolutionsState) => ApiCall<A, B> | null,
): Saga<{ body: B; detail: SolutionDetailDatas } | null> {
  const before = yield* solutionsState();
  let detail = null as SolutionDetailDatas | null;
  const body = yield* loginGatedCall({
    login: pendingAction ? { pendingAction, context: loginContextOf(before) } : undefined,
    started: busyChanged({ key: busyKey, busy: true }),
    finished: () => busyChanged({ key: busyKey, busy: false }),
    *request() {
      const state = yield* solutionsState();
      detail = openDetailOf(state);
      return detail && build(detail, state);
    },
  });
  return body && detail ? { body, detail } : null;
}

export function* saveOpenSolution(): Saga<void> {
  const done = yield* openSolutionCall(PENDING_SAVE, 'save', (detail, state) =>
    apiCall(saveSolution, detail.solution.slug, simulationOf(state)),
  );
  if (!done) return;
  const { body, detail } = done;
  if (body.success && body.datas) {
    yield put(solutionSaved({ slug: detail.solution.slug, id: body.datas.id }));
    yield toast('success', body.message || SOLUTION_SAVED_MESSAGE);
  } else {
    yield toast('error', errorMessageOf(body, GENERIC_ERROR));
  }
}

/** Saves the file of a download answer, or logs the failure and shows a short error toast. */
export function* deliverFile(body: FileBody, fallbackName: string): Saga<void> {
  if (body.success && body.file) {
    const fileName = body.fileName || fallbackName;
    yield call([fileDownload, fileDownload.save], typedBlobOf(body.file, fileName), fileName);
    return;
  }
  // Spec 002 §8 only logs download errors; the user also gets a short toast (docs/deviations.md).
  yield call([console, console.error], 'Download failed', body.message ?? body.error);
  yield toast('error', DOWNLOAD_ERROR);
}

export function* downloadRecap(): Saga<void> {
  const done = yield* openSolutionCall(PENDING_RECAP, 'recap', (detail, state) =>
    apiCall(downloadSolutionRecap, detail.solution.id, simulationOf(state)),
  );
  if (done) yield* deliverFile(done.body, `recapitulatif-${done.detail.solution.slug}.pdf`);
}

export function* downloadCarbon(): Saga<void> {
  const done = yield* openSolutionCall(PENDING_CARBON_RECAP, 'carbonRecap', (detail, state) => {
    const carbonRecap: CarbonRecap | undefined =
      detail.downloadCarbonRecap?.carbonRecap ?? state.carbon.datas?.carbonRecap;
    return carbonRecap ? apiCall(downloadCarbonRecap, detail.solution.id, carbonRecap) : null;
  });
  if (done) yield* deliverFile(done.body, `empreinte-carbone-${done.detail.solution.slug}.pdf`);
}

/** 'Tout télécharger': the zip of the downloadable documents (no login needed). */
export function* downloadFiles(): Saga<void> {
  const done = yield* openSolutionCall(null, 'files', (detail) =>
    apiCall(downloadSolutionFiles, detail.solution.id),
  );
  if (done) yield* deliverFile(done.body, `documents-${done.detail.solution.slug}.zip`);
}

/** GET switchToCarbonSimulatorUrl, then the page loads datas.url in the tab opened on the click. */
export function* fetchCarbonLink(): Saga<void> {
  const done = yield* openSolutionCall(null, 'carbonLink', (detail) =>
    apiCall(getCarbonSimulatorLink, detail.switchToCarbonSimulatorUrl),
  );
  if (!done) return;
  if (done.body.success && done.body.datas?.url) {
    yield put(carbonLinkReceived(done.body.datas.url));
  } else {
    yield put(carbonLinkReceived(null));
    yield toast('error', CARBON_LINK_ERROR);
  }
}

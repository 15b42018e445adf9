/**
 * Sagas of the floor results (spec 002 §2.2-§2.4, §6, §8): the solution detail and its carbon data,
 * 'Page précédente', save / PDF recap / carbon recap / e-mail behind the login, the zip of the
 * documents, the carbon simulator link, the agency contact and the share by e-mail.
 */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '@/api/errors';
import type { ApiBody } from '@/api/http';
import type { FileBody } from '@/api/floor';
import {
  contactAgency,
  downloadCarbonRecap,
  downloadSolutionFiles,
  downloadSolutionRecap,
  getCarbonSimulatorLink,
  getSolution,
  getSolutionCarbonFootprint,
  saveSolution,
} from '@/api/floor';
import { getAccountProfile } from '@/api/account';
import type { CarbonRecap, SolutionDetailDatas } from '@/api/floorTypes';
import { shareSolution } from '@/api/history';
import type { ShareSolutionRequest } from '@/api/types';
import {
  apiCall,
  callApi,
  LOGIN_CONTINUATION_EMAIL_DELAY_MS,
  loginGatedCall,
  requireLogin,
  selectIsLoggedIn,
  type ApiCall,
  type LoginContext,
} from '@/features/session';
import { toast } from '@/lib/sagas/toast';
import { fileDownload } from '@/lib/export/fileDownload';
import { previousPageTarget, typedBlobOf } from './solutionsModel';
import {
  selectFloorSolutions,
  solutionsActions,
  type ContactRequest,
  type FloorSolutionsState,
  type ShareRequest,
} from './solutionsSlice';

export const DETAIL_LOAD_FAILURE = "Cette solution n'a pas pu être chargée.";
export const GENERIC_ERROR = 'Une erreur est survenue. Merci de bien vouloir réessayer.';
/** Download errors are only logged in the original (spec 002 §8); a short toast is shown too. */
export const DOWNLOAD_ERROR = "Le téléchargement n'a pas abouti. Merci de bien vouloir réessayer.";
export const CARBON_LINK_ERROR = "Le simulateur d'empreinte carbone n'a pas pu être ouvert.";

/** The pending actions named to the login dialog. */
export const PENDING_SAVE = 'floorSolutions/save';
export const PENDING_RECAP = 'floorSolutions/recap';
export const PENDING_CARBON_RECAP = 'floorSolutions/carbonRecap';
export const PENDING_SHARE = 'floorSolutions/share';

const {
  busyChanged,
  carbonFailed,
  carbonLoaded,
  carbonLinkReceived,
  concreteChosen,
  detailClosed,
  detailFailed,
  detailLoaded,
  detailRequested,
  contactFailed,
  contactSucceeded,
  shareDialogOpened,
  shareFailed,
  shareSucceeded,
  solutionSaved,
} = solutionsActions;

function* solutionsState(): Saga<FloorSolutionsState> {
  const state: FloorSolutionsState = yield select(selectFloorSolutions);
  return state;
}

/** The simulation the result belongs to; none for a saved solution opened alone (id 0). */
function simulationOf(state: FloorSolutionsState): number | null {
  return state.result?.simulation.id || null;
}

function loginContextOf(state: FloorSolutionsState): LoginContext | undefined {
  const simulation = simulationOf(state);
  return simulation ? { floorSimulationId: simulation } : undefined;
}

function openDetailOf(state: FloorSolutionsState): SolutionDetailDatas | null {
  return state.detail.status === 'loaded' ? state.detail.datas : null;
}

// ---- Detail ---------------------------------------------------------------------------------------

export function* loadDetail(): Saga<void> {
  const state = yield* solutionsState();
  const slug = state.openSlug;
  if (!slug || (state.detail.slug === slug && state.detail.status !== 'error')) return;
  yield put(detailRequested(slug));
  const body = yield* callApi(getSolution, slug, simulationOf(state));
  if (body.success && body.datas?.solution) {
    yield put(detailLoaded(body.datas));
    const first = body.datas.carbonFootprints[0]?.concrete.slug;
    if (first) yield put(concreteChosen(first));
  } else {
    yield put(detailFailed(errorMessageOf(body, DETAIL_LOAD_FAILURE)));
  }
}

/** The carbon estimate for one concrete: GET /api/solution/{id}/carbon-footprint/. */
export function* loadCarbon({ payload }: PayloadAction<string>): Saga<void> {
  const state = yield* solutionsState();
  const detail = openDetailOf(state);
  if (!detail) return;
  const body = yield* callApi(getSolutionCarbonFootprint, detail.solution.id, {
    simulation: simulationOf(state),
    concrete: payload,
  });
  if (body.success && body.datas) yield put(carbonLoaded(body.datas));
  else yield put(carbonFailed());
}

export function* goToPreviousPage(): Saga<void> {
  const state = yield* solutionsState();
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  const target = previousPageTarget({
    solutionCount: state.result?.solutions.length ?? 0,
    loggedIn,
    fromHistory: state.fromHistory,
  });
  if (target === null) {
    yield put(detailClosed());
    return;
  }
  const navigate: (to: string) => void = yield getContext('navigate');
  yield call(navigate, target);
}

// ---- Keep for later -------------------------------------------------------------------------------

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
    yield toast('success', body.message || 'Votre solution a bien été sauvegardée.');
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

// ---- Agency contact -------------------------------------------------------------------------------

/**
 * The contact form of a logged-in user is prefilled from the profile (spec 002 §3, §5.3): the
 * session knows the name, company and e-mail; GET /api/user/ adds the phone. A failure leaves the
 * prefill of the session.
 */
export function* loadContactProfile(): Saga<void> {
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  if (!loggedIn) return;
  const body = yield* callApi(getAccountProfile);
  const user = body.success ? body.datas?.user : undefined;
  if (!user) return;
  const profile: Partial<ContactRequest> = {};
  if (user.lastname) profile.lastName = user.lastname;
  if (user.firstname) profile.firstName = user.firstname;
  if (user.company) profile.company = user.company;
  if (user.phone) profile.tel = user.phone;
  if (user.email) profile.email = user.email;
  yield put(solutionsActions.contactProfileLoaded(profile));
}

export function* submitContact({ payload }: PayloadAction<ContactRequest>): Saga<void> {
  const state = yield* solutionsState();
  const body = yield* callApi(contactAgency, {
    phone: payload.tel.trim(),
    lastname: payload.lastName.trim(),
    firstname: payload.firstName.trim(),
    company: payload.company.trim(),
    message: payload.message.trim(),
    email: payload.email.trim(),
    simulation: simulationOf(state),
  });
  if (body.success && !body.error) {
    yield put(contactSucceeded());
    yield toast('success', body.message || 'Votre demande a bien été envoyée.');
  } else {
    yield put(contactFailed());
    yield toast('error', errorMessageOf(body, GENERIC_ERROR));
  }
}

// ---- Share by e-mail ------------------------------------------------------------------------------

export function* openShare(): Saga<void> {
  const state = yield* solutionsState();
  const loggedIn: boolean = yield call(
    requireLogin,
    PENDING_SHARE,
    LOGIN_CONTINUATION_EMAIL_DELAY_MS,
    loginContextOf(state),
  );
  if (loggedIn) yield put(shareDialogOpened());
}

/** The share-by-mail payload (spec 002 §3, §5.4): the sender and email1 to email3. */
export function shareBodyOf(form: ShareRequest): ShareSolutionRequest & Omit<ShareRequest, never> {
  const email1 = form.email1.trim();
  const email2 = form.email2.trim();
  const email3 = form.email3.trim();
  return {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    senderEmail: form.senderEmail.trim(),
    email1,
    email2,
    email3,
    emails: [email1, email2, email3].filter(Boolean),
  };
}

/** The share takes the saved solution's id: the solution is saved first when it is not yet. */
export function* submitShare({ payload }: PayloadAction<ShareRequest>): Saga<void> {
  const state = yield* solutionsState();
  const detail = openDetailOf(state);
  if (!detail) return;
  const slug = detail.solution.slug;
  let savedId: number | undefined = state.savedIds[slug];
  if (!savedId) {
    const saved = yield* callApi(saveSolution, slug, simulationOf(state));
    if (!saved.success || !saved.datas) {
      yield put(shareFailed());
      yield toast('error', errorMessageOf(saved, GENERIC_ERROR));
      return;
    }
    savedId = saved.datas.id;
    yield put(solutionSaved({ slug, id: savedId }));
  }
  const body = yield* callApi(shareSolution, savedId, shareBodyOf(payload));
  if (body.success && !body.error) {
    yield put(shareSucceeded());
    yield toast('success', body.message || 'Votre e-mail a bien été envoyé.');
  } else {
    yield put(shareFailed());
    yield toast('error', errorMessageOf(body, GENERIC_ERROR));
  }
}

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

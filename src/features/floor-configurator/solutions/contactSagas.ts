/**
 * Writing to someone about a floor solution (spec 002 §3, §5.3, §5.4): the agency contact form,
 * prefilled from the profile, and the share by e-mail, behind the login.
 */
import type { Saga } from '@/lib/sagas/types';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { errorMessageOf } from '@/api/errors';
import { contactAgency, saveSolution } from '@/api/floor';
import { getAccountProfile } from '@/api/account';
import { shareSolution } from '@/api/history';
import type { ShareSolutionRequest } from '@/api/types';
import {
  callApi,
  LOGIN_CONTINUATION_EMAIL_DELAY_MS,
  requireLogin,
  selectIsLoggedIn,
} from '@/features/session';
import { toast } from '@/lib/sagas/toast';
import { solutionsActions, type ContactRequest, type ShareRequest } from './solutionsSlice';
import {
  GENERIC_ERROR,
  loginContextOf,
  openDetailOf,
  PENDING_SHARE,
  simulationOf,
  solutionsState,
} from './solutionsSagaSupport';

const {
  contactFailed,
  contactSucceeded,
  shareDialogOpened,
  shareFailed,
  shareSucceeded,
  solutionSaved,
} = solutionsActions;

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

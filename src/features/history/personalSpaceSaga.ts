/**
 * The personal space's start (spec 000 §2): on the general site the account app verifies the
 * user's token first and sends the user home when the check fails. Without a network no answer
 * comes: the user stays, with the lists kept from their last visit (src/api/offlineReads.ts).
 */
import { paths } from '@/config/paths';
import type { Saga } from '@/lib/sagas/types';
import { createAction } from '@reduxjs/toolkit';
import { call, getContext, takeLeading } from 'redux-saga/effects';
import { verifyUserToken } from '@/api/auth';
import { isNetworkFailure } from '@/api/errors';
import type { SiteConfig } from '@/config/sites';
import { callApi } from '@/features/session';

/** The personal space opens for a logged-in user. */
export const personalSpaceOpened = createAction('personalSpace/opened');

export function* verifyTokenAtStart(): Saga<void> {
  const site: SiteConfig = yield getContext('site');
  if (site.id !== 'general') return;
  const body = yield* callApi(verifyUserToken);
  if (body.success || isNetworkFailure(body)) return;
  const navigate: (to: string) => void = yield getContext('navigate');
  yield call(navigate, paths.home.getHref());
}

export function* personalSpaceSaga() {
  yield takeLeading(personalSpaceOpened.type, verifyTokenAtStart);
}

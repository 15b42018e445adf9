/**
 * What the floor configurator asks the server while the user answers (spec 002 §5.1, §7, §9): the
 * continuity check once width and length are filled, and the joist infills that suit step 2's
 * answers.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { delay, put, select } from 'redux-saga/effects';
import { getEntrevousOptions, validateContinuity } from '@/api/floor';
import type { FloorConfigurationValues } from '@/api/floorTypes';
import type { FormStep } from '@/api/formDefinitionTypes';
import type { ApiBody } from '@/api/http';
import { toSubmitValues } from '@/domain/serverForm';
import { callApi } from '@/features/session';
import type { Saga } from '@/lib/sagas/types';
import {
  continuityAnswered,
  continuityChecked,
  fieldReplaced,
  infillsAsked,
  selectFloorConfigurator,
  type FloorConfiguratorState,
} from './floorConfiguratorSlice';
import {
  allStepFields,
  continuityPair,
  ENTREVOUS_FIELD,
  fieldErrorsOf,
  flattenFields,
  STEP2_UPDATE_DELAY_MS,
  type FloorValues,
} from './floorRules';

/** Continuity width and length are checked by the server once both are filled (spec 002 §5.1). */
export function* checkContinuity({ payload }: ReturnType<typeof continuityAnswered>): Saga<void> {
  const pair = continuityPair(payload);
  if (!pair) {
    yield put(continuityChecked({}));
    return;
  }
  const body: ApiBody & { error?: unknown } = yield* callApi(
    validateContinuity,
    pair.width,
    pair.length,
  );
  if (body.success) {
    yield put(continuityChecked({}));
    return;
  }
  const errors = fieldErrorsOf(body.error);
  if (Object.keys(errors).length === 0 && body.message) errors.continuityWidth = body.message;
  yield put(continuityChecked(errors));
}

/**
 * The joist infills that suit the answers (POST /api/configurator/entrevous/?as-field=1): on step 2,
 * 150 ms after the last change (spec 002 §7, §9), the server's narrowed `entrevous` field replaces
 * the form's. The answers are the action's (a step-2 answer, `infillsAsked`), else those the form
 * starts from (step 2 shown). A failure keeps the field as it is.
 */
export function* refreshEntrevous(action: UnknownAction): Saga<void> {
  yield delay(STEP2_UPDATE_DELAY_MS);
  const state: FloorConfiguratorState = yield select(selectFloorConfigurator);
  if (state.status !== 'ready') return;
  const fields = allStepFields(state.steps);
  if (!flattenFields(fields).some((field) => field.name === ENTREVOUS_FIELD)) return;
  const values: FloorValues = infillsAsked.match(action) ? action.payload : state.answers;
  const body: ApiBody<{ field?: FormStep['fields'][number] }> = yield* callApi(
    getEntrevousOptions,
    toSubmitValues(fields, values) as FloorConfigurationValues,
    true,
  );
  const field = body.success ? body.datas?.field : undefined;
  if (field?.name === ENTREVOUS_FIELD) yield put(fieldReplaced(field));
}

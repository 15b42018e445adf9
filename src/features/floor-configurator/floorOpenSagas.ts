/**
 * The opening of the floor configurator (spec 002 §2.1, §8, §9): the form (after the 250 ms form
 * load delay), a simulation's form (simulationId) or a past result (history, after the 100 ms
 * history load delay, falling back to the editable form), the answers kept in the address restored.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { delay, fork, put, select } from 'redux-saga/effects';
import { errorMessageOf } from '@/api/errors';
import {
  getFloorConfigurator,
  getFloorSimulationForm,
  getFloorSimulationResult,
} from '@/api/floor';
import type { FloorFormDatas, FloorSimulationResult } from '@/api/floorTypes';
import type { FormStep } from '@/api/formDefinitionTypes';
import type { ApiBody } from '@/api/http';
import { initialValuesOf } from '@/domain/serverForm';
import { callApi } from '@/features/session';
import { heldForm, stepTitlesOf } from '@/lib/sagas/serverForm';
import type { Saga } from '@/lib/sagas/types';
import { decodeConfiguration, restoreValues } from './configParam';
import { isResult, isUsableForm } from './floorBodies';
import { checkContinuity } from './floorAnswerSagas';
import {
  continuityAnswered,
  formLoaded,
  formLoadFailed,
  formReceived,
  historyResultShown,
  stepTitlesLoaded,
  type PageOpenedPayload,
} from './floorConfiguratorSlice';
import {
  allStepFields,
  continuityPair,
  HISTORY_LOAD_DELAY_MS,
  type FloorValues,
} from './floorRules';
import { solutionsActions } from './solutions';

export const FORM_LOAD_ERROR = 'Le formulaire n’a pas pu être chargé. Veuillez réessayer.';

/**
 * The form of a simulation (to modify it), else the blank form; the message of the failure when
 * neither loads.
 */
function* loadSteps(simulationId: string | null): Saga<FormStep[] | string> {
  if (simulationId) {
    const body: ApiBody<FloorFormDatas> = yield* callApi(getFloorSimulationForm, simulationId);
    if (isUsableForm(body)) return body.datas.formArray;
  }
  const body: ApiBody<FloorFormDatas> = yield* callApi(getFloorConfigurator);
  if (isUsableForm(body)) return body.datas.formArray;
  return errorMessageOf(body, FORM_LOAD_ERROR);
}

/**
 * Loads the form and shows it, or its failure, no earlier than the form load delay after the page
 * opened (spec 002 §9); the request is sent at once, not after the delay.
 */
function* showForm(simulationId: string | null, config: string | null | undefined): Saga<void> {
  // Meanwhile the loading view shows the first step's title and description.
  const loaded: FormStep[] | string = yield* heldForm(
    () => loadSteps(simulationId),
    (answer) => (typeof answer === 'string' ? null : answer),
    formReceived,
  );
  if (typeof loaded === 'string') {
    yield put(formLoadFailed(loaded));
    return;
  }
  const steps = loaded;
  const fields = allStepFields(steps);
  let values: FloorValues = initialValuesOf(fields);
  // The company of the profile prefills the form (spec 002 §6).
  const company: string | undefined = yield select(
    (state: { session: { user: { company?: string } | null } }) => state.session.user?.company,
  );
  if (company && 'company' in values && !values.company) values = { ...values, company };
  const stored = decodeConfiguration(config);
  if (stored) values = restoreValues(fields, values, stored.values);
  yield put(formLoaded({ steps, values, step: stored?.step ?? 1 }));
  // A reloaded or restored configuration with both continuity sizes is checked at once.
  if (continuityPair(values)) yield fork(checkContinuity, continuityAnswered(values));
}

/** The progress titles the server gives its steps, for results shown without the form. */
function* loadStepTitles(): Saga<void> {
  const body: ApiBody<FloorFormDatas> = yield* callApi(getFloorConfigurator);
  if (isUsableForm(body)) yield put(stepTitlesLoaded(stepTitlesOf(body.datas.formArray)));
}

export function* openPage({ payload }: PayloadAction<PageOpenedPayload>): Saga<void> {
  yield put(solutionsActions.cleared());
  const { history, simulationId, historySolution, config } = payload;
  if (history) {
    yield delay(HISTORY_LOAD_DELAY_MS);
    const body: ApiBody<FloorSimulationResult> = yield* callApi(getFloorSimulationResult, history);
    if (isResult(body)) {
      yield put(
        solutionsActions.resultReceived({
          result: body.datas,
          fromHistory: true,
          openSlug: historySolution ?? null,
        }),
      );
      yield put(historyResultShown({ simulationId: body.datas.simulation.id }));
      yield* loadStepTitles();
      return;
    }
    // Spec 002 §2.1, §8: if the result fails to load, the editable form is shown instead.
    yield* showForm(history, config);
    return;
  }
  if (historySolution && !simulationId) {
    // A saved solution opens its detail directly (no simulation to show around it).
    yield put(
      solutionsActions.resultReceived({
        result: {
          solutions: [],
          simulation: { id: 0 },
          agency: { libelle: '', emails: [], phone: '' },
          hasOnlyOneSolution: false,
          message: '',
        },
        fromHistory: true,
        openSlug: historySolution,
      }),
    );
    yield put(historyResultShown({ simulationId: 0 }));
    yield* loadStepTitles();
    return;
  }
  yield* showForm(simulationId ?? null, config);
}

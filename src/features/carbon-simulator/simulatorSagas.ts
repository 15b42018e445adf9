/**
 * The carbon simulator's sagas (spec 002 §2.5, §4.2, §9): loading the form (250 ms), step 1 to
 * step 2, every step-2 answer sent to the server (150 ms after the change; 300 ms for the custom
 * concrete values), the submission (simulatorSubmitSagas.ts), then the cluster's results; the
 * exit confirmation. Step 1 and the answers come with the actions: the form owns them.
 */
import type { Saga } from '@/lib/sagas/types';
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, delay, getContext, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { getJoistInfillOptions, getSimulatorForm } from '@/api/carbon';
import type { JoistInfillDatas, SimulatorFormBody, SimulatorQuery } from '@/api/carbonTypes';
import type { ApiBody } from '@/api/http';
import { callApi } from '@/features/session';
import { queuedSaveAnswered } from '@/lib/offline';
import { confirm } from '@/lib/sagas/confirm';
import { heldForm, serverFormSaga, stepTitlesOf } from '@/lib/sagas/serverForm';
import { confirmClosed } from '@/ui/confirm/confirmSlice';
import { clusterActions } from './cluster';
import {
  CUSTOM_CONCRETE_DELAY_MS,
  CUSTOM_CONCRETE_FIELDS,
  infillRequestOf,
  STEP2_UPDATE_DELAY_MS,
  step1ErrorsOf,
  type SimulationAnswers,
} from './simulatorModel';
import { simulatorQueryOf } from './simulatorQuery';
import {
  answerChanged,
  customConcreteSent,
  exitClicked,
  formLoaded,
  formReceived,
  formUpdated,
  infillOptionsLoaded,
  pageOpened,
  simulationRestored,
  requestFailed,
  retryClicked,
  step1Accepted,
  step1Refused,
  step1Submitted,
  stepTitlesLoaded,
  submitClicked,
  updateRetried,
  type CarbonSimulatorState,
  type FormAnswer,
} from './simulatorSlice';

/** Simulator call failures are not shown by the original (spec 002 §8): see docs/deviations.md. */
export const LOAD_FAILURE =
  "Le simulateur n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.";
export const UPDATE_FAILURE =
  "Votre dernière réponse n'a pas pu être prise en compte. Vérifiez votre connexion puis réessayez.";
export const CONTINUE_FAILURE =
  "Les questions de l'étape suivante n'ont pas pu être chargées. Vérifiez votre connexion puis réessayez.";
import { submit, takeQueuedSubmission } from './simulatorSubmitSagas';

export { NEW_CLUSTER, SUBMIT_FAILURE, SUBMIT_SENT } from './simulatorSubmitSagas';

export const EXIT_CONFIRM = {
  title: 'Êtes-vous sûr de vouloir quitter ?',
  message: 'Les modifications que vous avez apportées seront perdues.',
  confirmLabel: 'Quitter',
  cancelLabel: 'Continuer ma simulation',
};

const selectState = (state: { carbonSimulator: CarbonSimulatorState }) => state.carbonSimulator;

type FormResult = { ok: true; answer: FormAnswer } | { ok: false; message?: string };

function* fetchForm(query: SimulatorQuery): Saga<FormResult> {
  const body: SimulatorFormBody = yield* callApi(getSimulatorForm, query);
  if (!body.success || !Array.isArray(body.formArray))
    return { ok: false, message: body.message || undefined };
  return {
    ok: true,
    answer: {
      formArray: body.formArray,
      isCompleted: Boolean(body.isCompleted),
      errors: body.errors ?? {},
    },
  };
}

/**
 * Loads the form and shows it, or its failure, no earlier than the form load delay after the page
 * opened (spec 002 §9); the request is sent at once, not after the delay.
 */
function* loadForm(): Saga<void> {
  const state: CarbonSimulatorState = yield select(selectState);
  const prefill =
    state.query.simulationCarbone !== undefined || state.query.simulationPlancher !== undefined;
  const { restored } = state.query;
  const query = restored
    ? simulatorQueryOf(restored.step1, restored.answers, state.query, prefill)
    : prefill || state.query.cluster !== undefined
      ? simulatorQueryOf({}, [], state.query, true)
      : {};
  // Meanwhile the loading view shows the step's title and description.
  const result: FormResult = yield* heldForm(
    () => fetchForm(query),
    (answer) => (answer.ok ? answer.answer.formArray : null),
    formReceived,
  );
  if (result.ok) {
    yield put(formLoaded(result.answer));
    if (restored) yield put(simulationRestored(restored));
    // A prefilled step 2 (a cluster's, a saved simulation's) may already show the infill field.
    yield* loadInfillOptions(result.answer.formArray);
  } else yield put(requestFailed({ failure: 'load', message: result.message ?? LOAD_FAILURE }));
}

/**
 * The progress titles the server gives its steps, for results shown without the form (history):
 * the plain form definition is fetched for its titles only; without it the progress keeps
 * 'Étape 1' / 'Étape 2'.
 */
function* loadStepTitles(): Saga<void> {
  const result: FormResult = yield* fetchForm({});
  if (result.ok) yield put(stepTitlesLoaded(stepTitlesOf(result.answer.formArray)));
}

/** Step 1 checked by the server, with the step-2 answers the form keeps (back, then continue). */
function* continueToStep2(action: UnknownAction): Saga<void> {
  if (!step1Submitted.match(action)) return;
  const { step1, answers } = action.payload;
  const state: CarbonSimulatorState = yield select(selectState);
  const result: FormResult = yield* fetchForm(simulatorQueryOf(step1, answers, state.query));
  if (!result.ok) {
    yield put(requestFailed({ failure: 'continue', message: result.message ?? CONTINUE_FAILURE }));
    return;
  }
  if (Object.keys(step1ErrorsOf(result.answer.errors)).length > 0)
    yield put(step1Refused(result.answer));
  else {
    yield put(step1Accepted(result.answer));
    yield* loadInfillOptions(result.answer.formArray);
  }
}

function* updateForm({ step1, answers }: SimulationAnswers, delayMs: number): Saga<void> {
  yield delay(delayMs);
  const state: CarbonSimulatorState = yield select(selectState);
  const result: FormResult = yield* fetchForm(simulatorQueryOf(step1, answers, state.query));
  if (!result.ok) {
    yield put(requestFailed({ failure: 'update', message: result.message ?? UPDATE_FAILURE }));
    return;
  }
  yield put(formUpdated(result.answer));
  yield* loadInfillOptions(result.answer.formArray);
}

/**
 * The joist-infill blocks that fit the system, thickness and floor level (POST
 * /api/simulator/entrevous/), as the floor configurator asks its own: they become the infill field's
 * choices. A failure keeps the field as the form gave it.
 */
function* loadInfillOptions(formArray: FormAnswer['formArray']): Saga<void> {
  const request = infillRequestOf(formArray);
  if (!request) return;
  const body: ApiBody<JoistInfillDatas> = yield* callApi(getJoistInfillOptions, request);
  const options = body.success ? body.datas?.options : undefined;
  if (Array.isArray(options) && options.length > 0) yield put(infillOptionsLoaded(options));
}

/** The page opened: a past cluster's results, or the form (again after 'Réessayer'). */
function* openPage(action: UnknownAction): Saga<void> {
  if (pageOpened.match(action)) {
    if (action.payload.history !== undefined) {
      yield put(clusterActions.clusterRequested({ id: action.payload.history, fromHistory: true }));
      yield* loadStepTitles();
      return;
    }
    yield put(clusterActions.cleared());
  }
  yield* loadForm();
}

/**
 * The answers the action carries, sent 150 ms after a step-2 answer, 300 ms after a custom
 * concrete value or its button, at once after 'Réessayer'.
 */
function* sendAnswers(action: UnknownAction): Saga<void> {
  if (answerChanged.match(action)) {
    const custom = (CUSTOM_CONCRETE_FIELDS as readonly string[]).includes(action.payload.field);
    yield* updateForm(
      action.payload.simulation,
      custom ? CUSTOM_CONCRETE_DELAY_MS : STEP2_UPDATE_DELAY_MS,
    );
  } else if (customConcreteSent.match(action)) {
    yield* updateForm(action.payload, CUSTOM_CONCRETE_DELAY_MS);
  } else if (updateRetried.match(action)) {
    yield* updateForm(action.payload, 0);
  }
}

function* exit(): Saga<void> {
  const accepted: boolean = yield* confirm(EXIT_CONFIRM);
  if (!accepted) return;
  yield put(confirmClosed());
  const navigate: (to: string) => void = yield getContext('navigate');
  yield call(navigate, '/');
}

/** The server-driven form's skeleton (src/lib/sagas/serverForm.ts) with the simulator's workers. */
export function* carbonSimulatorSaga(): Saga<void> {
  yield* serverFormSaga({
    form: 'carbonSimulator',
    open: { on: pageOpened.type, run: openPage },
    continueStep: { on: step1Submitted.type, run: continueToStep2 },
    update: {
      on: [answerChanged.type, customConcreteSent.type, updateRetried.type],
      run: sendAnswers,
    },
    submit: { on: submitClicked.type, run: submit },
    // The form's 'Réessayer' of step 1 and of an answer carry the answers again (step1Submitted,
    // updateRetried); the store's is the form's load.
    retry: {
      on: retryClicked.type,
      failedRole: (state: { carbonSimulator: CarbonSimulatorState }) =>
        state.carbonSimulator.failure === 'load' ? 'open' : null,
    },
    own: [
      takeLeading(exitClicked.type, exit),
      takeEvery(queuedSaveAnswered.type, takeQueuedSubmission),
    ],
  });
}

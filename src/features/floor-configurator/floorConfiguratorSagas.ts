/**
 * Sagas of the floor configurator (spec 002 §2.1, §4.1, §5.1, §7, §8, §9) on the server-driven
 * form's skeleton (src/lib/sagas/serverForm.ts): the opening (floorOpenSagas.ts), the answers sent
 * (floorSubmitSagas.ts) and what the server is asked while the user answers (floorAnswerSagas.ts).
 */
import { takeEvery, takeLatest } from 'redux-saga/effects';
import { queuedSaveAnswered } from '@/lib/offline';
import { serverFormSaga, type ServerFormRole } from '@/lib/sagas/serverForm';
import type { Saga } from '@/lib/sagas/types';
import { checkContinuity, refreshEntrevous } from './floorAnswerSagas';
import {
  continuityAnswered,
  formLoaded,
  infillsAsked,
  pageOpened,
  stepContinued,
  stepValidated,
  submitted,
} from './floorConfiguratorSlice';
import { openPage } from './floorOpenSagas';
import { continueStep, submit, takeQueuedSubmission } from './floorSubmitSagas';

export { refreshEntrevous } from './floorAnswerSagas';
export { FORM_LOAD_ERROR } from './floorOpenSagas';
export {
  FLOOR_QUEUE_KEY,
  FLOOR_QUEUE_LABEL,
  FLOOR_SENT,
  takeQueuedSubmission,
} from './floorSubmitSagas';

/** The server-driven form's skeleton (src/lib/sagas/serverForm.ts) with the floor's workers. */
export function* floorConfiguratorSaga(): Saga<void> {
  yield* serverFormSaga({
    form: 'floorConfigurator',
    open: { on: pageOpened.type, run: openPage as ServerFormRole['run'] },
    continueStep: { on: stepContinued.type, run: continueStep as ServerFormRole['run'] },
    // The joist infills follow step 2 shown and every step-2 answer but their own.
    update: {
      on: (action) =>
        stepValidated.match(action) ||
        (formLoaded.match(action) && action.payload.step === 2) ||
        infillsAsked.match(action),
      run: refreshEntrevous,
    },
    submit: { on: submitted.type, run: submit as ServerFormRole['run'] },
    own: [
      takeLatest(continuityAnswered.type, checkContinuity),
      takeEvery(queuedSaveAnswered.type, takeQueuedSubmission),
    ],
  });
}

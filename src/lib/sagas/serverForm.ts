/**
 * What the sagas of both server-driven forms share (floor configurator and carbon simulator, spec
 * 002 §4, §9): one skeleton (`serverFormSaga`: the page opened, step 1 continued, a step-2 answer
 * sent, the submission, 'Réessayer'), the delays, and a form's definition loaded and shown no
 * earlier than the form load delay, its steps passed on as soon as they come (the loading view
 * shows the step's title meanwhile). Each configurator fills the roles with its own workers.
 */
import { createAction, type Action, type UnknownAction } from '@reduxjs/toolkit';
import {
  all,
  call,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
  type ForkEffect,
} from 'redux-saga/effects';
import type { FormStep } from '@/api/formDefinitionTypes';
import { heldAnswer } from './heldAnswer';
import type { Saga } from './types';

/** Spec 002 §9: 'Form load delay 250 ms'. */
export const FORM_LOAD_DELAY_MS = 250;
/** Spec 002 §9: 'History load delay 100 ms'. */
export const HISTORY_LOAD_DELAY_MS = 100;
/** Spec 002 §9: 'Delay after step-2 updates 150 ms'. */
export const STEP2_UPDATE_DELAY_MS = 150;

/**
 * Runs `request` at once and returns its answer no earlier than the form load delay; the answer's
 * steps (`stepsOf`, null when it has none) are put as `received` as soon as it comes.
 */
export function* heldForm<T>(
  request: () => Saga<T>,
  stepsOf: (answer: T) => FormStep[] | null,
  received: (steps: FormStep[]) => UnknownAction,
): Saga<T> {
  return yield* heldAnswer(FORM_LOAD_DELAY_MS, request, function* (answer) {
    const steps = stepsOf(answer);
    if (steps) yield put(received(steps));
  });
}

/** The titles of a form's steps, for the progress of results shown without the form. */
export function stepTitlesOf(steps: readonly FormStep[]): string[] {
  return steps.map((step) => step.title);
}

/** Actions by their types, or a test of the action. */
export type RolePattern = string | readonly string[] | ((action: Action) => boolean);

/** A role of the skeleton: the actions that start it, and its worker. */
export interface ServerFormRole {
  on: RolePattern;
  run: (action: UnknownAction) => Saga<void>;
}

/** The roles that 'Réessayer' can do again. */
export type RetriedRole = 'open' | 'continueStep' | 'update';

/**
 * 'Réessayer' (which a configurator's failure view may show), put again as the action of the role
 * that failed; its worker receives it in place of the role's own action.
 */
export const roleRetried = createAction<{ form: string; role: RetriedRole }>(
  'serverForm/roleRetried',
);

export interface ServerFormSagaDefinition {
  /** The form's name (its slice's), which 'Réessayer' names. */
  form: string;
  /**
   * The page opened, or its query changed: a past result, or the form (held by the form load
   * delay). Each opening starts the form afresh: whatever the other roles were doing for the page
   * before is cancelled, so no answer for an older page lands on the new one.
   */
  open: ServerFormRole;
  /** Step 1 checked by the server before step 2: the first click is answered, repeats ignored. */
  continueStep: ServerFormRole;
  /**
   * A step-2 answer the server narrows the form on, after the role's own delay (the step-2 update
   * delay): the newest answer wins, so the server's answer to older values never overwrites newer
   * ones.
   */
  update: ServerFormRole;
  /** The submission that shows the results: the first click is answered, repeats ignored. */
  submit: ServerFormRole;
  /** 'Réessayer': its action, and the role that failed (from the store), if any. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form's own state
  retry?: { on: RolePattern; failedRole: (state: any) => RetriedRole | null };
  /** What the configurator adds of its own, for the page's time (checks, the exit's confirmation). */
  own?: ForkEffect[];
}

function matches(pattern: RolePattern, action: Action): boolean {
  if (typeof pattern === 'function') return pattern(action);
  return typeof pattern === 'string' ? action.type === pattern : pattern.includes(action.type);
}

/** A role's actions, its retry included. */
function patternOf(definition: ServerFormSagaDefinition, role: RetriedRole | 'submit') {
  return (action: Action) =>
    matches(definition[role].on, action) ||
    (roleRetried.match(action) &&
      action.payload.form === definition.form &&
      action.payload.role === role);
}

/** `run`, ended early by any action of `cancelledBy`. */
function until(
  run: ServerFormRole['run'],
  cancelledBy: (action: Action) => boolean,
): ServerFormRole['run'] {
  return function* (action) {
    yield race([call(run, action), take(cancelledBy)]);
  };
}

/**
 * The saga of a server-driven form, each role with its rule of concurrency. An opening of the page
 * ends whatever the roles were doing for the page before, so no answer for an older page lands on
 * the new one.
 */
export function* serverFormSaga(definition: ServerFormSagaDefinition): Saga<void> {
  const { open, continueStep, update, submit, retry, own = [], form } = definition;
  const opens = patternOf(definition, 'open');
  const continues = patternOf(definition, 'continueStep');
  const updates = patternOf(definition, 'update');
  function* retryFailedRole(): Saga<void> {
    if (!retry) return;
    const role: RetriedRole | null = yield select(retry.failedRole);
    if (role) yield put(roleRetried({ form, role }));
  }
  yield all([
    takeLatest(opens, open.run),
    takeLeading(continues, until(continueStep.run, opens)),
    // A step continued also ends the step-2 update under way: its answer would be for the former
    // step 1.
    takeLatest(
      updates,
      until(update.run, (action) => opens(action) || continues(action)),
    ),
    takeLeading(patternOf(definition, 'submit'), until(submit.run, opens)),
    ...(retry ? [takeLatest((action: Action) => matches(retry.on, action), retryFailedRole)] : []),
    ...own,
  ]);
}

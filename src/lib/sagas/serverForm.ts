/**
 * What the sagas of both server-driven forms share (floor configurator and carbon simulator, spec
 * 002 §9): the delays, and a form's definition loaded and shown no earlier than the form load delay,
 * its steps passed on as soon as they come (the loading view shows the step's title meanwhile).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';
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

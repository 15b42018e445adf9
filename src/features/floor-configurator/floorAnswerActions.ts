/**
 * What one answer of the floor configurator's form tells the store: nothing, unless the server
 * must hear of it (issue 43: a choice renders the fields it touches, not the page). Formik owns
 * the answers; the page's address follows them from the form (FloorStepForm.tsx).
 *
 * - a field the server refused, answered again: its message goes;
 * - a continuity size: the server checks the pair once both are filled (spec 002 §5.1);
 * - a step-2 answer but the joist infills' own: the server narrows the infills (spec 002 §7).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { continuityAnswered, infillsAsked, serverErrorCleared } from './floorConfiguratorSlice';
import { CONTINUITY_FIELDS, ENTREVOUS_FIELD, type FloorValues } from './floorRules';

export interface AnswerContext {
  /** The form step shown. */
  step: 1 | 2;
  /** The server's refusals shown, by field. */
  serverErrors: Readonly<Record<string, string>>;
}

const isContinuitySize = (name: string) => (CONTINUITY_FIELDS as readonly string[]).includes(name);

/** The actions an answer of field `name` leads to, the new answers given; often none. */
export function actionsOfAnswer(
  name: string,
  values: FloorValues,
  { step, serverErrors }: AnswerContext,
): UnknownAction[] {
  const actions: UnknownAction[] = [];
  if (name in serverErrors) actions.push(serverErrorCleared(name));
  if (isContinuitySize(name)) actions.push(continuityAnswered(values));
  if (step === 2 && name !== ENTREVOUS_FIELD) actions.push(infillsAsked(values));
  return actions;
}

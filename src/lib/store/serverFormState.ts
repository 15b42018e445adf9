/**
 * What every server-driven form keeps in the store (floor configurator and carbon simulator, spec
 * 002 §4): the server's steps, the step shown, their titles for results shown without the form,
 * and the server's refusals by field. Formik owns the answers (see src/ui/serverForm/ServerForm);
 * each configurator's slice adds what is its own around this core and spreads its reducers.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { FormStep } from '@/api/formDefinitionTypes';

export interface ServerFormState {
  /** 'idle' before the page asks, 'loading' until the form shows, then the configurator's own. */
  status: string;
  /** 1 and 2 are the server's form steps, 3 the fixed results step. */
  step: 1 | 2 | 3;
  /** The server's definition of the form steps. */
  steps: FormStep[];
  /** The steps' titles when the results show without the form (opened from the history). */
  stepTitles: string[];
  /** The server's refusals: field name to message, shown under the field. */
  serverErrors: Record<string, string>;
}

export const initialServerFormState = {
  status: 'idle' as const,
  step: 1 as const,
  steps: [] as FormStep[],
  stepTitles: [] as string[],
  serverErrors: {} as Record<string, string>,
} satisfies ServerFormState;

/** The reducers both configurators share. */
export const serverFormReducers = {
  /**
   * The form's definitions while its display is held (the form load delay, spec 002 §9): the
   * loading view shows the step's title and description.
   */
  formReceived(state: ServerFormState, action: PayloadAction<FormStep[]>) {
    if (state.status === 'loading') state.steps = action.payload;
  },
  /** The server's step titles, for the progress of results shown without the form. */
  stepTitlesLoaded(state: ServerFormState, action: PayloadAction<string[]>) {
    state.stepTitles = action.payload;
  },
};

/**
 * Form answers of the mock backend, for stories and tests: computed by the mock's own form
 * definitions (mock-server/db/carbon/simulatorForm.ts), so they follow every change made there.
 */
import {
  evaluateSimulator,
  type SimulatorAnswers,
} from '../../../mock-server/db/carbon/simulatorForm';
import type { FormAnswer } from './simulatorSlice';

/** What GET /api/simulator/ answers for these answers. */
function formAnswerOf(answers: SimulatorAnswers): FormAnswer {
  const { formArray, isCompleted, errors } = evaluateSimulator(answers);
  return { formArray, isCompleted, errors };
}

const PROJECT = { zipCode: '69003', projectName: 'Maison Dupont' };
/** A beam-and-block floor from a usual configuration: every required field has a value. */
const USUAL_FLOOR = { systemType: 'poutrelles-entrevous-beton', favorites: 'maison-etage' };

/** The form without answers: step 1, and step 2 holding systemType only. */
export const initialFormFixture: FormAnswer = formAnswerOf({ step1: {}, step2: {} });

/** A complete configuration (zone 2, span 4.8 m, 20 cm, intermediate floor). */
export const completeFormFixture: FormAnswer = formAnswerOf({ step1: PROJECT, step2: USUAL_FLOOR });

/** The same with a custom concrete whose cement dosage (100 kg/m³) the server refuses. */
export const customConcreteErrorFixture: FormAnswer = formAnswerOf({
  step1: PROJECT,
  step2: { ...USUAL_FLOOR, cementType: 'personnalise', cementDosage: '100' },
});

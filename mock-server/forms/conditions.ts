/**
 * The server side of the conditional fields: whether a field is shown for the current answers.
 * The floor configurator allows ==, !=, IN and NOT IN; the carbon simulator ==, !=, >, >=, <, <=
 * and NOT IN. The evaluator is the app's own (src/domain/formRules.ts), so that the mock
 * backend and the screens never disagree on a condition.
 */
export {
  CARBON_COMPARATORS,
  conditionHolds,
  FLOOR_COMPARATORS,
  FormDefinitionError,
  isFieldShown,
  type Answers,
} from '../../src/domain/serverForm';

/**
 * The pure part of the server-driven forms (spec 002 §3–§5), shared by the app
 * (src/ui/serverForm, the configurators) and the mock backend: the kinds of the field types,
 * the conditions, the values held and sent, the reset of hidden fields, the checkbox's disabled
 * value, the choices, what typing keeps, and the server's checks (of an answer, answerOfKind; of
 * a step's answers, checkAnswers). The messages are the catalogue's (src/domain/messages.ts).
 * No React, no browser API.
 */
export {
  answerOfKind,
  parseAnswerNumber,
  type AnswerCheck,
  type KindMessages,
} from './answerOfKind';
export {
  checkAnswers,
  heldAnswer,
  isWrongType,
  NO_ANSWER_CHECKED,
  refusalsOf,
  type CheckedAnswers,
  type CheckRules,
  type OwnCheckContext,
} from './checkAnswers';
export { choiceLabel, choicesOf, offeredValues } from './choices';
export {
  asList,
  CARBON_COMPARATORS,
  conditionHolds,
  FLOOR_COMPARATORS,
  FormDefinitionError,
  isFieldShown,
  type Answers,
  type FormValues,
} from './conditions';
export { FIELD_KINDS, isSentAsTyped, kindOf, type ValueKind } from './fieldKinds';
export { blockedKeysOf, sanitizeTyped, stripByPattern } from './typing';
export {
  applyFieldChange,
  checkboxValueAfter,
  flattenFields,
  hiddenValueOf,
  initialValueOf,
  initialValuesOf,
  isBlank,
  toSubmitValues,
} from './values';

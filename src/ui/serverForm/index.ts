/**
 * The shared renderer of server-defined fields (floor configurator and carbon simulator) and the
 * rules it applies: conditions, hidden-field reset, checkbox disabled value, initial and submitted
 * values, blocked keys and pattern stripping.
 */
export {
  applyFieldChange,
  blockedKeysOf,
  CARBON_COMPARATORS,
  checkboxValueAfter,
  choicesOf,
  conditionHolds,
  flattenFields,
  FLOOR_COMPARATORS,
  FormDefinitionError,
  hiddenValueOf,
  initialValueOf,
  initialValuesOf,
  isFieldShown,
  sanitizeTyped,
  stripByPattern,
  toSubmitValues,
  type Answers,
  type FormValues,
} from '@/domain/serverForm';
export { FIELD_RENDERERS, type FieldRenderer } from './fieldRenderers';
export { FieldTooltip } from './fields/FieldTooltip';
export { ServerFields, type FieldOverride, type ServerFieldsProps } from './ServerFields';
export {
  ServerForm,
  useServerFormEngine,
  type ServerFormEngine,
  type ServerFormProps,
} from './ServerForm';

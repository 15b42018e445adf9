/** Form fields bound to Formik, shared by every form of the app. */
export {
  TextField,
  PasswordField,
  PostalCodeField,
  cutPostalCode,
  POSTAL_CODE_LENGTH,
  type TextFieldProps,
} from './TextField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { useVisibleError } from './fieldError';

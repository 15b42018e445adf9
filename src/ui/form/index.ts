/** Form fields bound to Formik, shared by every form of the app. */
export { TextField, PasswordField, PostalCodeField, type TextFieldProps } from './TextField';
export { cutPostalCode, POSTAL_CODE_LENGTH } from './postalCode';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { useVisibleError } from './fieldError';
export { RecipientFields, SenderFields } from './EmailRecipientFields';

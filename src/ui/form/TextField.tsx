import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { useVisibleError } from './fieldError';
import { EyeIcon } from '@/ui/icons/EyeIcon';
import { cutPostalCode, POSTAL_CODE_LENGTH } from './postalCode';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password';
  required?: boolean;
  /** Shows the required marker (*) without Formik's rules making the field required. */
  marked?: boolean;
  autoComplete?: string;
  helperText?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  /** Rewrites what the user types before it reaches the form (e.g. cut a postal code). */
  transform?: (value: string) => string;
  /** Called after Formik's own blur handling. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** An element shown at the end of the input (an edit handle…). */
  endElement?: ReactNode;
}

/**
 * A text, e-mail, phone or password input bound to the Formik field `name`, with its label, its
 * required marker and its error. A password gets a show/hide toggle.
 */
export function TextField({
  name,
  label,
  type = 'text',
  required = false,
  marked = false,
  autoComplete,
  helperText,
  readOnly,
  disabled,
  placeholder,
  inputMode,
  maxLength,
  transform,
  onBlur,
  endElement,
}: TextFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const error = useVisibleError(name);
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';

  const toggle = isPassword ? (
    <IconButton
      size="xs"
      variant="ghost"
      aria-label={shown ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
      aria-pressed={shown}
      onClick={() => setShown((value) => !value)}
    >
      <EyeIcon crossed={shown} />
    </IconButton>
  ) : null;

  const input = (
    <Input
      name={field.name}
      type={isPassword && shown ? 'text' : type}
      value={field.value ?? ''}
      onChange={(event) => {
        const raw = event.target.value;
        void helpers.setValue(transform ? transform(raw) : raw);
      }}
      onBlur={(event) => {
        field.onBlur(event);
        onBlur?.(event);
      }}
      autoComplete={autoComplete}
      readOnly={readOnly}
      placeholder={placeholder}
      inputMode={inputMode}
      maxLength={maxLength}
    />
  );
  const end = toggle ?? endElement;

  return (
    <Field.Root
      required={required || marked}
      invalid={Boolean(error)}
      disabled={disabled}
      readOnly={readOnly}
    >
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {end ? <InputGroup endElement={end}>{input}</InputGroup> : input}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A password input with its show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="password" />;
}

/** A postal code, cut to 5 characters as the user types. */
export function PostalCodeField(props: Omit<TextFieldProps, 'type' | 'transform' | 'inputMode'>) {
  return (
    <TextField
      autoComplete="postal-code"
      {...props}
      inputMode="numeric"
      maxLength={POSTAL_CODE_LENGTH}
      transform={cutPostalCode}
    />
  );
}

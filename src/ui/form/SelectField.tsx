import { Field, NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useVisibleError } from './fieldError';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ('Choisissez…'); omitted when an option has the value ''. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A native select bound to the Formik field `name` (keyboard and screen readers work as usual). */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  required = false,
  disabled,
}: SelectFieldProps) {
  const [field] = useField<string>(name);
  const error = useVisibleError(name);
  return (
    <Field.Root required={required} invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...(placeholder ? { placeholder } : {})}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

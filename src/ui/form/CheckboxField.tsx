import { Checkbox, Field } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useVisibleError } from './fieldError';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A checkbox bound to the boolean Formik field `name`, with its error. */
export function CheckboxField({ name, label, required = false, disabled }: CheckboxFieldProps) {
  const [field, , helpers] = useField<boolean>(name);
  const error = useVisibleError(name);
  return (
    <Field.Root required={required} invalid={Boolean(error)} disabled={disabled}>
      <Checkbox.Root
        checked={field.value === true}
        invalid={Boolean(error)}
        onCheckedChange={(details) => {
          void helpers.setValue(details.checked === true);
          void helpers.setTouched(true, false);
        }}
      >
        <Checkbox.HiddenInput name={name} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>
          {label}
          {required && (
            <span aria-hidden="true" style={{ marginInlineStart: '0.25em' }}>
              *
            </span>
          )}
        </Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

import { Field, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import { useVisibleError } from '@/ui/form';

/** A multi-line text bound to the Formik field `name`, with its label, required marker and error. */
export function TextareaField({
  name,
  label,
  required = false,
}: {
  name: string;
  label: string;
  required?: boolean;
}) {
  const [field] = useField<string>(name);
  const error = useVisibleError(name);
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea {...field} rows={5} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

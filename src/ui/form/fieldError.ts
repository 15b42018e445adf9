import { getIn, useFormikContext } from 'formik';

/** The error of a field once the user has left it or tried to submit, else undefined. */
export function useVisibleError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const error: unknown = getIn(errors, name);
  const shown = Boolean(getIn(touched, name)) || submitCount > 0;
  return shown && typeof error === 'string' ? error : undefined;
}

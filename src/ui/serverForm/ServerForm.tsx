/**
 * The engine of the server-driven forms (floor configurator and carbon simulator): one form step
 * whose answers Formik alone owns. They leave the form in one place only, `onAnswer`, whatever
 * changed them: the user (reported in the same event, with the values that follow from the choice:
 * `adjust`) or the screen (a field the server narrowed, reported after its render). The screen
 * passes on to its store only what the server must hear of an answer (a store updated on every
 * answer renders the page again on every choice); the answers reach the store when submitted. A
 * form started again (`formKey`) or redefined by the server (`reinitialize`) reports nothing, as
 * nothing was answered.
 *
 * The step renders its own layout around <ServerFields> (children, given the form); the fields
 * inside report their changes to the engine.
 */
import { Form, Formik, type FormikProps } from 'formik';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type Key,
  type ReactNode,
} from 'react';
import type { FormValues } from '@/domain/serverForm';

export interface ServerFormProps {
  /** A new key starts the form again from `initialValues` (a new definition, a refusal). */
  formKey?: Key;
  initialValues: FormValues;
  /** The form follows `initialValues` as they change (the server redefines the fields). */
  reinitialize?: boolean;
  /** The step's own checks (a yup schema), on blur and on submit. */
  validationSchema?: object;
  /** The form's accessible name: the id of its title, or a label. */
  labelledBy?: string;
  label?: string;
  /** The values that follow from a change (a choice's loads), applied with it. */
  adjust?: (values: FormValues, name: string) => FormValues;
  /** After every change of the answers: the field that changed and the new values. */
  onAnswer?: (name: string, values: FormValues) => void;
  onSubmit: (values: FormValues) => void;
  /** The step: its title, <ServerFields>, messages and buttons. */
  children: (form: FormikProps<FormValues>) => ReactNode;
}

/**
 * What <ServerFields> tells the engine of a change of the user's, before the form holds it: the
 * answers that follow from it (`adjust`), which the form then holds, reported.
 */
type FieldChanged = (name: string, values: FormValues) => FormValues;

/** The engine, as the fields inside it see it. */
export interface ServerFormEngine {
  /** The handler of a change of the user's: the answers the form is to hold. */
  changed: FieldChanged;
  /**
   * Whether a change checks the answers again: only a step with checks of its own does (the check
   * of a step without any renders the step once more after every change, for nothing).
   */
  validates: boolean;
}
const ServerFormContext = createContext<ServerFormEngine | null>(null);

/** The engine around the fields, inside a <ServerForm> (null outside one). */
export function useServerFormEngine(): ServerFormEngine | null {
  return useContext(ServerFormContext);
}

/** A server-defined form step: Formik, the step's content, and the one way its answers leave it. */
export function ServerForm({
  formKey,
  initialValues,
  reinitialize = false,
  validationSchema,
  labelledBy,
  label,
  adjust,
  onAnswer,
  onSubmit,
  children,
}: ServerFormProps) {
  return (
    <Formik<FormValues>
      key={formKey}
      initialValues={initialValues}
      enableReinitialize={reinitialize}
      validationSchema={validationSchema}
      validateOnChange={false}
      validateOnBlur={validationSchema !== undefined}
      onSubmit={(values) => onSubmit(values)}
    >
      {(form) => (
        <Form noValidate aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
          <ServerFormBody
            form={form}
            adjust={adjust}
            onAnswer={onAnswer}
            validates={validationSchema !== undefined}
          >
            {children(form)}
          </ServerFormBody>
        </Form>
      )}
    </Formik>
  );
}

function ServerFormBody({
  form,
  adjust,
  onAnswer,
  validates,
  children,
}: Pick<ServerFormProps, 'adjust' | 'onAnswer'> & {
  form: FormikProps<FormValues>;
  validates: boolean;
  children: ReactNode;
}) {
  // The answers last reported (or started from): the effect reports any others.
  const reported = useRef(form.values);
  const latest = useRef({ adjust, onAnswer });
  useEffect(() => {
    latest.current = { adjust, onAnswer };
  });
  // A change of the user's is reported at once, with the values that follow from it; the fields
  // put those in the form, and start the next change from them (it may come before a render).
  const engine = useMemo<ServerFormEngine>(
    () => ({
      changed: (name, values) => {
        const { adjust: adjustNow, onAnswer: report } = latest.current;
        const adjusted = adjustNow ? adjustNow(values, name) : values;
        reported.current = adjusted;
        report?.(name, adjusted);
        return adjusted;
      },
      validates,
    }),
    [validates],
  );
  // Answers changed by the screen rather than the user (a choice the server no longer offers gives
  // way to its proposal) are reported after the render that shows them, under the first field that
  // differs; a reset to the form's initial values is not an answer.
  const { values, initialValues } = form;
  useEffect(() => {
    const before = reported.current;
    if (before === values) return;
    reported.current = values;
    const name = firstChange(before, values);
    if (values === initialValues || name === undefined) return;
    latest.current.onAnswer?.(name, values);
  }, [values, initialValues]);
  return <ServerFormContext.Provider value={engine}>{children}</ServerFormContext.Provider>;
}

/** The first field whose value differs between two sets of answers. */
function firstChange(before: FormValues, after: FormValues): string | undefined {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const name of names) {
    const a = before[name];
    const b = after[name];
    if (a === b) continue;
    if (Array.isArray(a) && Array.isArray(b) && a.join('\u0000') === b.join('\u0000')) continue;
    return name;
  }
  return undefined;
}

import { Stack } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import { memo, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Comparator, FieldDefinition } from '@/api/formDefinitionTypes';
import { applyFieldChange, isFieldShown, type FormValues } from '@/domain/serverForm';
import { FIELD_RENDERERS, UNKNOWN_TYPE_RENDERER } from './fieldRenderers';
import type { FieldActions, FieldContext } from './fields/fieldProps';
import { useServerFormEngine } from './ServerForm';

/**
 * A screen's own view of one field, by its name (e.g. the floor's 'up' radio with its
 * 'Aucune valeur disponible.' states): given the field and its default view, it returns what to
 * show, or undefined for the default.
 */
export type FieldOverride = (
  field: FieldDefinition,
  defaultRender: () => ReactNode,
) => ReactNode | undefined;

export interface ServerFieldsProps {
  /** The step's definitions. */
  fields: FieldDefinition[];
  comparators: readonly Comparator[];
  /**
   * Called after every change with the field name and the new full values (already passed through
   * applyFieldChange). Use it to send answers to the server (carbon) or to react (floor choice
   * attributes, continuity).
   */
  onValuesChange?: (name: string, values: FormValues) => void;
  /** Messages under fields (server errors), by field name; Formik's own errors are shown too. */
  serverErrors?: Record<string, string>;
  disabled?: boolean;
  /** The screen's own views of some fields, by field name (the others use FIELD_RENDERERS). */
  overrides?: Readonly<Record<string, FieldOverride>>;
}

/** The state of the form that the blocks read to decide what each field shows. */
interface FormContext {
  props: ServerFieldsProps;
  values: FormValues;
  errorOf: (name: string) => string | undefined;
  actions: FieldActions;
}

/**
 * The fields of a server-defined form step, inside a Formik <Form>: each field reads and writes the
 * Formik value of its name; hidden fields (conditions) are not rendered and are reset by
 * applyFieldChange. A field's view renders again only when its own answer or state changes, so
 * that a change re-renders the fields it touches, not the whole step.
 */
export function ServerFields(props: ServerFieldsProps) {
  const formik = useFormikContext<FormValues>();
  const engine = useServerFormEngine();
  const { values, errors, touched, submitCount } = formik;

  // The actions keep their identity across renders and act on the latest values and props.
  const latest = useRef({ props, values, formik, engine });
  useLayoutEffect(() => {
    latest.current = { props, values, formik, engine };
  });
  const actions = useMemo<FieldActions>(
    () => ({
      change: (name, value) => {
        const { props: now, values: current, formik: form, engine: around } = latest.current;
        const changed = applyFieldChange(now.fields, current, name, value, now.comparators);
        // The engine around adds the values that follow from the change, and reports it.
        const next = around ? around.changed(name, changed) : changed;
        // The next change, before this one renders, starts from it.
        latest.current = { ...latest.current, values: next };
        // Checked again unless the engine around says the step has no checks.
        void form.setValues(next, around?.validates ?? true);
        now.onValuesChange?.(name, next);
      },
      touch: (name) => {
        const { formik: form, engine: around } = latest.current;
        const validates = around?.validates ?? true;
        // A step without checks has nothing to show for a field touched again: no render for it.
        if (!validates && getIn(form.touched, name) === true) return;
        void form.setFieldTouched(name, true, validates);
      },
    }),
    [],
  );
  const errorOf = (name: string) => {
    const server = props.serverErrors?.[name];
    if (server) return server;
    const own: unknown = getIn(errors, name);
    const shown = Boolean(getIn(touched, name)) || submitCount > 0;
    return shown && typeof own === 'string' ? own : undefined;
  };

  const context: FormContext = { props, values, errorOf, actions };
  return (
    <Stack gap="6" width="full">
      {props.fields.map((field) => (
        <ServerFieldBlock key={field.name} field={field} context={context} />
      ))}
    </Stack>
  );
}

function ServerFieldBlock({ field, context }: { field: FieldDefinition; context: FormContext }) {
  const { props, values } = context;
  if (!isFieldShown(field, values, props.comparators)) return null;
  const render = () => (
    <FieldView
      field={field}
      value={values[field.name]}
      error={context.errorOf(field.name)}
      required={Boolean(field.required || props.serverErrors?.[field.name])}
      formDisabled={Boolean(props.disabled)}
      actions={context.actions}
    />
  );
  const custom = props.overrides?.[field.name]?.(field, render);
  const children = (field.children ?? []).filter((child) =>
    isFieldShown(child, values, props.comparators),
  );
  return (
    <>
      {custom === undefined ? render() : custom}
      {children.length > 0 && (
        <Stack
          gap="4"
          paddingInlineStart={{ base: '3', md: '5' }}
          borderInlineStartWidth="2px"
          borderColor="border.emphasized"
          data-testid={`children-of-${field.name}`}
        >
          {children.map((child) => (
            <ServerFieldBlock key={child.name} field={child} context={context} />
          ))}
        </Stack>
      )}
    </>
  );
}

/** One field's view: renders again only when its definition, answer or state changes. */
const FieldView = memo(function FieldView({
  field,
  ...context
}: FieldContext & { field: FieldDefinition }) {
  const Renderer = FIELD_RENDERERS[field.type] ?? UNKNOWN_TYPE_RENDERER;
  return <Renderer field={field} context={context} />;
});

import {
  Box,
  CheckboxCard,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  Flex,
  IconButton,
  Image,
  Input,
  InputGroup,
  NativeSelect,
  Popover,
  Portal,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import {
  Fragment,
  memo,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Comparator, FieldDefinition, FieldValue } from '@/api/formDefinitionTypes';
import { useApiUrl } from '@/lib/site/SiteContext';
import {
  applyFieldChange,
  blockedKeysOf,
  isFieldShown,
  sanitizeTyped,
  type FormValues,
} from '@/domain/serverForm';
import { useServerFormChange } from './ServerForm';

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
  /**
   * Replaces the rendering of one field by name (e.g. the floor 'up' radio with its
   * 'Aucune valeur disponible.' states, or a load case list). Return undefined to use the default.
   */
  renderField?: (field: FieldDefinition, defaultRender: () => ReactNode) => ReactNode | undefined;
}

/** What one field's view reads: its own answer and state, and the form's stable actions. */
interface FieldContext {
  value: FieldValue | undefined;
  /** The message under the field (the server's, else Formik's once touched or submitted). */
  error: string | undefined;
  /** Required by its definition, or marked so by a server refusal (spec 002 §5.1). */
  required: boolean;
  /** The whole form is disabled (a request in progress). */
  formDisabled: boolean;
  actions: FieldActions;
}

interface FieldActions {
  change: (name: string, value: FieldValue) => void;
  touch: (name: string) => void;
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
  const engineChange = useServerFormChange();
  const { values, errors, touched, submitCount } = formik;

  // The actions keep their identity across renders and act on the latest values and props.
  const latest = useRef({ props, values, formik, engineChange });
  useLayoutEffect(() => {
    latest.current = { props, values, formik, engineChange };
  });
  const actions = useMemo<FieldActions>(
    () => ({
      change: (name, value) => {
        const { props: now, values: current, formik: form, engineChange: engine } = latest.current;
        const next = applyFieldChange(now.fields, current, name, value, now.comparators);
        // The next change, before this one renders, starts from it.
        latest.current = { ...latest.current, values: next };
        void form.setValues(next, true);
        now.onValuesChange?.(name, next);
        engine?.(name, next);
      },
      touch: (name) => void latest.current.formik.setFieldTouched(name, true, true),
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
  const custom = props.renderField?.(field, render);
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
  return <DefaultField field={field} context={context} />;
});

function asText(value: FieldValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

function isForced(field: FieldDefinition): boolean {
  const forced = field.forcedValue;
  return forced !== undefined && forced !== null && forced !== '';
}

/** The tooltip button and its popover: one section per entry, with title, content and image. */
export function FieldTooltip({ field }: { field: FieldDefinition }) {
  const apiUrl = useApiUrl();
  const entries = field.tooltip ?? [];
  if (entries.length === 0) return null;
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton
          size="2xs"
          variant="ghost"
          rounded="full"
          aria-label={`Aide : ${field.label}`}
          marginInlineStart="1"
          verticalAlign="middle"
        >
          <Box as="span" aria-hidden="true" fontWeight="bold" fontSize="sm">
            ?
          </Box>
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxWidth="min(26rem, calc(100vw - 2rem))" aria-label={field.label}>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="4">
                {entries.map((entry, index) => {
                  const image = apiUrl(entry.image);
                  return (
                    <Stack key={`${entry.title ?? ''}-${index}`} gap="2">
                      {entry.title && (
                        <Text fontWeight="semibold" textStyle="sm">
                          {entry.title}
                        </Text>
                      )}
                      {entry.content && <Text textStyle="sm">{entry.content}</Text>}
                      {image && (
                        <Image
                          src={image}
                          alt={entry.title ?? field.label}
                          maxWidth="full"
                          loading="lazy"
                        />
                      )}
                    </Stack>
                  );
                })}
              </Stack>
            </Popover.Body>
            <Popover.CloseTrigger asChild position="absolute" top="1" insetEnd="1">
              <IconButton size="2xs" variant="ghost" aria-label="Fermer l’aide">
                <Box as="span" aria-hidden="true">
                  ×
                </Box>
              </IconButton>
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function RequiredMark() {
  return (
    <Box as="span" aria-hidden="true" color="fg.error" marginInlineStart="1">
      *
    </Box>
  );
}

function DefaultField({ field, context }: { field: FieldDefinition; context: FieldContext }) {
  switch (field.type) {
    case 'hidden':
      return null;
    case 'radio':
      return <RadioField field={field} context={context} />;
    case 'checkbox':
      return <CheckboxListField field={field} context={context} />;
    case 'fakeCheckbox':
      return <FakeCheckboxField field={field} context={context} />;
    case 'select':
      return <SelectServerField field={field} context={context} />;
    default:
      return <InputField field={field} context={context} />;
  }
}

interface FieldProps {
  field: FieldDefinition;
  context: FieldContext;
}

function isRequired({ context }: FieldProps): boolean {
  return context.required;
}

function isDisabled({ field, context }: FieldProps): boolean {
  return Boolean(context.formDisabled || field.disabled || isForced(field));
}

/** Text, number and textarea inputs: pattern stripping, blocked keys, unit at the end. */
function InputField({ field, context }: FieldProps) {
  const error = context.error;
  const baseId = useId();
  const helpId = `${baseId}-help`;
  const errorId = `${baseId}-error`;
  const blocked = blockedKeysOf(field);
  const value = asText(context.value);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (blocked.includes(event.key)) event.preventDefault();
  };
  const describedBy = [field.help && !error ? helpId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    name: field.name,
    value,
    'aria-describedby': describedBy || undefined,
    placeholder: field.attr?.placeholder,
    onBlur: () => context.actions.touch(field.name),
  };
  const control =
    field.type === 'textarea' ? (
      <Textarea
        {...common}
        onChange={(event) =>
          context.actions.change(field.name, sanitizeTyped(field, event.target.value))
        }
      />
    ) : (
      <Input
        {...common}
        type="text"
        inputMode={
          field.type === 'number'
            ? blocked.includes('.')
              ? 'numeric'
              : 'decimal'
            : field.attr?.pattern === '[0-9]'
              ? 'numeric'
              : undefined
        }
        onKeyDown={onKeyDown}
        onChange={(event) =>
          context.actions.change(field.name, sanitizeTyped(field, event.target.value))
        }
      />
    );
  return (
    <Field.Root
      required={isRequired({ field, context })}
      invalid={Boolean(error)}
      disabled={isDisabled({ field, context })}
    >
      <Flex align="center" wrap="wrap">
        <Field.Label>
          {field.label}
          {isRequired({ field, context }) && <RequiredMark />}
        </Field.Label>
        <FieldTooltip field={field} />
      </Flex>
      {field.unit ? (
        <InputGroup
          endElement={
            <Text as="span" color="fg.muted" textStyle="sm" aria-hidden="true">
              {field.unit}
            </Text>
          }
        >
          {control}
        </InputGroup>
      ) : (
        control
      )}
      {field.unit && (
        <Box as="span" srOnly>
          {`Unité : ${field.unit}`}
        </Box>
      )}
      {field.help && !error && <Field.HelperText id={helpId}>{field.help}</Field.HelperText>}
      <Field.ErrorText id={errorId}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The legend of a group (radio, checkbox list): label, unit, required mark and tooltip. */
function GroupLegend({ field, context }: FieldProps) {
  return (
    <Flex align="center" wrap="wrap">
      <Fieldset.Legend fontWeight="medium" textStyle="sm" color="fg">
        {field.label}
        {field.unit && (
          <Box as="span" color="fg.muted" fontWeight="normal">
            {` (${field.unit})`}
          </Box>
        )}
        {isRequired({ field, context }) && <RequiredMark />}
      </Fieldset.Legend>
      <FieldTooltip field={field} />
    </Flex>
  );
}

function groupsOf(field: FieldDefinition): Array<{ label?: string; choices: [string, string][] }> {
  const groups: Array<{ label?: string; choices: [string, string][] }> = [];
  if (field.choices && Object.keys(field.choices).length > 0)
    groups.push({ choices: Object.entries(field.choices).map(([l, v]) => [l, String(v)]) });
  for (const [label, choices] of Object.entries(field.groupedChoices ?? {}))
    groups.push({ label, choices: Object.entries(choices).map(([l, v]) => [l, String(v)]) });
  return groups;
}

function RadioField({ field, context }: FieldProps) {
  const error = context.error;
  const legendId = useId();
  const disabled = isDisabled({ field, context });
  const value = asText(context.value);
  const groups = groupsOf(field);
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <GroupLegend field={field} context={context} />
      <RadioGroup.Root
        name={field.name}
        value={value === '' ? null : value}
        onValueChange={(details) => {
          if (details.value !== null) context.actions.change(field.name, details.value);
        }}
        disabled={disabled}
        ids={{ label: legendId }}
        size="sm"
      >
        <Stack gap="3">
          {groups.map((group, index) => (
            <Stack key={group.label ?? `group-${index}`} gap="2">
              {group.label && (
                <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="none">
                  {group.label}
                </Text>
              )}
              <Flex wrap="wrap" gap="2">
                {group.choices.map(([label, choice]) => (
                  <RadioGroup.Item
                    key={choice}
                    value={choice}
                    borderWidth="1px"
                    borderRadius="md"
                    paddingX="3"
                    paddingY="2"
                    _checked={{ borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' }}
                    onBlur={() => context.actions.touch(field.name)}
                  >
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Flex>
            </Stack>
          ))}
        </Stack>
      </RadioGroup.Root>
      {field.help && <Fieldset.HelperText>{field.help}</Fieldset.HelperText>}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

function CheckboxListField({ field, context }: FieldProps) {
  const error = context.error;
  const disabled = isDisabled({ field, context });
  const raw = context.value;
  const value = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const groups = groupsOf(field);
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <GroupLegend field={field} context={context} />
      <CheckboxGroup
        name={field.name}
        value={value}
        onValueChange={(next) => {
          context.actions.change(field.name, next);
          context.actions.touch(field.name);
        }}
        disabled={disabled}
      >
        <Stack gap="3">
          {groups.map((group, index) => (
            <Stack key={group.label ?? `group-${index}`} gap="2">
              {group.label && (
                <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
                  {group.label}
                </Text>
              )}
              <Flex wrap="wrap" gap="2">
                {group.choices.map(([label, choice]) => (
                  <Checkbox.Root
                    key={choice}
                    value={choice}
                    size="sm"
                    borderWidth="1px"
                    borderRadius="md"
                    paddingX="3"
                    paddingY="2"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Flex>
            </Stack>
          ))}
        </Stack>
      </CheckboxGroup>
      {field.help && <Fieldset.HelperText>{field.help}</Fieldset.HelperText>}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** A yes/no choice drawn as a selectable card; the value is held as 'true' or 'false'. */
function FakeCheckboxField({ field, context }: FieldProps) {
  const error = context.error;
  const disabled = isDisabled({ field, context });
  const checked = asText(context.value) === 'true';
  return (
    <Field.Root
      invalid={Boolean(error)}
      disabled={disabled}
      required={isRequired({ field, context })}
    >
      <Flex align="center" gap="1" width="full">
        <CheckboxCard.Root
          checked={checked}
          onCheckedChange={(details) => {
            context.actions.change(field.name, details.checked === true ? 'true' : 'false');
            context.actions.touch(field.name);
          }}
          disabled={disabled}
          invalid={Boolean(error)}
          name={field.name}
          value="true"
          flex="1"
          size="sm"
        >
          <CheckboxCard.HiddenInput />
          <CheckboxCard.Control>
            <CheckboxCard.Content>
              <CheckboxCard.Label>
                {field.label}
                {isRequired({ field, context }) && <RequiredMark />}
              </CheckboxCard.Label>
              {field.help && <CheckboxCard.Description>{field.help}</CheckboxCard.Description>}
            </CheckboxCard.Content>
            <CheckboxCard.Indicator />
          </CheckboxCard.Control>
        </CheckboxCard.Root>
        <FieldTooltip field={field} />
      </Flex>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function SelectServerField({ field, context }: FieldProps) {
  const error = context.error;
  const disabled = isDisabled({ field, context });
  const value = asText(context.value);
  const groups = groupsOf(field);
  const placeholder = field.attr?.placeholder ?? 'Sélectionnez';
  const options = (choices: [string, string][]) =>
    choices.map(([label, choice]) => (
      <option key={choice} value={choice}>
        {label}
      </option>
    ));
  return (
    <Field.Root
      required={isRequired({ field, context })}
      invalid={Boolean(error)}
      disabled={disabled}
    >
      <Flex align="center" wrap="wrap">
        <Field.Label>
          {field.label}
          {field.unit && (
            <Box as="span" color="fg.muted" fontWeight="normal">
              {` (${field.unit})`}
            </Box>
          )}
          {isRequired({ field, context }) && <RequiredMark />}
        </Field.Label>
        <FieldTooltip field={field} />
      </Flex>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.name}
          value={value}
          onChange={(event) => context.actions.change(field.name, event.target.value)}
          onBlur={() => context.actions.touch(field.name)}
        >
          <option value="">{placeholder}</option>
          {groups.map((group, index) =>
            group.label ? (
              <optgroup key={group.label} label={group.label}>
                {options(group.choices)}
              </optgroup>
            ) : (
              <Fragment key={`group-${index}`}>{options(group.choices)}</Fragment>
            ),
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

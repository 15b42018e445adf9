import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { FieldDefinition } from '@/api/formDefinitionTypes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useSameList } from '@/lib/hooks/useSameList';
import { pendingSavesOf, selectQueue } from '@/lib/offline';
import { useAddressState } from '@/lib/routing/useAddressState';
import { PendingNotice } from '@/ui/offline/PendingNotice';
import {
  FLOOR_COMPARATORS,
  ServerFields,
  ServerForm,
  type FieldOverride,
  type FormValues,
} from '@/ui/serverForm';
import { CONFIG_PARAM, encodeConfiguration } from '../configParam';
import { actionsOfAnswer } from '../floorAnswerActions';
import { FLOOR_QUEUE_KEY } from '../floorConfiguratorSagas';
import {
  applyChoiceAttributes,
  availabilityOf,
  choicesOf,
  ENTREVOUS_FIELD,
  FILL_FIELDS_ABOVE,
  LOAD_CASE_FIELD,
  NO_VALUE_AVAILABLE,
  restrictChoices,
  UP_FIELD,
} from '../floorRules';
import { step1Schema } from '../step1Schema';
import { BACK_LABEL, CONTINUE_LABEL, SUBMIT_LABEL } from './configuratorTexts';
import { FloorStepIntro, STEP_TITLE_ID } from './FloorStepIntro';

/**
 * A step of the floor configurator's form (spec 002 §4.1, §5.1): the server's fields, the load cases
 * and Up values the answers allow, the joist infills the server narrows, the step's buttons.
 */

/** A field restricted to the choices allowed, in a fieldset with a message when there are none. */
function UnavailableChoices({ field, message }: { field: FieldDefinition; message: string }) {
  return (
    <Box as="fieldset" data-field={field.name}>
      <Text as="legend" fontWeight="medium" mb="1">
        {field.label}
      </Text>
      <Text color="fg.muted" role="status">
        {message}
      </Text>
    </Box>
  );
}

/**
 * The view of a field narrowed to the choices the answers allow: a message instead of the field
 * while nothing is chosen that allows any (null), or when none is allowed.
 */
function narrowedView(allowed: readonly string[] | null): FieldOverride {
  return (field) => {
    if (allowed === null) return <UnavailableChoices field={field} message={FILL_FIELDS_ABOVE} />;
    if (allowed.length === 0)
      return <UnavailableChoices field={field} message={NO_VALUE_AVAILABLE} />;
    return undefined;
  };
}

export interface StepFormProps {
  /** A new key starts the form again from `initialValues` (a new form loaded). */
  formKey: number;
  initialValues: FormValues;
  stepNumber: 1 | 2;
  title: string;
  description?: string;
  fields: FieldDefinition[];
  allFields: FieldDefinition[];
  busy: boolean;
  serverErrors: Record<string, string>;
  /** The continuity check's messages, shown while continuity is 'true'. */
  continuityErrors: Record<string, string>;
  onSubmit: (values: FormValues) => void;
  onBack: () => void;
}

/**
 * One form step: its title, the server's fields and the step buttons. Formik owns the answers: an
 * answer reaches the store only when the server must hear of it (actionsOfAnswer).
 */
export const StepForm = memo(function StepForm({
  formKey,
  initialValues,
  stepNumber,
  allFields,
  onSubmit,
  ...step
}: StepFormProps) {
  const dispatch = useAppDispatch();
  const context = { step: stepNumber, serverErrors: step.serverErrors };
  return (
    <ServerForm
      formKey={formKey}
      initialValues={initialValues}
      validationSchema={stepNumber === 1 ? step1Schema : undefined}
      labelledBy={STEP_TITLE_ID}
      adjust={(values, name) => applyChoiceAttributes(allFields, values, name)}
      onAnswer={(name, values) => actionsOfAnswer(name, values, context).forEach(dispatch)}
      onSubmit={onSubmit}
    >
      {(form) => (
        <StepContent form={form} stepNumber={stepNumber} allFields={allFields} {...step} />
      )}
    </ServerForm>
  );
});

/**
 * A step's content, from the form's answers: the title, the fields with the choices the answers
 * allow and the server's messages, and the buttons.
 */
function StepContent({
  form,
  stepNumber,
  title,
  description,
  fields,
  allFields,
  busy,
  serverErrors,
  continuityErrors,
  onBack,
}: Omit<StepFormProps, 'formKey' | 'initialValues' | 'onSubmit'> & {
  form: FormikProps<FormValues>;
}) {
  // The answers are kept in the address (replaced in place), so that a reload or a shared link
  // restores them; the results keep the answers submitted there.
  const encoded = useMemo(
    () => encodeConfiguration({ step: stepNumber, values: form.values }),
    [stepNumber, form.values],
  );
  useAddressState(CONFIG_PARAM, encoded);
  const availability = availabilityOf(allFields, form.values);
  const loadCases = useSameList(availability.loadCases);
  const ups = useSameList(availability.ups);
  const pending = pendingSavesOf(useAppSelector(selectQueue), 'floorSimulation', FLOOR_QUEUE_KEY);
  // Moving to another step brings the keyboard and the view to its title.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepNumber);
  useEffect(() => {
    if (shownStep.current === stepNumber) return;
    shownStep.current = stepNumber;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [stepNumber]);
  // The server narrows the joist infills to the answers: a choice it no longer offers gives way
  // to the value it proposes (the engine reports that change like the user's).
  const entrevous = fields.find((field) => field.name === ENTREVOUS_FIELD);
  const { setValues } = form;
  const currentEntrevous = form.values[ENTREVOUS_FIELD];
  useEffect(() => {
    if (!entrevous || typeof currentEntrevous !== 'string' || currentEntrevous === '') return;
    if (Object.values(choicesOf(entrevous)).includes(currentEntrevous)) return;
    void setValues({ ...form.values, [ENTREVOUS_FIELD]: String(entrevous.value ?? '') }, false);
    // Only a new definition of the field decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entrevous]);
  // Only the load cases and Up values the chosen values allow are offered (spec 002 §4.1). Built
  // again only when they change: each field renders again only when its definition changes.
  const shownFields = useMemo(
    () =>
      fields.map((field) => {
        if (field.name === LOAD_CASE_FIELD && loadCases) return restrictChoices(field, loadCases);
        if (field.name === UP_FIELD && ups) return restrictChoices(field, ups);
        return field;
      }),
    [fields, loadCases, ups],
  );
  const overrides = { [UP_FIELD]: narrowedView(ups), [LOAD_CASE_FIELD]: narrowedView(loadCases) };
  return (
    <Stack gap="6">
      <FloorStepIntro title={title} description={description} headingRef={headingRef} />
      <ServerFields
        fields={shownFields}
        comparators={FLOOR_COMPARATORS}
        serverErrors={{
          ...serverErrors,
          ...(String(form.values.continuity) === 'true' ? continuityErrors : {}),
        }}
        disabled={busy}
        overrides={overrides}
      />
      {stepNumber === 2 &&
        pending.map((save) => <PendingNotice key={save.id} label={save.label} />)}
      <Flex
        gap="3"
        wrap="wrap"
        justify="space-between"
        align="center"
        direction={{ base: 'column-reverse', sm: 'row' }}
      >
        {stepNumber === 2 ? (
          <Button variant="plain" px="0" onClick={onBack} disabled={busy}>
            ← {BACK_LABEL}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          loading={busy}
          loadingText={stepNumber === 1 ? CONTINUE_LABEL : SUBMIT_LABEL}
          disabled={busy}
          w={{ base: 'full', sm: 'auto' }}
        >
          {stepNumber === 1 ? CONTINUE_LABEL : SUBMIT_LABEL}
        </Button>
      </Flex>
    </Stack>
  );
}

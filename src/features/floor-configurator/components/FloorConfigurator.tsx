import { Alert, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FLOOR_FORM_REQUEST } from '@/api/firstRequests';
import type { FieldDefinition } from '@/api/formDefinitionTypes';
import { paths } from '@/config/paths';
import { pendingSavesOf, selectQueue } from '@/lib/offline';
import { useSameList } from '@/lib/hooks/useSameList';
import { useSite } from '@/lib/site/SiteContext';
import { PendingNotice } from '@/ui/offline/PendingNotice';
import { earlyFormPreview } from '@/ui/formPreview/earlyPreview';
import { formStepTitles } from '@/ui/formPreview/formSteps';
import {
  FLOOR_COMPARATORS,
  ServerFields,
  ServerForm,
  type FieldOverride,
  type FormValues,
} from '@/ui/serverForm';
import { CONFIG_PARAM, encodeConfiguration } from '../configParam';
import {
  backClicked,
  exitDialogClosed,
  exitDialogOpened,
  pageOpened,
  selectFloorConfigurator,
  stepContinued,
  submitted,
  valuesChanged,
  type FloorConfiguratorState,
} from '../floorConfiguratorSlice';
import {
  allStepFields,
  applyChoiceAttributes,
  availabilityOf,
  choicesOf,
  ENTREVOUS_FIELD,
  FILL_FIELDS_ABOVE,
  LOAD_CASE_FIELD,
  NO_VALUE_AVAILABLE,
  restrictChoices,
  RESULTS_STEP_TITLE,
  UP_FIELD,
} from '../floorRules';
import { FLOOR_QUEUE_KEY } from '../floorConfiguratorSagas';
import { step1Schema } from '../step1Schema';
import { ConfiguratorHeader } from './ConfiguratorHeader';
import { BACK_LABEL, CONTINUE_LABEL, RETRY_LABEL, SUBMIT_LABEL } from './configuratorTexts';
import { FloorScreenLayout } from './FloorConfiguratorFrame';
import { FloorLoading, FloorSpinner, FloorStepIntro, STEP_TITLE_ID } from './FloorStepIntro';
import { FocusedPageTitle } from '@/ui/heading/FocusedPageTitle';
import { ExitDialog } from './ExitDialog';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';
import { useAddressState } from '@/lib/routing/useAddressState';

/**
 * The results (step 3) load on demand: the first step, which the page opens with, does not wait for
 * their code (documents table, solution detail, dialogs, HTML sanitiser). It is asked for as soon as
 * step 2 shows. (The exit dialog loads at its first opening: LeaveDialog.)
 */
const loadResults = () => import('../solutions/components/FloorResults');
const FloorResults = lazy(() => loadResults().then((module) => ({ default: module.FloorResults })));

/** The page's title at the results step (read by screen readers). */
export const RESULTS_PAGE_TITLE = 'Résultats de votre configuration';

const IDENTITY_PARAMS = ['simulationId', 'history', 'historySolution'] as const;

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

/**
 * The floor configurator at /configurer-un-plancher/ (spec 002 §2.1, §4.1, §5.1): steps 1 and 2
 * built from the server's definitions, then the results. The answers are kept in the address
 * (`config`), so that a reload or a shared link restores them.
 */
export function FloorConfigurator() {
  // The screen follows the store as a transition: a form from the server renders in short slices,
  // the page answering input in between (see useDeferredValue). The screen is memoised, so the
  // urgent render that precedes it does nothing.
  const state = useDeferredValue(useSelector(selectFloorConfigurator));
  return <FloorConfiguratorScreen state={state} />;
}

const FloorConfiguratorScreen = memo(function FloorConfiguratorScreen({
  state,
}: {
  state: FloorConfiguratorState;
}) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const identity = IDENTITY_PARAMS.map((name) => params.get(name) ?? '').join('|');

  // The page's query parameters decide what opens; `config` changes as the user answers.
  useEffect(() => {
    dispatch(
      pageOpened({
        simulationId: params.get('simulationId'),
        history: params.get('history'),
        historySolution: params.get('historySolution'),
        config: params.get(CONFIG_PARAM),
      }),
    );
    // Only a change of the simulation, history or solution opens the page again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, identity]);

  // Keep the answers in the address (replace, not push).
  const formStep = state.step === 3 ? 2 : state.step;
  const encoded = useMemo(
    () =>
      state.steps.length > 0 && state.status !== 'loading'
        ? encodeConfiguration({ step: formStep, values: state.values })
        : null,
    [formStep, state.status, state.steps.length, state.values],
  );
  // Written in place, not through the router (src/lib/routing/useAddressState.ts); a reload or a
  // shared link reads it back.
  useAddressState(CONFIG_PARAM, state.fromHistory ? null : encoded);

  // Before the page has asked anything (its first render): what the page's first paint showed.
  const site = useSite();
  const early =
    state.status === 'idle' ? earlyFormPreview(FLOOR_FORM_REQUEST, site.apiBaseUrl) : null;
  // The header renders again only when a title or the step changes, not with every answer.
  const earlyTitles = early?.stepTitles;
  const titles = useMemo(
    () => [
      ...formStepTitles(
        state.steps.map((step) => step.title),
        state.stepTitles,
        earlyTitles,
      ),
      RESULTS_STEP_TITLE,
    ],
    [state.steps, state.stepTitles, earlyTitles],
  );
  const onExit = useCallback(() => dispatch(exitDialogOpened()), [dispatch]);
  const allFields = useMemo(() => allStepFields(state.steps), [state.steps]);

  // The step form renders again only when its own props change, not with every answer the store
  // receives from it: its callbacks keep their identity.
  const onAnswer = useCallback(
    (name: string, values: FormValues) => dispatch(valuesChanged({ name, values })),
    [dispatch],
  );
  const onContinue = useCallback(
    (values: FormValues) => dispatch(stepContinued(values)),
    [dispatch],
  );
  const onFind = useCallback((values: FormValues) => dispatch(submitted(values)), [dispatch]);
  const onBack = useCallback(() => dispatch(backClicked()), [dispatch]);

  const restart = () => {
    void navigate(paths.floorConfigurator.getHref());
    dispatch(pageOpened({}));
  };
  // 'Revenir à la configuration' and 'Modifier ma configuration' reload the simulation's form from
  // the server (spec 002 §2.2, §2.3), so that submitting it again modifies the same simulation.
  const modify = () => {
    if (!state.simulationId) {
      restart();
      return;
    }
    const simulationId = String(state.simulationId);
    void navigate(paths.floorConfigurator.getHref({ simulationId }));
    // The address may already name this simulation: the page is opened again either way.
    dispatch(pageOpened({ simulationId }));
  };

  // Step 2 leads to the results: their code loads while the user answers.
  useEffect(() => {
    if (state.step >= 2) loadResults().catch(() => undefined);
  }, [state.step]);

  let content: ReactNode;
  if (state.status === 'idle' || state.status === 'loading') {
    // The step's title and description show as soon as the server has sent them.
    content = <FloorLoading intro={state.steps[0] ?? early} />;
  } else if (state.status === 'error') {
    content = (
      <Stack gap="4" py="10" align="flex-start">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{state.loadError}</Alert.Title>
        </Alert.Root>
        <RetryWhenBackOnline onRetry={restart} />
        <Button onClick={restart}>{RETRY_LABEL}</Button>
      </Stack>
    );
  } else if (state.step === 3) {
    content = (
      <Stack gap="4">
        <FocusedPageTitle>{RESULTS_PAGE_TITLE}</FocusedPageTitle>
        {state.steps.length > 0 && !state.fromHistory && (
          <Box>
            <Button variant="plain" px="0" onClick={() => dispatch(backClicked())}>
              ← {BACK_LABEL}
            </Button>
          </Box>
        )}
        <Suspense fallback={<FloorSpinner />}>
          <FloorResults
            simulationId={state.simulationId || null}
            onModify={modify}
            onRestart={restart}
          />
        </Suspense>
      </Stack>
    );
  } else {
    const current = state.steps[state.step - 1];
    content = (
      <StepForm
        formKey={state.formKey}
        initialValues={state.initialValues}
        stepNumber={state.step === 1 ? 1 : 2}
        title={current?.title ?? ''}
        description={current?.description}
        fields={current?.fields ?? []}
        allFields={allFields}
        busy={state.status === 'validating' || state.status === 'submitting'}
        serverErrors={state.serverErrors}
        continuityErrors={state.continuityErrors}
        onAnswer={onAnswer}
        onSubmit={state.step === 1 ? onContinue : onFind}
        onBack={onBack}
      />
    );
  }

  return (
    <>
      <FloorScreenLayout
        header={
          <ConfiguratorHeader
            titles={titles}
            current={
              state.status === 'idle' || state.status === 'loading' || state.status === 'error'
                ? 1
                : state.step
            }
            onExit={onExit}
          />
        }
      >
        {content}
      </FloorScreenLayout>
      <ExitDialog
        open={state.exitDialogOpen}
        onStay={() => dispatch(exitDialogClosed())}
        onLeave={() => {
          dispatch(exitDialogClosed());
          void navigate(paths.home.getHref());
        }}
      />
    </>
  );
});

interface StepFormProps {
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
  onAnswer: (name: string, values: FormValues) => void;
  onSubmit: (values: FormValues) => void;
  onBack: () => void;
}

/** One form step: its title, the server's fields and the step buttons. */
const StepForm = memo(function StepForm({
  formKey,
  initialValues,
  stepNumber,
  allFields,
  onAnswer,
  onSubmit,
  ...step
}: StepFormProps) {
  return (
    <ServerForm
      formKey={formKey}
      initialValues={initialValues}
      validationSchema={stepNumber === 1 ? step1Schema : undefined}
      labelledBy={STEP_TITLE_ID}
      adjust={(values, name) => applyChoiceAttributes(allFields, values, name)}
      onAnswer={onAnswer}
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
}: Omit<StepFormProps, 'formKey' | 'initialValues' | 'onAnswer' | 'onSubmit'> & {
  form: FormikProps<FormValues>;
}) {
  const availability = availabilityOf(allFields, form.values);
  const loadCases = useSameList(availability.loadCases);
  const ups = useSameList(availability.ups);
  const pending = pendingSavesOf(useSelector(selectQueue), 'floorSimulation', FLOOR_QUEUE_KEY);
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

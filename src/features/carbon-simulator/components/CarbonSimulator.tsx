import { Alert, Box, Button, Flex, Stack } from '@chakra-ui/react';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SIMULATOR_FORM_REQUEST } from '@/api/firstRequests';
import { pendingSavesOf, selectQueue } from '@/lib/offline';
import { useSite } from '@/lib/site/SiteContext';
import { PendingNotice } from '@/ui/offline/PendingNotice';
import { earlyFormPreview } from '@/ui/formPreview/earlyPreview';
import { formStepTitles } from '@/ui/formPreview/formSteps';
import { CARBON_COMPARATORS, ServerFields, ServerForm, type FormValues } from '@/ui/serverForm';
import { formValuesOf, GUIDED_PATH, stepFields } from '../simulatorModel';
import {
  answerChanged,
  backClicked,
  customConcreteSent,
  exitClicked,
  retryClicked,
  selectCarbonSimulator,
  type CarbonSimulatorState,
  step1Submitted,
  submitClicked,
} from '../simulatorSlice';
import { NEW_CLUSTER } from '../simulatorSagas';
import { step1Schema } from '../step1Schema';
import { SimulatorHeader } from './SimulatorHeader';
import {
  LOADING_LABEL,
  RESULTS_TITLE,
  SimulatorLoading,
  SimulatorScreenLayout,
  SimulatorSpinner,
  SimulatorStepCard,
} from './SimulatorFrame';
import { THERMAL_BREAK_FIELD, ThermalBreakToggle } from './ThermalBreakToggle';
import { useSimulationInAddress } from './useSimulationInAddress';
import { FocusedPageTitle } from '@/ui/heading/FocusedPageTitle';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';

/** The page's title at the results step (read by screen readers). */
export const RESULTS_PAGE_TITLE = 'Résultats de votre simulation';

export { LOADING_LABEL, RESULTS_TITLE };
export const CONTINUE_LABEL = 'Continuer';
export const ESTIMATE_LABEL = "Estimer l'impact carbone";
export const BACK_LABEL = "Retour à l'étape précédente";
export const RETRY_LABEL = 'Réessayer';
export const CUSTOM_CONCRETE_LABEL = 'Valider les valeurs du béton';

/**
 * The results (step 3) load on demand: the first step, which the page opens with, does not wait for
 * their code (cards, chart, gauge, PDF export). It is asked for as soon as step 2 shows.
 */
const loadResults = () => import('../cluster/components/ClusterResults');
const ClusterResults = lazy(() =>
  loadResults().then((module) => ({ default: module.ClusterResults })),
);

export interface CarbonSimulatorProps {
  /** 'Démarrer un nouveau projet' and 'Recommencer la configuration' of the results. */
  onRestart: () => void;
}

/** The carbon simulator (spec 002 §2.5, §4.2, §5.2): header, step 1, step 2, results. */
export function CarbonSimulator({ onRestart }: CarbonSimulatorProps) {
  const current = useAppSelector(selectCarbonSimulator);
  useSimulationInAddress(current);
  // The screen follows the store as a transition: a form from the server renders in short slices,
  // the page answering input in between (see useDeferredValue). The screen is memoised, so the
  // urgent render that precedes it does nothing. (The steps' forms read the store themselves.)
  const state = useDeferredValue(current);
  return <CarbonSimulatorScreen state={state} onRestart={onRestart} />;
}

const CarbonSimulatorScreen = memo(function CarbonSimulatorScreen({
  state,
  onRestart,
}: CarbonSimulatorProps & { state: CarbonSimulatorState }) {
  const dispatch = useAppDispatch();
  const site = useSite();
  // Before the page has asked anything (its first render): what the page's first paint showed.
  const early =
    state.status === 'idle' ? earlyFormPreview(SIMULATOR_FORM_REQUEST, site.apiBaseUrl) : null;
  const titles: [string, string, string] = [
    ...formStepTitles(
      state.steps.map((step) => step.title),
      state.stepTitles,
      early?.stepTitles,
    ),
    RESULTS_TITLE,
  ];
  const current = state.steps[state.step - 1];
  useEffect(() => {
    if (state.step >= 2) loadResults().catch(() => undefined);
  }, [state.step]);

  return (
    <SimulatorScreenLayout
      header={
        <SimulatorHeader
          carbonBrand={site.carbonBrand}
          stepTitles={titles}
          currentStep={state.step}
          onExit={() => dispatch(exitClicked())}
        />
      }
    >
      {state.step === 3 ? (
        <>
          <FocusedPageTitle>{RESULTS_PAGE_TITLE}</FocusedPageTitle>
          <Suspense fallback={<SimulatorSpinner />}>
            <ClusterResults onRestart={onRestart} />
          </Suspense>
        </>
      ) : state.status === 'loading' || state.status === 'idle' ? (
        // The step's title and description show as soon as the server has sent them.
        <SimulatorLoading intro={current ?? early} />
      ) : state.status === 'error' ? (
        <FailureAlert message={state.error} onRetry={() => dispatch(retryClicked())} />
      ) : (
        <SimulatorStepCard title={current?.title ?? ''} description={current?.description}>
          {state.step === 1 ? <Step1Form /> : <Step2Form />}
        </SimulatorStepCard>
      )}
    </SimulatorScreenLayout>
  );
});

function FailureAlert({ message, onRetry }: { message: string | null; onRetry?: () => void }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <>
          <RetryWhenBackOnline onRetry={onRetry} />
          <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
            {RETRY_LABEL}
          </Button>
        </>
      )}
    </Alert.Root>
  );
}

function Step1Form() {
  const state = useAppSelector(selectCarbonSimulator);
  const dispatch = useAppDispatch();
  const fields = stepFields(state.steps, 1);
  const initialValues = useMemo<FormValues>(
    () => ({
      ...formValuesOf(fields),
      zipCode: state.step1.zipCode || String(formValuesOf(fields).zipCode ?? ''),
      projectName: state.step1.projectName || String(formValuesOf(fields).projectName ?? ''),
      path: GUIDED_PATH,
    }),
    // Only the form definition and the kept step 1 start the form; typing stays in Formik.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.steps, state.step1],
  );
  return (
    <ServerForm
      initialValues={initialValues}
      validationSchema={step1Schema}
      label={state.steps[0]?.title}
      onSubmit={(values) => {
        dispatch(
          step1Submitted({
            zipCode: String(values.zipCode ?? '').trim(),
            projectName: String(values.projectName ?? '').trim(),
            path: GUIDED_PATH,
          }),
        );
      }}
    >
      {() => (
        <Stack gap="6">
          <ServerFields
            fields={fields}
            comparators={CARBON_COMPARATORS}
            serverErrors={state.serverErrors}
            disabled={state.continuing}
          />
          {state.failure === 'continue' && (
            <FailureAlert message={state.error} onRetry={() => dispatch(retryClicked())} />
          )}
          <Flex justify="flex-end">
            <Button type="submit" loading={state.continuing} width={{ base: 'full', sm: 'auto' }}>
              {CONTINUE_LABEL}
            </Button>
          </Flex>
        </Stack>
      )}
    </ServerForm>
  );
}

function Step2Form() {
  const state = useAppSelector(selectCarbonSimulator);
  const dispatch = useAppDispatch();
  const fields = stepFields(state.steps, 2);
  const initialValues = useMemo(() => formValuesOf(fields), [fields]);
  const serverErrors = { ...state.serverErrors, ...state.submitErrors };
  const canGoBack = state.query.cluster === undefined;
  const queue = useAppSelector(selectQueue);
  const pending = pendingSavesOf(queue, 'carbonSimulation', state.query.cluster ?? NEW_CLUSTER);
  return (
    <ServerForm
      initialValues={initialValues}
      reinitialize
      label={state.steps[1]?.title}
      onAnswer={(name, values) =>
        dispatch(answerChanged({ field: name, value: values[name] ?? '' }))
      }
      onSubmit={() => {
        if (state.isCompleted) dispatch(submitClicked());
      }}
    >
      {() => (
        <Stack gap="6">
          <ServerFields
            fields={fields}
            comparators={CARBON_COMPARATORS}
            serverErrors={serverErrors}
            disabled={state.submitting}
            overrides={{
              [THERMAL_BREAK_FIELD]: (_field, defaultRender) => (
                <ThermalBreakToggle>{defaultRender()}</ThermalBreakToggle>
              ),
              slagShare: (_field, defaultRender) => (
                <Stack gap="3" align="flex-start">
                  {defaultRender()}
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => dispatch(customConcreteSent())}
                    disabled={state.submitting}
                  >
                    {CUSTOM_CONCRETE_LABEL}
                  </Button>
                </Stack>
              ),
            }}
          />
          {state.failure === 'update' && (
            <FailureAlert message={state.error} onRetry={() => dispatch(retryClicked())} />
          )}
          {state.failure === null && state.error && <FailureAlert message={state.error} />}
          {pending.map((save) => (
            <PendingNotice key={save.id} label={save.label} />
          ))}
          <Box aria-live="polite" srOnly>
            {state.updating ? 'Mise à jour des questions…' : ''}
          </Box>
          <Flex
            justify="space-between"
            align={{ base: 'stretch', sm: 'center' }}
            direction={{ base: 'column-reverse', sm: 'row' }}
            gap="3"
          >
            {canGoBack ? (
              <Button variant="plain" onClick={() => dispatch(backClicked())} paddingX="0">
                {BACK_LABEL}
              </Button>
            ) : (
              <span />
            )}
            {state.isCompleted && (
              <Button
                type="submit"
                loading={state.submitting}
                disabled={state.updating}
                width={{ base: 'full', sm: 'auto' }}
              >
                {ESTIMATE_LABEL}
              </Button>
            )}
          </Flex>
        </Stack>
      )}
    </ServerForm>
  );
}

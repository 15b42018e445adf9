import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  type ReactNode,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FLOOR_FORM_REQUEST } from '@/api/firstRequests';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { useSite } from '@/lib/site/SiteContext';
import { earlyFormPreview } from '@/ui/formPreview/earlyPreview';
import { formStepTitles } from '@/ui/formPreview/formSteps';
import { FocusedPageTitle } from '@/ui/heading/FocusedPageTitle';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';
import type { FormValues } from '@/ui/serverForm';
import { CONFIG_PARAM } from '../configParam';
import {
  backClicked,
  exitDialogClosed,
  exitDialogOpened,
  pageOpened,
  selectFloorConfigurator,
  stepContinued,
  submitted,
  type FloorConfiguratorState,
} from '../floorConfiguratorSlice';
import { allStepFields, RESULTS_STEP_TITLE } from '../floorRules';
import { ConfiguratorHeader } from './ConfiguratorHeader';
import { BACK_LABEL, RETRY_LABEL } from './configuratorTexts';
import { ExitDialog } from './ExitDialog';
import { FloorScreenLayout } from './FloorConfiguratorFrame';
import { FloorLoading, FloorSpinner } from './FloorStepIntro';
import { StepForm } from './FloorStepForm';

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

/**
 * The floor configurator at /configurer-un-plancher/ (spec 002 §2.1, §4.1, §5.1): steps 1 and 2
 * built from the server's definitions, then the results. The form keeps the answers in the address
 * (`config`, FloorStepForm.tsx), so that a reload or a shared link restores them.
 */
export function FloorConfigurator() {
  // The screen follows the store as a transition: a form from the server renders in short slices,
  // the page answering input in between (see useDeferredValue). The screen is memoised, so the
  // urgent render that precedes it does nothing.
  const state = useDeferredValue(useAppSelector(selectFloorConfigurator));
  return <FloorConfiguratorScreen state={state} />;
}

const FloorConfiguratorScreen = memo(function FloorConfiguratorScreen({
  state,
}: {
  state: FloorConfiguratorState;
}) {
  const dispatch = useAppDispatch();
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

  // The step form renders again only when its own props change: its callbacks keep their
  // identity. Its answers stay in it (and in the address, which it writes) until submitted.
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
        initialValues={state.answers}
        stepNumber={state.step === 1 ? 1 : 2}
        title={current?.title ?? ''}
        description={current?.description}
        fields={current?.fields ?? []}
        allFields={allFields}
        busy={state.status === 'validating' || state.status === 'submitting'}
        serverErrors={state.serverErrors}
        continuityErrors={state.continuityErrors}
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

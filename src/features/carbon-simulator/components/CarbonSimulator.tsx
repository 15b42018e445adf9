import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SIMULATOR_FORM_REQUEST } from '@/api/firstRequests';
import { useSite } from '@/lib/site/SiteContext';
import { earlyFormPreview } from '@/ui/formPreview/earlyPreview';
import { formStepTitles } from '@/ui/formPreview/formSteps';
import { FocusedPageTitle } from '@/ui/heading/FocusedPageTitle';
import {
  exitClicked,
  retryClicked,
  selectCarbonSimulator,
  type CarbonSimulatorState,
} from '../simulatorSlice';
import { FailureAlert, RETRY_LABEL } from './FailureAlert';
import { SimulatorHeader } from './SimulatorHeader';
import {
  LOADING_LABEL,
  RESULTS_TITLE,
  SimulatorLoading,
  SimulatorScreenLayout,
  SimulatorSpinner,
} from './SimulatorFrame';
import { SimulatorSteps } from './SimulatorSteps';
import { CONTINUE_LABEL } from './Step1Form';
import { BACK_LABEL, CUSTOM_CONCRETE_LABEL, ESTIMATE_LABEL } from './Step2Form';

/** The page's title at the results step (read by screen readers). */
export const RESULTS_PAGE_TITLE = 'Résultats de votre simulation';

export {
  BACK_LABEL,
  CONTINUE_LABEL,
  CUSTOM_CONCRETE_LABEL,
  ESTIMATE_LABEL,
  LOADING_LABEL,
  RESULTS_TITLE,
  RETRY_LABEL,
};

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

/** What the screen around the steps shows: the header, the loading view, the load's failure. */
type ScreenState = Pick<CarbonSimulatorState, 'status' | 'step' | 'steps' | 'stepTitles' | 'error'>;

/** The carbon simulator (spec 002 §2.5, §4.2, §5.2): header, step 1, step 2, results. */
export function CarbonSimulator({ onRestart }: CarbonSimulatorProps) {
  // Only what the screen shows: an answer (the update it starts, the errors it clears) renders the
  // steps, which read the store themselves, not the header around them.
  const status = useAppSelector((root) => selectCarbonSimulator(root).status);
  const step = useAppSelector((root) => selectCarbonSimulator(root).step);
  const steps = useAppSelector((root) => selectCarbonSimulator(root).steps);
  const stepTitles = useAppSelector((root) => selectCarbonSimulator(root).stepTitles);
  const error = useAppSelector((root) => selectCarbonSimulator(root).error);
  const current = useMemo<ScreenState>(
    () => ({ status, step, steps, stepTitles, error }),
    [status, step, steps, stepTitles, error],
  );
  // The screen follows the store as a transition: a form from the server renders in short slices,
  // the page answering input in between (see useDeferredValue). The screen is memoised, so the
  // urgent render that precedes it does nothing.
  const state = useDeferredValue(current);
  return <CarbonSimulatorScreen state={state} onRestart={onRestart} />;
}

const CarbonSimulatorScreen = memo(function CarbonSimulatorScreen({
  state,
  onRestart,
}: CarbonSimulatorProps & { state: ScreenState }) {
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
        <SimulatorSteps />
      )}
    </SimulatorScreenLayout>
  );
});

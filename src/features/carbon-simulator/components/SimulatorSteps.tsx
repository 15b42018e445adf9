/**
 * Steps 1 and 2 of a loaded simulator around the form that owns the simulation under way
 * (simulationForm.ts): created when the form has loaded, it follows the server's narrowing and
 * writes the page's address. A choice re-renders the form's fields and the address keeper; the
 * store changes only when the server must hear of it.
 */
import { useLayoutEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { createSimulationForm, type SimulationForm } from '../simulationForm';
import { selectCarbonSimulator, type CarbonSimulatorState } from '../simulatorSlice';
import { SimulatorStepCard } from './SimulatorFrame';
import { Step1Form } from './Step1Form';
import { Step2Form } from './Step2Form';
import { useSimulationInAddress } from './useSimulationInAddress';

export function SimulatorSteps() {
  const state = useAppSelector(selectCarbonSimulator);
  const dispatch = useAppDispatch();
  const [form] = useState(() => createSimulationForm(state, dispatch));
  // Before the next input: the answers of the fields the server's latest answer hides are dropped.
  useLayoutEffect(() => form.follow(state), [form, state]);
  const current = state.steps[state.step - 1];
  return (
    <>
      <SimulationInAddress form={form} state={state} />
      <SimulatorStepCard title={current?.title ?? ''} description={current?.description}>
        {state.step === 1 ? (
          <Step1Form form={form} state={state} />
        ) : (
          <Step2Form form={form} state={state} />
        )}
      </SimulatorStepCard>
    </>
  );
}

/** On its own, so that an answer renders only what shows it. */
function SimulationInAddress({
  form,
  state,
}: {
  form: SimulationForm;
  state: CarbonSimulatorState;
}) {
  useSimulationInAddress(form, state);
  return null;
}

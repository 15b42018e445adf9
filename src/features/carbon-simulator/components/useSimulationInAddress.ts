import { useMemo, useSyncExternalStore } from 'react';
import { useAddressState } from '@/lib/routing/useAddressState';
import type { SimulationForm } from '../simulationForm';
import { encodeSimulation, SIMULATION_PARAM } from '../simulatorQuery';
import type { CarbonSimulatorState } from '../simulatorSlice';

/**
 * The simulation under way kept in the page's address (`config`, replaced in place: see
 * src/lib/routing/useAddressState.ts), from its step 1 on and until its results; a reload or a
 * shared link restores it (pageQueryOf). A saved simulation opened from the history is not kept.
 * It follows the form (step 1 and the answers) and the step shown.
 */
export function useSimulationInAddress(form: SimulationForm, state: CarbonSimulatorState): void {
  const { step1, answers } = useSyncExternalStore(form.subscribe, form.get);
  const { status, step, query } = state;
  const encoded = useMemo(
    () =>
      status === 'ready' && step !== 3 && query.history === undefined && step1.zipCode !== ''
        ? encodeSimulation({ step, step1, answers })
        : null,
    [status, step, step1, answers, query.history],
  );
  useAddressState(SIMULATION_PARAM, encoded);
}

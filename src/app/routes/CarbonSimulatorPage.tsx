import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { usePageTitle } from '@/app/routes/usePageTitle';
import {
  CarbonSimulator,
  encodeSimulation,
  pageOpened,
  pageQueryOf,
  selectCarbonSimulator,
  SIMULATION_PARAM,
} from '@/features/carbon-simulator';
import { carbonFeature } from '@/features/carbon-simulator/feature';

export const CARBON_SIMULATOR_PATH = '/simuler-mon-empreinte-carbone/';

/** The store parts of this page, registered before it renders. */
export const features = [carbonFeature];

/**
 * `/simuler-mon-empreinte-carbone/?cluster=…&simulation-carbone=…|simulation-plancher=…|history=…`
 * (spec 002 §2.5): every navigation to the page, even to the same query, starts it again.
 */
export default function CarbonSimulatorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCarbonSimulator);
  usePageTitle('Simuler mon empreinte carbone');

  // The address the page wrote itself (the simulation kept in `config`): not a navigation. (A
  // reload mounts the page afresh, which opens it from that address.)
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (written.current !== null && written.current === location.search) return;
    written.current = null;
    dispatch(pageOpened(pageQueryOf(new URLSearchParams(location.search))));
    // Only a navigation opens the page again, not the page's own address updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, location.key]);

  // The simulation under way kept in the address (replace, not push): a reload or a link restores it.
  const { status, step, step1, answers, query } = state;
  const encoded = useMemo(
    () =>
      status === 'ready' && step !== 3 && query.history === undefined && step1.zipCode !== ''
        ? encodeSimulation({ step, step1, answers })
        : null,
    [status, step, step1, answers, query.history],
  );
  useEffect(() => {
    if (!encoded) return;
    const params = new URLSearchParams(location.search);
    if (params.get(SIMULATION_PARAM) === encoded) return;
    params.set(SIMULATION_PARAM, encoded);
    written.current = `?${params}`;
    void navigate({ search: written.current, hash: location.hash }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [encoded]);

  return <CarbonSimulator onRestart={() => void navigate(CARBON_SIMULATOR_PATH)} />;
}

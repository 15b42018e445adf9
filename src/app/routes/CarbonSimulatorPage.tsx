import { useEffect, useMemo } from 'react';
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
import { paths } from '@/config/paths';
import { replaceQueryParam } from '@/lib/routing/replaceQueryParam';

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

  // Every navigation opens the page (the page's own address updates below are not navigations; a
  // reload mounts the page afresh, which opens it from that address).
  useEffect(() => {
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
  // Written in place, not through the router: an answer does not render the page and its shell
  // again (src/lib/routing/replaceQueryParam.ts).
  useEffect(() => {
    if (encoded) replaceQueryParam(SIMULATION_PARAM, encoded);
  }, [encoded]);

  return <CarbonSimulator onRestart={() => void navigate(paths.carbonSimulator.getHref())} />;
}

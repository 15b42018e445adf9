import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { usePageTitle } from '@/app/routes/usePageTitle';
import { CarbonSimulator, pageOpened, pageQueryOf } from '@/features/carbon-simulator';
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
  usePageTitle('Simuler mon empreinte carbone');

  useEffect(() => {
    dispatch(pageOpened(pageQueryOf(new URLSearchParams(location.search))));
  }, [dispatch, location.key, location.search]);

  return <CarbonSimulator onRestart={() => void navigate(CARBON_SIMULATOR_PATH)} />;
}

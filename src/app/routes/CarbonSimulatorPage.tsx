import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { usePageTitle } from '@/app/routes/usePageTitle';
import { CarbonSimulator, pageOpened, pageQueryOf } from '@/features/carbon-simulator';
import { carbonFeature } from '@/features/carbon-simulator/feature';
import { paths } from '@/config/paths';

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

  // Every navigation opens the page (the simulator's own address updates, useAddressState, are not
  // navigations; a reload mounts the page afresh, which opens it from that address).
  useEffect(() => {
    dispatch(pageOpened(pageQueryOf(new URLSearchParams(location.search))));
    // Only a navigation opens the page again, not the page's own address updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, location.key]);

  return <CarbonSimulator onRestart={() => void navigate(paths.carbonSimulator.getHref())} />;
}

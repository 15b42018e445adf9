/** What the cluster results' tests share: the screen rendered with a cluster loaded. */
import { act, screen } from '@testing-library/react';
import { claireSession, visitorSession } from '@/testing/mockSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { clusterActions } from '../clusterSlice';
import { ClusterResults } from './ClusterResults';

jest.setTimeout(20_000);

export async function renderCluster(
  id: number,
  session: ReturnType<typeof claireSession> | ReturnType<typeof visitorSession> = claireSession(),
  fromHistory = false,
) {
  const onRestart = jest.fn();
  const view = renderWithProviders(<ClusterResults onRestart={onRestart} />, {
    site: 'carbon',
    preloadedState: session,
    route: '/simuler-mon-empreinte-carbone/',
  });
  act(() => {
    view.store.dispatch(clusterActions.clusterRequested({ id, fromHistory }));
  });
  await screen.findAllByRole('article');
  return { ...view, onRestart };
}

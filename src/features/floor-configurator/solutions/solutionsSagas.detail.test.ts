import { waitFor } from '@testing-library/react';
import { setFaults } from '../../../../mock-server/faults';
import { CARBON_LINK_ERROR } from './solutionsSagaSupport';
import { solutionsActions } from './solutionsSlice';
import {
  claireSession,
  floorStore,
  openDetail,
  recordRequests,
  stateResult,
  visibleToasts,
  visitorSession,
} from './solutionsTestSupport';
import { VISITOR_SIMULATION } from './solutionsSagasTestSetup';

describe('solution detail (spec 002 §2.3, §7)', () => {
  it('GET /api/solution/{id}/ with the simulation param, then the carbon estimate per concrete', async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    const seen = recordRequests('/api/solution/');
    const detail = await openDetail(store, result);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: `/api/solution/${result.solutions[0]!.slug}/`,
      search: `?simulation=${VISITOR_SIMULATION}`,
    });
    const first = detail.carbonFootprints[0]!.concrete.slug;
    await waitFor(() => expect(store.getState().floorSolutions.carbon.status).toBe('loaded'));
    expect(seen).toContainEqual({
      method: 'GET',
      path: `/api/solution/${detail.solution.id}/carbon-footprint/`,
      search: `?simulation=${VISITOR_SIMULATION}&concrete=${first}`,
    });
    const second = detail.carbonFootprints[1]!.concrete.slug;
    store.dispatch(solutionsActions.concreteChosen(second));
    await waitFor(() =>
      expect(store.getState().floorSolutions.carbon.datas?.concrete?.slug).toBe(second),
    );
  });

  it('a detail that fails to load shows the server message', async () => {
    const { store } = floorStore();
    store.dispatch(
      solutionsActions.resultReceived({
        result: { ...(await stateResult('a visitor has a floor simulation', 7002)) },
        fromHistory: false,
        openSlug: 'solution-inconnue',
      }),
    );
    await waitFor(() => expect(store.getState().floorSolutions.detail.status).toBe('error'));
    expect(store.getState().floorSolutions.detail.error).toBe('Solution introuvable.');
  });
});

describe("'Page précédente' (spec 002 §2.3)", () => {
  it('with several solutions it closes the detail and shows the list', async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    expect(result.solutions.length).toBeGreaterThan(1);
    const { store, navigate } = floorStore();
    await openDetail(store, result);
    store.dispatch(solutionsActions.previousPageClicked());
    expect(store.getState().floorSolutions.openSlug).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('one solution, logged in, from the history: /espace-personnel#/historique', async () => {
    const several = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const result = { ...several, solutions: several.solutions.slice(0, 1) };
    const { store, navigate } = floorStore(claireSession());
    store.dispatch(solutionsActions.resultReceived({ result, fromHistory: true }));
    expect(store.getState().floorSolutions.openSlug).toBe(result.solutions[0]!.slug);
    store.dispatch(solutionsActions.previousPageClicked());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/espace-personnel#/historique'));
  });

  it('one solution, anonymous (even from the history): /configurer-un-plancher/', async () => {
    const several = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const result = { ...several, solutions: several.solutions.slice(0, 1) };
    const { store, navigate } = floorStore(visitorSession());
    store.dispatch(solutionsActions.resultReceived({ result, fromHistory: true }));
    store.dispatch(solutionsActions.previousPageClicked());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/configurer-un-plancher/'));
  });
});

describe('carbon simulator link (spec 002 §2.3)', () => {
  it('GET switchToCarbonSimulatorUrl gives datas.url for the page to open', async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    await openDetail(store, result);
    store.dispatch(solutionsActions.carbonLinkClicked());
    await waitFor(() =>
      expect(store.getState().floorSolutions.carbonLink.url).toMatch(
        new RegExp(`simuler-mon-empreinte-carbone/\\?simulation-plancher=${VISITOR_SIMULATION}$`),
      ),
    );
  });

  it('a failure closes the new tab and shows an error toast', async () => {
    const result = await stateResult('a visitor has a floor simulation', VISITOR_SIMULATION);
    const { store } = floorStore();
    await openDetail(store, result);
    setFaults([
      { operation: 'GET /api/solution/{id}/carbon-simulator-link/', kind: 'server-error' },
    ]);
    store.dispatch(solutionsActions.carbonLinkClicked());
    await waitFor(() => expect(store.getState().floorSolutions.carbonLink.failed).toBe(true));
    expect(visibleToasts()).toContainEqual({ type: 'error', description: CARBON_LINK_ERROR });
  });
});

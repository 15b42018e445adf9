/** The carbon simulator's sagas: the simulation kept in the address, its query parameters and back. */
import { waitFor } from '@testing-library/react';
import { setFaults } from '../../../mock-server/faults';
import { FORM_LOAD_DELAY_MS } from './simulatorModel';
import { decodeSimulation, encodeSimulation, pageQueryOf } from './simulatorQuery';
import { backClicked, pageOpened } from './simulatorSlice';
import {
  seen,
  simulatorTestHooks,
  storeOf,
  sim,
  toStep2,
  answer,
  answersOf,
  step1Of,
} from './simulatorSagasTestSetup';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);

simulatorTestHooks();

describe('the simulation kept in the address (config, project-defined)', () => {
  it('a reload restores step 2 with its answers, sent with step 1 in the form request', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    const kept = { step: 2 as const, step1: step1Of(store), answers: answersOf(store) };
    const search = new URLSearchParams({ config: encodeSimulation(kept) });

    // The page loaded again from that address.
    const reloaded = storeOf().store;
    seen.length = 0;
    reloaded.dispatch(pageOpened(pageQueryOf(search)));
    await waitFor(() => expect(sim(reloaded).status).toBe('ready'));
    expect(sim(reloaded).step).toBe(2);
    expect(step1Of(reloaded)).toEqual(kept.step1);
    expect(answersOf(reloaded)).toEqual(kept.answers);
    expect(seen[0]!.searchParams.get('step1[zipCode]')).toBe('69003');
    expect(seen[0]!.searchParams.get('step2[0][field]')).toBe('systemType');
  });

  it('an unreadable config is ignored: the simulator starts at step 1', () => {
    expect(pageQueryOf(new URLSearchParams({ config: 'pas-du-json' })).restored).toBeUndefined();
    expect(
      decodeSimulation(
        encodeSimulation({
          step: 1,
          step1: { zipCode: '1', projectName: 'P', path: 'guided' },
          answers: [{ field: 'x', value: { a: 1 } as never }],
        }),
      )?.answers,
    ).toEqual([]);
  });
});

describe('query parameters and back (spec 002 §2.5, §4.2)', () => {
  it('reads cluster, simulation-carbone, simulation-plancher and history', () => {
    expect(
      pageQueryOf(new URLSearchParams('cluster=301&simulation-carbone=3011&history=x')),
    ).toEqual({ cluster: 301, simulationCarbone: 3011 });
    expect(pageQueryOf(new URLSearchParams('simulation-plancher=102&history=302'))).toEqual({
      simulationPlancher: 102,
      history: 302,
    });
  });
  it('none: starts at step 1 after the 250 ms form load delay', async () => {
    const { store } = storeOf();
    const started = Date.now();
    store.dispatch(pageOpened({}));
    expect(sim(store).status).toBe('loading');
    // The form's request is sent at once; the form shows only once the delay is over.
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Date.now() - started).toBeLessThan(FORM_LOAD_DELAY_MS);
    expect(sim(store).status).toBe('loading');
    await waitFor(() => expect(sim(store).status).toBe('ready'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(FORM_LOAD_DELAY_MS - 5);
    expect(sim(store).step).toBe(1);
  });
  it('none: the first step’s title and description reach the loading view while the delay holds the form', async () => {
    const { store } = storeOf();
    const started = Date.now();
    store.dispatch(pageOpened({}));
    await waitFor(() => expect(sim(store).steps.length).toBeGreaterThan(0));
    expect(sim(store).status).toBe('loading');
    expect(Date.now() - started).toBeLessThan(FORM_LOAD_DELAY_MS);
    expect(sim(store).steps[0]).toMatchObject({
      title: 'Votre projet',
      description: 'Situez votre projet pour adapter le calcul à sa région.',
    });
    await waitFor(() => expect(sim(store).status).toBe('ready'));
  });
  it('cluster: skips step 1, loads the fields for that cluster and starts at step 2; back does nothing', async () => {
    const { store } = storeOf(true);
    store.dispatch(pageOpened({ cluster: 301 }));
    await waitFor(() => expect(sim(store).status).toBe('ready'));
    expect(sim(store).step).toBe(2);
    expect(seen.at(-1)!.searchParams.get('cluster')).toBe('301');
    expect(step1Of(store).projectName).not.toBe('');
    store.dispatch(backClicked());
    expect(sim(store).step).toBe(2);
  });
  it('without a cluster, back returns one step', async () => {
    const { store } = storeOf();
    await toStep2(store);
    store.dispatch(backClicked());
    expect(sim(store).step).toBe(1);
    expect(step1Of(store).zipCode).toBe('69003');
  });
  it('simulation-carbone: loads the fields prefilled from the saved simulation', async () => {
    const { store } = storeOf(true);
    store.dispatch(pageOpened({ cluster: 301, simulationCarbone: 3011 }));
    await waitFor(() => expect(sim(store).status).toBe('ready'));
    expect(seen.at(-1)!.searchParams.get('simulation-carbone')).toBe('3011');
    const system = answersOf(store).find((a) => a.field === 'systemType')?.value;
    expect(system).toBeTruthy();
    // Later requests carry the prefill as answers.
    await answer(store, 'thermalBreak', 'avec');
    expect(seen.at(-1)!.searchParams.get('simulation-carbone')).toBeNull();
    expect(seen.at(-1)!.searchParams.get('step2[0][value]')).toBe(system);
  });
  it('history: loads the saved cluster and shows its results directly', async () => {
    const { store } = storeOf(true);
    store.dispatch(pageOpened({ history: 301 }));
    expect(sim(store).step).toBe(3);
    await waitFor(() => expect(store.getState().carbonCluster.status).not.toBe('idle'));
    expect(store.getState().carbonCluster.fromHistory).toBe(true);
  });
  it("history: the progress keeps the server's step titles, the form fetched for them only", async () => {
    const { store } = storeOf(true);
    store.dispatch(pageOpened({ history: 301 }));
    expect(sim(store).stepTitles).toEqual([]);
    await waitFor(() => expect(sim(store).stepTitles).toEqual(['Votre projet', 'Votre plancher']));
    // One plain form request (no answers, no prefill), and the form itself stays unloaded.
    expect(seen).toHaveLength(1);
    expect([...seen[0]!.searchParams.keys()]).toEqual([]);
    expect(sim(store).step).toBe(3);
    expect(sim(store).steps).toEqual([]);
    await waitFor(() => expect(store.getState().carbonCluster.status).toBe('loaded'));
  });
  it('history: without the titles (failed form request) the results still show', async () => {
    setFaults([{ operation: 'GET /api/simulator/', kind: 'network-error', times: 1 }]);
    const { store } = storeOf(true);
    store.dispatch(pageOpened({ history: 301 }));
    await waitFor(() => expect(store.getState().carbonCluster.status).toBe('loaded'));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(sim(store).stepTitles).toEqual([]);
    expect(sim(store).step).toBe(3);
    expect(sim(store).error).toBeNull();
  });
});

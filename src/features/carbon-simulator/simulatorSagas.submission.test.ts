/**
 * The carbon simulator's sagas: answers of hidden fields, custom concrete values, the submission
 * and its refusal.
 */
import { waitFor } from '@testing-library/react';
import { backClicked, pageOpened } from './simulatorSlice';
import { elapse } from '@/testing/fakeClock';
import {
  seen,
  simulatorTestHooks,
  storeOf,
  sim,
  toStep2,
  answer,
  formOf,
  answersOf,
} from './simulatorSagasTestSetup';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);

simulatorTestHooks();

describe('answers of fields the server hides (spec 002 §4.2)', () => {
  const sentFields = (url: URL) =>
    [...url.searchParams.entries()]
      .filter(([key]) => /^step2\[\d+\]\[field\]$/.test(key))
      .map(([, value]) => value);

  it('an answer whose field becomes hidden is dropped from the answers sent next', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    await answer(store, 'thermalBreak', 'avec');
    expect(answersOf(store).map((a) => a.field)).toContain('thermalBreak');
    // A top floor hides the thermal breaks (floorLevel NOT IN [haut]).
    await answer(store, 'floorLevel', 'haut');
    expect(answersOf(store).map((a) => a.field)).toEqual(['systemType', 'favorites', 'floorLevel']);
    await answer(store, 'span', '5');
    expect(sentFields(seen.at(-1)!)).toEqual(['systemType', 'favorites', 'floorLevel', 'span']);
    // Shown again, the field comes back without the old answer.
    await answer(store, 'floorLevel', 'intermediaire');
    const thermalBreak = sim(store).steps[1]!.fields.find((f) => f.name === 'thermalBreak');
    expect(thermalBreak).toBeDefined();
    expect(thermalBreak!.value).toBeUndefined();
  });
  it('the answers of a hidden parent’s children are dropped too', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'cementType', 'personnalise');
    await answer(store, 'cementDosage', '300');
    await answer(store, 'slagShare', '40');
    expect(answersOf(store).map((a) => a.field)).toEqual([
      'systemType',
      'cementType',
      'cementDosage',
      'slagShare',
    ]);
    await answer(store, 'cementType', 'cem1');
    expect(answersOf(store)).toEqual([
      { field: 'systemType', value: 'poutrelles-entrevous-beton' },
      { field: 'cementType', value: 'cem1' },
    ]);
    await answer(store, 'span', '5');
    expect(sentFields(seen.at(-1)!)).toEqual(['systemType', 'cementType', 'span']);
  });
  it('a new postal code in step 1 drops the answers of the fields it hides in step 2', async () => {
    const { store } = storeOf();
    store.dispatch(pageOpened({}));
    await waitFor(() => expect(sim(store).status).toBe('ready'));
    // Nice: seismic zone 4, so the seismic chainings are asked.
    formOf(store).continueWith({ zipCode: '06000', projectName: 'Villa Nice' });
    await waitFor(() => expect(sim(store).step).toBe(2));
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    await answer(store, 'seismicChaining', 'diaphragme');
    expect(answersOf(store).map((a) => a.field)).toContain('seismicChaining');
    store.dispatch(backClicked());
    // Lyon: zone 2, no seismic chainings.
    formOf(store).continueWith({ zipCode: '69003', projectName: 'Villa Nice' });
    await waitFor(() => expect(sim(store).step).toBe(2));
    expect(answersOf(store).map((a) => a.field)).toEqual(['systemType', 'favorites']);
  });
  it('answers of shown fields are all kept, in their order', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    await answer(store, 'thermalBreak', 'sans');
    await answer(store, 'span', '5');
    expect(answersOf(store)).toEqual([
      { field: 'systemType', value: 'poutrelles-entrevous-beton' },
      { field: 'favorites', value: 'maison-etage' },
      { field: 'thermalBreak', value: 'sans' },
      { field: 'span', value: '5' },
    ]);
  });
});

describe('custom concrete values (spec 002 §4.2, §9)', () => {
  it('are sent after 300 ms, their errors shown, then cleared', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'cementType', 'personnalise');
    const before = seen.length;
    formOf(store).answer('cementDosage', '100');
    await elapse(220);
    expect(seen.length).toBe(before);
    await waitFor(() => expect(sim(store).updating).toBe(false));
    expect(sim(store).serverErrors.cementDosage).toBe(
      'Le dosage en ciment doit être compris entre 260 et 400 kg/m³.',
    );
    formOf(store).answer('cementDosage', '300');
    await waitFor(() => expect(sim(store).updating).toBe(false));
    expect(sim(store).serverErrors.cementDosage).toBeUndefined();
  });
  it('the custom concrete values button sends them again after 300 ms', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    const before = seen.length;
    formOf(store).sendCustomConcrete();
    await elapse(220);
    expect(seen.length).toBe(before);
    await waitFor(() => expect(seen.length).toBe(before + 1));
  });
});

describe('submission and results (spec 002 §4.2)', () => {
  it('submits, then loads the cluster and shows the results step', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    formOf(store).submit();
    await waitFor(() => expect(sim(store).step).toBe(3));
    await waitFor(() => expect(store.getState().carbonCluster.status).toBe('loaded'));
    expect(store.getState().carbonCluster.fromHistory).toBe(false);
  });
});

describe('a refused submission (spec 002 §5.2: step 2 required fields get the server-supplied message)', () => {
  it('marks each field the server names with its message, until the next answer', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    expect(sim(store).isCompleted).toBe(false);
    formOf(store).submit();
    await waitFor(() => expect(sim(store).submitting).toBe(false));
    expect(sim(store).step).toBe(2);
    expect(sim(store).submitErrors.favorites).toBe('Champ obligatoire');
    expect(sim(store).error).toBe(
      'La configuration est incomplète ou contient des valeurs refusées.',
    );
    formOf(store).answer('favorites', 'maison-etage');
    expect(sim(store).submitErrors).toEqual({});
    expect(sim(store).error).toBeNull();
  });
});

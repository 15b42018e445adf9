/** The form that owns the simulation under way: what it sends, what the server's narrowing drops. */
import { configureStore } from '@reduxjs/toolkit';
import { completeFormFixture, initialFormFixture } from './simulatorFixtures';
import { createSimulationForm, startingAnswers } from './simulationForm';
import {
  carbonSimulatorSlice,
  formLoaded,
  formUpdated,
  step1Accepted,
  step1Refused,
} from './simulatorSlice';

function loaded(answer = completeFormFixture) {
  const store = configureStore({ reducer: { carbonSimulator: carbonSimulatorSlice.reducer } });
  store.dispatch(formLoaded(answer));
  store.dispatch(step1Accepted(answer));
  const sim = () => store.getState().carbonSimulator;
  const form = createSimulationForm(sim(), store.dispatch);
  store.subscribe(() => form.follow(sim()));
  return { store, sim, form };
}

describe('the simulation form', () => {
  it("starts from the server's prefill, or from the simulation kept in the address", () => {
    expect(startingAnswers(completeFormFixture.formArray, undefined)).toEqual({
      step1: { zipCode: '69003', projectName: 'Maison Dupont', path: 'guided' },
      answers: [
        { field: 'systemType', value: 'poutrelles-entrevous-beton' },
        { field: 'favorites', value: 'maison-etage' },
      ],
    });
    const restored = {
      step: 2 as const,
      step1: { zipCode: '75001', projectName: 'P', path: 'guided' },
      answers: [
        { field: 'systemType', value: 'poutrelles-entrevous-beton' },
        { field: 'champ-inconnu', value: 'x' },
      ],
    };
    // An answer to a field the form does not show is dropped.
    expect(startingAnswers(completeFormFixture.formArray, restored).answers).toEqual([
      { field: 'systemType', value: 'poutrelles-entrevous-beton' },
    ]);
  });

  it('an answer is sent with step 1 and every answer; a burst changes the store once', () => {
    const { sim, form } = loaded();
    form.answer('span', '5');
    expect(sim().updating).toBe(true);
    const afterFirst = sim();
    form.answer('span', '5,5');
    form.answer('span', '5,50');
    expect(sim()).toBe(afterFirst);
    expect(form.get().answers.at(-1)).toEqual({ field: 'span', value: '5,50' });
  });

  it("drops the answers of hidden fields on the server's answers, not on a refused step 1", () => {
    const { store, form } = loaded();
    form.answer('champ-cache', 'x');
    expect(form.get().answers.map((a) => a.field)).toContain('champ-cache');
    store.dispatch(step1Refused(initialFormFixture));
    expect(form.get().answers.map((a) => a.field)).toContain('champ-cache');
    store.dispatch(formUpdated(completeFormFixture));
    expect(form.get().answers.map((a) => a.field)).toEqual(['systemType', 'favorites']);
  });
});

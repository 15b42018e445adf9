/** The carbon simulator's sagas: step 1's checks, step 2's answers and the joist infills. */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mock-server/node';
import { applyAnswer, GUIDED_PATH, submissionOf } from './simulatorModel';
import { pageOpened } from './simulatorSlice';
import { step1Schema } from './step1Schema';
import { elapse } from '@/testing/fakeClock';
import {
  seen,
  simulatorTestHooks,
  storeOf,
  Store,
  sim,
  toStep2,
  answer,
  formOf,
  step1Of,
} from './simulatorSagasTestSetup';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);

simulatorTestHooks();

describe('step 1 validation (spec 002 §5.2)', () => {
  it("zipCode must be exactly 5 characters: 'Doit contenir exactement 5 caractères.'", async () => {
    await expect(step1Schema.validateAt('zipCode', { zipCode: '6900' })).rejects.toThrow(
      'Doit contenir exactement 5 caractères.',
    );
    await expect(step1Schema.validateAt('zipCode', { zipCode: '69003' })).resolves.toBe('69003');
  });
  it("zipCode, projectName and path are required: 'Champ obligatoire'", async () => {
    for (const name of ['zipCode', 'projectName', 'path'])
      await expect(step1Schema.validateAt(name, {})).rejects.toThrow('Champ obligatoire');
  });
  it("path is always 'guided' in what step 1 sends", async () => {
    const { store } = storeOf();
    await toStep2(store);
    expect(step1Of(store).path).toBe(GUIDED_PATH);
    expect(seen.at(-1)!.searchParams.get('step1[path]')).toBe('guided');
  });
  it('an unknown postal code keeps step 1 with the server message', async () => {
    const { store } = storeOf();
    store.dispatch(pageOpened({}));
    await waitFor(() => expect(sim(store).status).toBe('ready'));
    formOf(store).continueWith({ zipCode: '00000', projectName: 'X' });
    await waitFor(() => expect(sim(store).continuing).toBe(false));
    expect(sim(store).step).toBe(1);
    expect(sim(store).serverErrors.zipCode).toBe('Code postal inconnu : vérifiez les 5 chiffres.');
  });
});

describe('step-2 answers (spec 002 §4.2)', () => {
  it('choosing systemType clears the step-2 answers', () => {
    const answers = [
      { field: 'systemType', value: 'predalles' },
      { field: 'favorites', value: 'x' },
      { field: 'span', value: '5' },
    ];
    expect(applyAnswer(answers, 'systemType', 'dalle-pleine')).toEqual([
      { field: 'systemType', value: 'dalle-pleine' },
    ]);
  });
  it('choosing favorites keeps only the systemType and favorites answers', () => {
    const answers = [
      { field: 'systemType', value: 'predalles' },
      { field: 'span', value: '5' },
      { field: 'floorLevel', value: 'haut' },
    ];
    expect(applyAnswer(answers, 'favorites', 'maison-etage')).toEqual([
      { field: 'systemType', value: 'predalles' },
      { field: 'favorites', value: 'maison-etage' },
    ]);
  });
  it('re-selecting the same thermalBreak value removes that answer', () => {
    const once = applyAnswer([], 'thermalBreak', 'avec');
    expect(once).toEqual([{ field: 'thermalBreak', value: 'avec' }]);
    expect(applyAnswer(once, 'thermalBreak', 'avec')).toEqual([]);
    expect(applyAnswer(once, 'thermalBreak', 'sans')).toEqual([
      { field: 'thermalBreak', value: 'sans' },
    ]);
  });
  it('every answer is sent to the server 150 ms after the change and the fields come back updated', async () => {
    const { store } = storeOf();
    await toStep2(store);
    expect(sim(store).steps[1]!.fields).toHaveLength(1);
    const before = seen.length;
    formOf(store).answer('systemType', 'predalles');
    await elapse(100);
    expect(seen.length).toBe(before);
    await waitFor(() => expect(sim(store).updating).toBe(false));
    const last = seen.at(-1)!;
    expect(last.searchParams.get('step2[0][field]')).toBe('systemType');
    expect(last.searchParams.get('step2[0][value]')).toBe('predalles');
    expect(sim(store).steps[1]!.fields.map((field) => field.name)).toContain('favorites');
  });
  it('the server sends default and forced values: the submission carries them by themselves', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    const submission = submissionOf(sim(store).steps, step1Of(store), undefined);
    const fields = submission.step2.map((entry) => entry.field);
    expect(fields).toEqual(expect.arrayContaining(['floorLevel', 'thickness', 'seismicZone']));
    expect(submission.step2.find((entry) => entry.field === 'seismicZone')?.value).toBe('2');
    expect(submission.networkPassages).toEqual(['aucun']);
    expect(fields).not.toContain('networkPassages');
  });
  it("'Estimer l'impact carbone' needs isCompleted, which the server sets once complete", async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    expect(sim(store).isCompleted).toBe(false);
    await answer(store, 'favorites', 'maison-etage');
    expect(sim(store).isCompleted).toBe(true);
  });
  it('networkPassages is sent as its own list', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'networkPassages', ['plomberie', 'ventilation']);
    const last = seen.at(-1)!;
    expect(last.searchParams.get('step2[1][field]')).toBe('networkPassages');
    expect(last.searchParams.getAll('step2[1][value][0]')).toEqual(['plomberie']);
    expect(last.searchParams.getAll('step2[1][value][1]')).toEqual(['ventilation']);
  });
});

describe('joist infills (POST /api/simulator/entrevous/, as the floor configurator asks its own)', () => {
  const infillChoices = (store: Store) =>
    sim(store)
      .steps[1]!.fields.flatMap((field) => [field, ...(field.children ?? [])])
      .find((field) => field.name === 'entrevous')?.choices;

  it('the infill field takes the blocks the server gives for the system, thickness and level', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/simulator/entrevous/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          datas: {
            options: [
              {
                value: 'beton-16',
                label: 'Entrevous béton de 16 cm (seul bloc livré)',
                description: 'Bloc creux',
                height: 16,
                weight: 200,
                carbonFootprint: 20,
                insulating: false,
              },
            ],
            defaultValue: 'beton-16',
          },
        });
      }),
    );
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    await waitFor(() =>
      expect(infillChoices(store)).toEqual({
        'Entrevous béton de 16 cm (seul bloc livré)': 'beton-16',
      }),
    );
    expect(bodies.at(-1)).toEqual({
      datas: expect.objectContaining({
        systemType: 'poutrelles-entrevous-beton',
        thickness: expect.anything(),
      }),
    });
  });

  it('a failure keeps the choices the form gave', async () => {
    server.use(http.post('*/api/simulator/entrevous/', () => HttpResponse.error()));
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    await elapse(50);
    expect(Object.keys(infillChoices(store) ?? {}).length).toBeGreaterThan(0);
    expect(sim(store).error).toBeNull();
  });
});

import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { confirmAccepted } from '@/ui/confirm/confirmSlice';
import { setFaults } from '../../../mock-server/faults';
import { issueToken } from '../../../mock-server/db/mockDb';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mock-server/node';
import { initialSessionState } from '@/features/session/sessionSlice';
import { applyAnswer, FORM_LOAD_DELAY_MS, GUIDED_PATH, submissionOf } from './simulatorModel';
import { decodeSimulation, encodeSimulation, pageQueryOf } from './simulatorQuery';
import {
  answerChanged,
  backClicked,
  customConcreteSent,
  exitClicked,
  pageOpened,
  retryClicked,
  step1Submitted,
  submitClicked,
} from './simulatorSlice';
import {
  CONTINUE_FAILURE,
  EXIT_CONFIRM,
  LOAD_FAILURE,
  NEW_CLUSTER,
  UPDATE_FAILURE,
} from './simulatorSagas';
import { step1Schema } from './step1Schema';
import { elapse, useFakeClock } from '@/testing/fakeClock';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// Waits run on a fake clock: no real time passes.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

const seen: URL[] = [];
beforeEach(() => {
  seen.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    // The form's requests (GET /api/simulator/), not the joist-infill options beside them.
    if (url.pathname === '/api/simulator/') seen.push(url);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  setFaults([]);
});

/** Claire Martin, user 1 of the seed: clusters 301 (simulation 3011) and 302. */
function claireSession() {
  return {
    session: {
      ...initialSessionState,
      status: 'authenticated' as const,
      user: {
        id: 1,
        token: issueToken({ kind: 'user', userId: 1 }),
        email: 'claire.martin@maconnerie-martin.fr',
        firstname: 'Claire',
        lastname: 'Martin',
        company: 'Maçonnerie Martin',
        updatedPassword: true,
      },
    },
  };
}

function storeOf(logged = false) {
  return createTestStore({ site: 'carbon', preloadedState: logged ? claireSession() : undefined });
}
type Store = ReturnType<typeof storeOf>['store'];
const sim = (store: Store) => store.getState().carbonSimulator;

async function toStep2(store: Store) {
  store.dispatch(pageOpened({}));
  await waitFor(() => expect(sim(store).status).toBe('ready'));
  store.dispatch(step1Submitted({ zipCode: '69003', projectName: 'Maison Dupont' }));
  await waitFor(() => expect(sim(store).step).toBe(2));
}
async function answer(store: Store, field: string, value: string | string[]) {
  store.dispatch(answerChanged({ field, value }));
  await waitFor(() => expect(sim(store).updating).toBe(false));
}

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
    expect(sim(store).step1.path).toBe(GUIDED_PATH);
    expect(seen.at(-1)!.searchParams.get('step1[path]')).toBe('guided');
  });
  it('an unknown postal code keeps step 1 with the server message', async () => {
    const { store } = storeOf();
    store.dispatch(pageOpened({}));
    await waitFor(() => expect(sim(store).status).toBe('ready'));
    store.dispatch(step1Submitted({ zipCode: '00000', projectName: 'X' }));
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
    store.dispatch(answerChanged({ field: 'systemType', value: 'predalles' }));
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
    const submission = submissionOf(sim(store).steps, sim(store).step1, undefined);
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

describe('the simulation kept in the address (config, project-defined)', () => {
  it('a reload restores step 2 with its answers, sent with step 1 in the form request', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    const kept = { step: 2 as const, step1: sim(store).step1, answers: sim(store).answers };
    const search = new URLSearchParams({ config: encodeSimulation(kept) });

    // The page loaded again from that address.
    const reloaded = storeOf().store;
    seen.length = 0;
    reloaded.dispatch(pageOpened(pageQueryOf(search)));
    await waitFor(() => expect(sim(reloaded).status).toBe('ready'));
    expect(sim(reloaded).step).toBe(2);
    expect(sim(reloaded).step1).toEqual(kept.step1);
    expect(sim(reloaded).answers).toEqual(kept.answers);
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
    expect(sim(store).answers.map((a) => a.field)).toContain('thermalBreak');
    // A top floor hides the thermal breaks (floorLevel NOT IN [haut]).
    await answer(store, 'floorLevel', 'haut');
    expect(sim(store).answers.map((a) => a.field)).toEqual([
      'systemType',
      'favorites',
      'floorLevel',
    ]);
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
    expect(sim(store).answers.map((a) => a.field)).toEqual([
      'systemType',
      'cementType',
      'cementDosage',
      'slagShare',
    ]);
    await answer(store, 'cementType', 'cem1');
    expect(sim(store).answers).toEqual([
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
    store.dispatch(step1Submitted({ zipCode: '06000', projectName: 'Villa Nice' }));
    await waitFor(() => expect(sim(store).step).toBe(2));
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    await answer(store, 'seismicChaining', 'diaphragme');
    expect(sim(store).answers.map((a) => a.field)).toContain('seismicChaining');
    store.dispatch(backClicked());
    // Lyon: zone 2, no seismic chainings.
    store.dispatch(step1Submitted({ zipCode: '69003', projectName: 'Villa Nice' }));
    await waitFor(() => expect(sim(store).step).toBe(2));
    expect(sim(store).answers.map((a) => a.field)).toEqual(['systemType', 'favorites']);
  });
  it('answers of shown fields are all kept, in their order', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    await answer(store, 'thermalBreak', 'sans');
    await answer(store, 'span', '5');
    expect(sim(store).answers).toEqual([
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
    store.dispatch(answerChanged({ field: 'cementDosage', value: '100' }));
    await elapse(220);
    expect(seen.length).toBe(before);
    await waitFor(() => expect(sim(store).updating).toBe(false));
    expect(sim(store).serverErrors.cementDosage).toBe(
      'Le dosage en ciment doit être compris entre 260 et 400 kg/m³.',
    );
    store.dispatch(answerChanged({ field: 'cementDosage', value: '300' }));
    await waitFor(() => expect(sim(store).updating).toBe(false));
    expect(sim(store).serverErrors.cementDosage).toBeUndefined();
  });
  it('the custom concrete values button sends them again after 300 ms', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    const before = seen.length;
    store.dispatch(customConcreteSent());
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
    store.dispatch(submitClicked());
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
    store.dispatch(submitClicked());
    await waitFor(() => expect(sim(store).submitting).toBe(false));
    expect(sim(store).step).toBe(2);
    expect(sim(store).submitErrors.favorites).toBe('Champ obligatoire');
    expect(sim(store).error).toBe(
      'La configuration est incomplète ou contient des valeurs refusées.',
    );
    store.dispatch(answerChanged({ field: 'favorites', value: 'maison-etage' }));
    expect(sim(store).submitErrors).toEqual({});
    expect(sim(store).error).toBeNull();
  });
});

describe('simulator call failures (spec 002 §8, docs/deviations.md): a French message and Réessayer', () => {
  it('step 1 to step 2: the continue failure keeps step 1, and Réessayer goes on', async () => {
    const { store } = storeOf();
    store.dispatch(pageOpened({}));
    await waitFor(() => expect(sim(store).status).toBe('ready'));
    setFaults([{ operation: 'GET /api/simulator/', kind: 'network-error', times: 1 }]);
    store.dispatch(step1Submitted({ zipCode: '69003', projectName: 'Maison Dupont' }));
    await waitFor(() => expect(sim(store).failure).toBe('continue'));
    expect(sim(store).error).toBe(CONTINUE_FAILURE);
    expect(sim(store).step).toBe(1);
    expect(sim(store).continuing).toBe(false);
    store.dispatch(retryClicked());
    await waitFor(() => expect(sim(store).step).toBe(2));
    expect(sim(store).error).toBeNull();
  });
  it('an answer update failure keeps the answers, and Réessayer sends them again', async () => {
    const { store } = storeOf();
    await toStep2(store);
    setFaults([{ operation: 'GET /api/simulator/', kind: 'network-error', times: 1 }]);
    store.dispatch(answerChanged({ field: 'systemType', value: 'predalles' }));
    await waitFor(() => expect(sim(store).failure).toBe('update'));
    expect(sim(store).error).toBe(UPDATE_FAILURE);
    expect(sim(store).updating).toBe(false);
    expect(sim(store).answers).toEqual([{ field: 'systemType', value: 'predalles' }]);
    store.dispatch(retryClicked());
    await waitFor(() => expect(sim(store).updating).toBe(false));
    expect(sim(store).error).toBeNull();
    expect(sim(store).steps[1]!.fields.map((field) => field.name)).toContain('favorites');
  });
  it('a failed submission stays on step 2 with the estimate message', async () => {
    const { store } = storeOf();
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    setFaults([{ operation: 'POST /api/clusters/simulations/', kind: 'server-error', times: 1 }]);
    store.dispatch(submitClicked());
    await waitFor(() => expect(sim(store).submitting).toBe(false));
    expect(sim(store).step).toBe(2);
    // The server's message (a network failure is queued: see the next test).
    expect(sim(store).error).toBe('Erreur interne du serveur (simulée).');
    expect(sim(store).submitErrors).toEqual({});
  });
  it("a submission without network waits 'en attente' with its answers, then is sent and its cluster shown", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = storeOf(true);
    await toStep2(store);
    await answer(store, 'systemType', 'poutrelles-entrevous-beton');
    await answer(store, 'favorites', 'maison-etage');
    setFaults([{ operation: 'POST /api/clusters/simulations/', kind: 'network-error', times: 1 }]);
    store.dispatch(submitClicked());
    await waitFor(() => expect(store.getState().offline.queue).toHaveLength(1));
    expect(store.getState().offline.queue[0]).toMatchObject({
      kind: 'carbonSimulation',
      itemKey: NEW_CLUSTER,
      label: 'Maison Dupont',
      owner: 'user:1',
    });
    // Nothing typed is lost: step 2 and its answers stay, without an error.
    expect(sim(store)).toMatchObject({ step: 2, submitting: false, error: null });
    expect(sim(store).answers.map(({ field }) => field)).toEqual(['systemType', 'favorites']);

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sim(store).step).toBe(3));
    expect(store.getState().offline.queue).toEqual([]);
    await waitFor(() => expect(store.getState().carbonCluster.status).toBe('loaded'));
    consoleError.mockRestore();
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
    expect(sim(store).step1.projectName).not.toBe('');
    store.dispatch(backClicked());
    expect(sim(store).step).toBe(2);
  });
  it('without a cluster, back returns one step', async () => {
    const { store } = storeOf();
    await toStep2(store);
    store.dispatch(backClicked());
    expect(sim(store).step).toBe(1);
    expect(sim(store).step1.zipCode).toBe('69003');
  });
  it('simulation-carbone: loads the fields prefilled from the saved simulation', async () => {
    const { store } = storeOf(true);
    store.dispatch(pageOpened({ cluster: 301, simulationCarbone: 3011 }));
    await waitFor(() => expect(sim(store).status).toBe('ready'));
    expect(seen.at(-1)!.searchParams.get('simulation-carbone')).toBe('3011');
    const system = sim(store).answers.find((a) => a.field === 'systemType')?.value;
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
    expect(sim(store).answers).toEqual([]);
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

describe('failures and exit', () => {
  it('a simulator call failure shows a French error, and Réessayer loads again', async () => {
    setFaults([{ operation: 'GET /api/simulator/', kind: 'network-error', times: 1 }]);
    const { store } = storeOf();
    store.dispatch(pageOpened({}));
    await waitFor(() => expect(sim(store).status).toBe('error'));
    expect(sim(store).error).toBe(LOAD_FAILURE);
    store.dispatch(retryClicked());
    await waitFor(() => expect(sim(store).status).toBe('ready'));
  });
  it("the close button asks 'Êtes-vous sûr de vouloir quitter ?'; leaving goes to /", async () => {
    const { store, navigate } = storeOf();
    store.dispatch(exitClicked());
    expect(store.getState().confirm.title).toBe('Êtes-vous sûr de vouloir quitter ?');
    expect(EXIT_CONFIRM.title).toBe('Êtes-vous sûr de vouloir quitter ?');
    store.dispatch(confirmAccepted());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });
});

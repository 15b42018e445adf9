import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { server } from '../../../mock-server/node';
import { setFaults } from '../../../mock-server/faults';
import { encodeConfiguration } from './configParam';
import {
  choicesOf,
  FORM_LOAD_DELAY_MS,
  HISTORY_LOAD_DELAY_MS,
  STEP2_UPDATE_DELAY_MS,
  type FloorValues,
} from './floorRules';
import { pageOpened, stepContinued, submitted, valuesChanged } from './floorConfiguratorSlice';
import { elapse, useFakeClock } from '@/testing/fakeClock';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// Waits run on a fake clock: no real time passes.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

type Store = ReturnType<typeof createTestStore>['store'];
const c = (store: Store) => store.getState().floorConfigurator;
const s = (store: Store) => store.getState().floorSolutions;

async function openForm(store: Store, payload: Parameters<typeof pageOpened>[0] = {}) {
  store.dispatch(pageOpened(payload));
  // The 250 ms form load delay and the mock's answer, on a machine that may be busy.
  await waitFor(() => expect(['ready', 'error', 'results']).toContain(c(store).status), {
    timeout: 5000,
  });
}

const STEP1: FloorValues = {
  zipCode: '69003',
  configurationName: 'Maison Garnier – plancher bas',
};

/** A crawl-space floor for a house, 5,20 m: several solutions. */
function crawlSpace(values: FloorValues): FloorValues {
  return {
    ...values,
    ...STEP1,
    floorPosition: 'vide-sanitaire',
    usage: 'habitation',
    loadCase: 'habitation',
    gLoad: '150',
    qLoad: '150',
    up: '0.20',
    continuity: 'false',
    floorSpan: '5.2',
  };
}

/** A shop floor of 11,80 m that no solution spans. */
function impossible(values: FloorValues): FloorValues {
  return {
    ...values,
    ...STEP1,
    floorPosition: 'intermediaire',
    floorLevel: 'RDC',
    usage: 'commerce',
    loadCase: 'commerce',
    gLoad: '200',
    qLoad: '500',
    fireResistance: '60',
    continuity: 'false',
    floorSpan: '11.8',
  };
}

/** The bodies of the requests to an operation, while `run` goes on. */
function recordBodies(method: string, path: string) {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  };
  server.events.on('request:start', listener);
  return { bodies, stop: () => server.events.removeListener('request:start', listener) };
}

async function submitAndWait(store: Store, values: FloorValues) {
  store.dispatch(submitted(values));
  await waitFor(() => expect(c(store).status).not.toBe('submitting'));
}

describe('loading the form (spec 002 §2.1, §7, §9)', () => {
  it("the form loads from GET /api/configurator/ after the 'Form load delay 250 ms'", async () => {
    const { store } = createTestStore({ site: 'floor' });
    const started = Date.now();
    // The request is sent at once; only the form's display waits for the delay.
    let requestedAfter = Number.POSITIVE_INFINITY;
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/configurator/')
        requestedAfter = Math.min(requestedAfter, Date.now() - started);
    };
    server.events.on('request:start', onRequest);
    store.dispatch(pageOpened({}));
    expect(c(store).status).toBe('loading');
    await waitFor(() => expect(c(store).status).toBe('ready'));
    server.events.removeListener('request:start', onRequest);
    expect(Date.now() - started).toBeGreaterThanOrEqual(FORM_LOAD_DELAY_MS - 5);
    expect(requestedAfter).toBeLessThan(FORM_LOAD_DELAY_MS);
    expect(c(store).step).toBe(1);
    expect(c(store).steps.map((step) => step.title)).toEqual(['Votre projet', 'Votre plancher']);
    expect(c(store).values).toMatchObject({
      usage: 'habitation',
      continuity: 'false',
      systems: ['tous'],
      zipCode: '',
    });
  });

  it('the first step’s title and description reach the loading view while the delay holds the form', async () => {
    const { store } = createTestStore({ site: 'floor' });
    const started = Date.now();
    store.dispatch(pageOpened({}));
    await waitFor(() => expect(c(store).steps).toHaveLength(2));
    // Still the loading view: the form itself waits for the delay.
    expect(c(store).status).toBe('loading');
    expect(Date.now() - started).toBeLessThan(FORM_LOAD_DELAY_MS);
    expect(c(store).steps[0]).toMatchObject({
      title: 'Votre projet',
      description: expect.stringContaining('son code postal nous permet'),
    });
    await waitFor(() => expect(c(store).status).toBe('ready'));
  });

  it('a form that fails to load shows an error state', async () => {
    setFaults([{ operation: 'GET /api/configurator/', kind: 'server-error', times: 1 }]);
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    expect(c(store).status).toBe('error');
    expect(c(store).loadError).toBeTruthy();
  });
});

describe('step 1 (spec 002 §4.1, §5.1)', () => {
  it('goes to step 2 only after the server accepts step 1', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    store.dispatch(stepContinued({ ...c(store).values, ...STEP1 }));
    expect(c(store).status).toBe('validating');
    await waitFor(() => expect(c(store).status).toBe('ready'));
    expect(c(store).step).toBe(2);
  });

  it('server rejections of step 1 are marked on their fields and step 1 stays', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    store.dispatch(stepContinued({ ...c(store).values, ...STEP1, zipCode: '00000' }));
    await waitFor(() => expect(c(store).status).toBe('ready'));
    expect(c(store).step).toBe(1);
    expect(c(store).serverErrors.zipCode).toBe(
      'Ce code postal ne correspond à aucun département français.',
    );
  });
});

describe('submission (spec 002 §4.1, §8)', () => {
  it('step 2 submit shows the results (step 3) and sends booleans as booleans', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    const record = recordBodies('POST', '/api/simulator/');
    await submitAndWait(store, { ...crawlSpace(c(store).values), acousticComfort: 'false' });
    record.stop();
    expect(c(store).status).toBe('results');
    expect(c(store).step).toBe(3);
    expect(c(store).simulationId).toBeGreaterThanOrEqual(5001);
    expect(s(store).result?.solutions.length).toBeGreaterThan(1);
    expect(s(store).fromHistory).toBe(false);
    expect(record.bodies[0]).toMatchObject({ continuity: false, acousticComfort: false });
  });

  it('submit failure: field errors from the server shown inline; loading state cleared', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    store.dispatch(submitted({ ...crawlSpace(c(store).values), floorSpan: '20' }));
    expect(c(store).status).toBe('submitting');
    await waitFor(() => expect(c(store).status).toBe('ready'));
    expect(c(store).step).toBe(2);
    expect(c(store).serverErrors.floorSpan).toBe(
      'La portée doit être comprise entre 1,50 et 12,00 m.',
    );
    // Nothing typed is lost.
    expect(c(store).initialValues.floorSpan).toBe('20');
  });

  it("without network: kept 'en attente' with the answers typed, then sent when the network returns and shown", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    setFaults([{ operation: 'POST /api/simulator/', kind: 'network-error', times: 1 }]);
    const values = { ...crawlSpace(c(store).values), floorSpan: '4.5' };
    const step = c(store).step;
    store.dispatch(submitted(values));
    await waitFor(() => expect(store.getState().offline.queue).toHaveLength(1));
    expect(store.getState().offline.queue[0]).toMatchObject({
      kind: 'floorSimulation',
      label: 'Maison Garnier – plancher bas',
      owner: 'visitor',
    });
    // Nothing typed is lost: the form starts again from the answers, on the same step.
    await waitFor(() => expect(c(store).status).toBe('ready'));
    expect(c(store).step).toBe(step);
    expect(c(store).initialValues).toMatchObject({ floorSpan: '4.5', zipCode: '69003' });

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(c(store).status).toBe('results'));
    expect(store.getState().offline.queue).toEqual([]);
    expect(s(store).result?.solutions.length).toBeGreaterThan(0);
    consoleError.mockRestore();
  });

  it('a refusal of a step 1 field takes the user back to step 1 with its message', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    await submitAndWait(store, { ...crawlSpace(c(store).values), configurationName: '' });
    expect(c(store).step).toBe(1);
    expect(c(store).serverErrors.configurationName).toBe('Champ obligatoire');
  });

  it('submit is blocked while a submission is in progress', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    const record = recordBodies('POST', '/api/simulator/');
    const values = crawlSpace(c(store).values);
    store.dispatch(submitted(values));
    store.dispatch(submitted(values));
    store.dispatch(submitted(values));
    await waitFor(() => expect(c(store).status).toBe('results'));
    await elapse(50);
    record.stop();
    expect(record.bodies).toHaveLength(1);
  });

  it("an impossible configuration gives 'Aucun résultat trouvé' with no solution", async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    await submitAndWait(store, impossible(c(store).values));
    expect(c(store).step).toBe(3);
    expect(s(store).result?.message).toBe('Aucun résultat trouvé');
    expect(s(store).result?.solutions).toEqual([]);
  });
});

describe('continuity (spec 002 §5.1, §8)', () => {
  it('is validated by the server once both are filled; the message is cleared on success', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    const base = { ...c(store).values, continuity: 'true' };
    store.dispatch(
      valuesChanged({ name: 'continuityWidth', values: { ...base, continuityWidth: '300' } }),
    );
    await elapse(50);
    expect(c(store).continuityErrors).toEqual({});
    store.dispatch(
      valuesChanged({
        name: 'continuityLength',
        values: { ...base, continuityWidth: '300', continuityLength: '900' },
      }),
    );
    await waitFor(() =>
      expect(c(store).continuityErrors.continuityWidth).toBe(
        'La largeur de continuité doit être comprise entre 20 et 120 cm.',
      ),
    );
    store.dispatch(
      valuesChanged({
        name: 'continuityWidth',
        values: { ...base, continuityWidth: '20', continuityLength: '900' },
      }),
    );
    await waitFor(() => expect(c(store).continuityErrors).toEqual({}));
  });
});

describe('continuity of a restored configuration (spec 002 §5.1)', () => {
  it('is checked by the server as soon as the form shows, when both sizes are there', async () => {
    const { store } = createTestStore({ site: 'floor' });
    const config = encodeConfiguration({
      step: 2,
      values: { ...STEP1, continuity: 'true', continuityWidth: '300', continuityLength: '900' },
    });
    await openForm(store, { config });
    await waitFor(() =>
      expect(c(store).continuityErrors.continuityWidth).toBe(
        'La largeur de continuité doit être comprise entre 20 et 120 cm.',
      ),
    );
  });
});

describe('joist infills (spec 002 §7, §9)', () => {
  const entrevousChoices = (store: Store) => {
    const field = c(store)
      .steps[1]!.fields.flatMap((one) => [one, ...(one.children ?? [])])
      .find((one) => one.name === 'entrevous')!;
    return Object.values(choicesOf(field)).sort();
  };

  it('150 ms after the last step 2 change, POST /api/configurator/entrevous/?as-field=1 narrows the field', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    store.dispatch(stepContinued({ ...c(store).values, ...STEP1 }));
    await waitFor(() => expect(c(store).step).toBe(2), { timeout: 5000 });
    expect(entrevousChoices(store)).toEqual(['beton', 'bois', 'indifferent', 'pse', 'pse-isolant']);
    const seen: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/configurator/entrevous/')
        seen.push(`${request.method} ${url.search}`);
    };
    server.events.on('request:start', listener);
    const values = crawlSpace(c(store).values);
    for (const name of ['floorPosition', 'loadCase', 'floorSpan'])
      store.dispatch(valuesChanged({ name, values }));
    await elapse(STEP2_UPDATE_DELAY_MS / 2);
    expect(seen).toEqual([]);
    await waitFor(() => expect(entrevousChoices(store)).toEqual(['indifferent', 'pse-isolant']));
    server.events.removeListener('request:start', listener);
    // One request for the three changes.
    expect(seen).toEqual(['POST ?as-field=1']);
  });

  it('a server error keeps the field as it was and the form usable', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    store.dispatch(stepContinued({ ...c(store).values, ...STEP1 }));
    await waitFor(() => expect(c(store).step).toBe(2), { timeout: 5000 });
    setFaults([{ operation: 'POST /api/configurator/entrevous/', kind: 'server-error', times: 1 }]);
    let answered = false;
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/configurator/entrevous/') answered = true;
    };
    server.events.on('response:mocked', listener);
    const values = crawlSpace(c(store).values);
    store.dispatch(valuesChanged({ name: 'floorPosition', values }));
    await waitFor(() => expect(answered).toBe(true));
    server.events.removeListener('response:mocked', listener);
    await elapse(50);
    expect(entrevousChoices(store)).toEqual(['beton', 'bois', 'indifferent', 'pse', 'pse-isolant']);
    expect(c(store).step).toBe(2);
    expect(c(store).status).toBe('ready');
  });
});

describe('query parameters (spec 002 §2.1)', () => {
  async function savedSimulation(values: (base: FloorValues) => FloorValues) {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    await submitAndWait(store, values(c(store).values));
    return { id: c(store).simulationId!, result: s(store).result! };
  }

  it("history opens the past result after the 'History load delay 100 ms'", async () => {
    const saved = await savedSimulation(crawlSpace);
    const { store } = createTestStore({ site: 'floor' });
    const started = Date.now();
    await openForm(store, { history: String(saved.id) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(HISTORY_LOAD_DELAY_MS - 5);
    expect(c(store).status).toBe('results');
    expect(c(store).step).toBe(3);
    expect(s(store).fromHistory).toBe(true);
    expect(s(store).result?.solutions.map((solution) => solution.slug)).toEqual(
      saved.result.solutions.map((solution) => solution.slug),
    );
    // Several solutions: the list is shown.
    expect(s(store).openSlug).toBeNull();
    // The progress keeps the server's step titles, though the form is not shown.
    await waitFor(() => expect(c(store).stepTitles).toEqual(['Votre projet', 'Votre plancher']));
  });

  it('history with historySolution opens that solution’s detail directly', async () => {
    const saved = await savedSimulation(crawlSpace);
    const slug = saved.result.solutions[1]!.slug;
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store, { history: String(saved.id), historySolution: slug });
    expect(s(store).openSlug).toBe(slug);
  });

  it('historySolution alone opens the solution’s detail', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store, { historySolution: 'plancher-poutrelle-entrevous-pse-16-4' });
    expect(c(store).step).toBe(3);
    expect(s(store).openSlug).toBe('plancher-poutrelle-entrevous-pse-16-4');
  });

  it('result fetch failure on the history route falls back to the editable form', async () => {
    const saved = await savedSimulation(crawlSpace);
    setFaults([{ operation: 'GET /api/simulation/{id}/result/', kind: 'server-error', times: 1 }]);
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store, { history: String(saved.id) });
    expect(c(store).status).toBe('ready');
    expect(c(store).step).toBe(1);
    expect(c(store).values).toMatchObject({ zipCode: '69003', simulationId: saved.id });
  });

  it('an unknown history falls back to the blank editable form', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store, { history: '999999' });
    expect(c(store).status).toBe('ready');
    expect(c(store).values.zipCode).toBe('');
  });

  it('simulationId reloads an existing simulation for modification', async () => {
    const saved = await savedSimulation(crawlSpace);
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store, { simulationId: String(saved.id) });
    expect(c(store).step).toBe(1);
    expect(c(store).values).toMatchObject({
      zipCode: '69003',
      configurationName: 'Maison Garnier – plancher bas',
      floorPosition: 'vide-sanitaire',
      simulationId: saved.id,
    });
    // Submitting it again updates the same simulation.
    await submitAndWait(store, { ...c(store).values, floorSpan: '4.8' });
    expect(c(store).simulationId).toBe(saved.id);
  });

  it('an unknown simulationId falls back to the blank form', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store, { simulationId: '999999' });
    expect(c(store).status).toBe('ready');
    expect(c(store).values.zipCode).toBe('');
  });
});

describe('configuration kept in the address (addition)', () => {
  it('config restores the answers and the step without any server state', async () => {
    const config = encodeConfiguration({
      step: 2,
      values: { ...STEP1, usage: 'bureaux', loadCase: 'bureaux', systems: ['predalles'] },
    });
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store, { config });
    expect(c(store).step).toBe(2);
    expect(c(store).values).toMatchObject({
      ...STEP1,
      usage: 'bureaux',
      loadCase: 'bureaux',
      systems: ['predalles'],
      continuity: 'false',
    });
  });

  it('a bad config is ignored and the form keeps its defaults', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store, { config: 'not-a-configuration' });
    expect(c(store).step).toBe(1);
    expect(c(store).values).toMatchObject({ zipCode: '', usage: 'habitation' });
  });
});

describe('profile prefill (spec 002 §6)', () => {
  it('the company of the logged-in user prefills the form', async () => {
    const { store } = createTestStore({
      site: 'floor',
      preloadedState: {
        session: {
          ...createTestStore().store.getState().session,
          status: 'authenticated',
          user: {
            id: 1,
            token: 'x',
            email: 'claire.martin@maconnerie-martin.fr',
            firstname: 'Claire',
            lastname: 'Martin',
            company: 'Maçonnerie Martin',
            updatedPassword: true,
          },
        },
      },
    });
    await openForm(store);
    expect(c(store).values.company).toBe('Maçonnerie Martin');
  });
});

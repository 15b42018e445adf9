import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { server } from '../../../mock-server/node';
import { setFaults } from '../../../mock-server/faults';
import { FORM_LOAD_DELAY_MS } from './floorRules';
import { pageOpened, stepContinued, submitted } from './floorConfiguratorSlice';
import { elapse } from '@/testing/fakeClock';
import {
  c,
  s,
  openForm,
  STEP1,
  crawlSpace,
  impossible,
  recordBodies,
  submitAndWait,
} from './floorConfiguratorSagasTestSetup';

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
    expect(c(store).answers).toMatchObject({
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
    store.dispatch(stepContinued({ ...c(store).answers, ...STEP1 }));
    expect(c(store).status).toBe('validating');
    await waitFor(() => expect(c(store).status).toBe('ready'));
    expect(c(store).step).toBe(2);
  });

  it('server rejections of step 1 are marked on their fields and step 1 stays', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    store.dispatch(stepContinued({ ...c(store).answers, ...STEP1, zipCode: '00000' }));
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
    await submitAndWait(store, { ...crawlSpace(c(store).answers), acousticComfort: 'false' });
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
    const formKey = c(store).formKey;
    store.dispatch(submitted({ ...crawlSpace(c(store).answers), floorSpan: '20' }));
    expect(c(store).status).toBe('submitting');
    await waitFor(() => expect(c(store).status).toBe('ready'));
    expect(c(store).step).toBe(2);
    expect(c(store).serverErrors.floorSpan).toBe(
      'La portée doit être comprise entre 1,50 et 12,00 m.',
    );
    // Nothing typed is lost: the form is not started again (Formik keeps what was typed) and the
    // answers submitted stay.
    expect(c(store).formKey).toBe(formKey);
    expect(c(store).answers.floorSpan).toBe('20');
  });

  it("without network: kept 'en attente' with the answers typed, then sent when the network returns and shown", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    setFaults([{ operation: 'POST /api/simulator/', kind: 'network-error', times: 1 }]);
    const values = { ...crawlSpace(c(store).answers), floorSpan: '4.5' };
    const step = c(store).step;
    const formKey = c(store).formKey;
    store.dispatch(submitted(values));
    await waitFor(() => expect(store.getState().offline.queue).toHaveLength(1));
    expect(store.getState().offline.queue[0]).toMatchObject({
      kind: 'floorSimulation',
      label: 'Maison Garnier – plancher bas',
      owner: 'visitor',
    });
    // Nothing typed is lost: the form stays as it is (not started again), on the same step, and
    // the answers submitted stay.
    await waitFor(() => expect(c(store).status).toBe('ready'));
    expect(c(store).step).toBe(step);
    expect(c(store).formKey).toBe(formKey);
    expect(c(store).answers).toMatchObject({ floorSpan: '4.5', zipCode: '69003' });

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(c(store).status).toBe('results'));
    expect(store.getState().offline.queue).toEqual([]);
    expect(s(store).result?.solutions.length).toBeGreaterThan(0);
    consoleError.mockRestore();
  });

  it('a refusal of a step 1 field takes the user back to step 1 with its message', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    await submitAndWait(store, { ...crawlSpace(c(store).answers), configurationName: '' });
    expect(c(store).step).toBe(1);
    expect(c(store).serverErrors.configurationName).toBe('Champ obligatoire');
  });

  it('submit is blocked while a submission is in progress', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    const record = recordBodies('POST', '/api/simulator/');
    const values = crawlSpace(c(store).answers);
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
    await submitAndWait(store, impossible(c(store).answers));
    expect(c(store).step).toBe(3);
    expect(s(store).result?.message).toBe('Aucun résultat trouvé');
    expect(s(store).result?.solutions).toEqual([]);
  });
});

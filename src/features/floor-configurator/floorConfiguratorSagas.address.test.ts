import { waitFor } from '@testing-library/react';
import { createTestStore } from '@/testing/renderWithProviders';
import { setFaults } from '../../../mock-server/faults';
import { encodeConfiguration } from './configParam';
import { HISTORY_LOAD_DELAY_MS, type FloorValues } from './floorRules';
import {
  c,
  s,
  openForm,
  STEP1,
  crawlSpace,
  submitAndWait,
} from './floorConfiguratorSagasTestSetup';

describe('query parameters (spec 002 §2.1)', () => {
  async function savedSimulation(values: (base: FloorValues) => FloorValues) {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store);
    await submitAndWait(store, values(c(store).answers));
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
    expect(c(store).answers).toMatchObject({ zipCode: '69003', simulationId: saved.id });
  });

  it('an unknown history falls back to the blank editable form', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store, { history: '999999' });
    expect(c(store).status).toBe('ready');
    expect(c(store).answers.zipCode).toBe('');
  });

  it('simulationId reloads an existing simulation for modification', async () => {
    const saved = await savedSimulation(crawlSpace);
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store, { simulationId: String(saved.id) });
    expect(c(store).step).toBe(1);
    expect(c(store).answers).toMatchObject({
      zipCode: '69003',
      configurationName: 'Maison Garnier – plancher bas',
      floorPosition: 'vide-sanitaire',
      simulationId: saved.id,
    });
    // Submitting it again updates the same simulation.
    await submitAndWait(store, { ...c(store).answers, floorSpan: '4.8' });
    expect(c(store).simulationId).toBe(saved.id);
  });

  it('an unknown simulationId falls back to the blank form', async () => {
    const { store } = createTestStore({ site: 'floor' });
    await openForm(store, { simulationId: '999999' });
    expect(c(store).status).toBe('ready');
    expect(c(store).answers.zipCode).toBe('');
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
    expect(c(store).answers).toMatchObject({
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
    expect(c(store).answers).toMatchObject({ zipCode: '', usage: 'habitation' });
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
    expect(c(store).answers.company).toBe('Maçonnerie Martin');
  });
});

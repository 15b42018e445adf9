/** The floor and carbon sites' history handlers: the floor lists (simulations, solutions) and their deletes. */
import {
  deleteFloorSimulation,
  deleteFloorSolution,
  listCarbonClusters,
  listFloorSimulations,
  listFloorSolutions,
} from '@/api/history';
import type { ApiClient } from '@/api/http';
import type { FloorHistoryItem, FloorHistoryQuery } from '@/api/types';
import { db } from '../db/mockDb';
import { CLAIRE, clientWith, JULIEN, loginAs } from './testSupport';

let claire: ApiClient;
beforeEach(async () => {
  claire = (await loginAs(CLAIRE)).client;
});

async function floorItems(query: FloorHistoryQuery = {}): Promise<FloorHistoryItem[]> {
  const { status, body } = await listFloorSimulations(claire, query);
  expect(status).toBe(200);
  expect(body.datas!.total).toBe(body.datas!.data.length);
  return body.datas!.data;
}

function times(items: Array<{ createdAt: string }>): number[] {
  return items.map((item) => Date.parse(item.createdAt));
}

describe('GET /api/simulations/ and /api/solutions/', () => {
  it("lists the user's simulations and solutions, most recent first, with the filters", async () => {
    const { body } = await listFloorSimulations(claire);
    const { data, total, filters } = body.datas!;
    expect(total).toBe(42);
    expect(data.filter((item) => item.type === 'simulation')).toHaveLength(30);
    expect(data.filter((item) => item.type === 'solution')).toHaveLength(12);
    expect(times(data)).toEqual([...times(data)].sort((a, b) => b - a));
    expect(filters.type.options).toEqual({ Simulations: 'simulation', Solutions: 'solution' });
    expect(Object.keys(filters.floor.options)).toEqual([
      'Plancher bas',
      'Plancher intermédiaire',
      'Plancher haut',
    ]);
    expect(filters.floorLevel.options).toMatchObject({ RDC: 'RDC', 'R+1': 'R+1' });
    expect(filters.floor.tooltip).toBeTruthy();

    const solution = data.find((item) => item.id === 201)!;
    expect(solution).toMatchObject({
      type: 'solution',
      slug: 'plancher-poutrelle-entrevous-pse-16-4',
      floorType: 'Poutrelles et entrevous',
    });
    const simulation = data.find((item) => item.id === 101)!;
    expect(simulation.type).toBe('simulation');
    expect(simulation).not.toHaveProperty('slug');
    expect(data.every((item) => item.title && item.name && item.libelle && item.zip)).toBe(true);
  });

  it('sorts oldest first with order ASC', async () => {
    const ascending = await floorItems({ order: 'ASC' });
    expect(times(ascending)).toEqual([...times(ascending)].sort((a, b) => a - b));
    const descending = await floorItems({ order: 'DESC' });
    expect(descending.map((item) => item.id)).toEqual(ascending.map((item) => item.id).reverse());
  });

  it('narrows the list with each equality filter', async () => {
    const all = await floorItems();
    const sample = all.find((item) => item.projectCode === 'PRJ-2025-014')!;
    const filters = {
      type: 'solution',
      zip: sample.zip,
      floor: sample.floor,
      floorLevel: sample.floorLevel,
      floorType: sample.floorType,
    } as const;
    for (const [field, value] of Object.entries(filters)) {
      const filtered = await floorItems({ [field]: value });
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.length).toBeLessThan(all.length);
      expect(filtered.every((item) => item[field as keyof FloorHistoryItem] === value)).toBe(true);
      expect(filtered).toHaveLength(
        all.filter((item) => item[field as keyof FloorHistoryItem] === value).length,
      );
    }
  });

  it('filters title and projectCode by a case-insensitive substring', async () => {
    const dupont = await floorItems({ title: 'maison DUPONT' });
    expect(dupont.length).toBeGreaterThan(0);
    expect(dupont.every((item) => item.title.startsWith('Maison Dupont – '))).toBe(true);
    const code = await floorItems({ projectCode: 'prj-2025' });
    expect(code.length).toBeGreaterThan(0);
    expect(code.every((item) => item.projectCode.startsWith('PRJ-2025-'))).toBe(true);
    expect(await floorItems({ title: 'introuvable' })).toEqual([]);
  });

  it('combines the filters', async () => {
    const both = await floorItems({ type: 'simulation', floor: 'Plancher bas' });
    expect(both.every((item) => item.type === 'simulation' && item.floor === 'Plancher bas')).toBe(
      true,
    );
    expect(both.length).toBeLessThan((await floorItems({ type: 'simulation' })).length);
  });

  it('lists only solutions on /api/solutions/, whatever the type', async () => {
    const { body } = await listFloorSolutions(claire, { order: 'ASC' });
    expect(body.datas!.total).toBe(12);
    expect(body.datas!.data.every((item) => item.type === 'solution' && item.slug)).toBe(true);
    expect(times(body.datas!.data)).toEqual([...times(body.datas!.data)].sort((a, b) => a - b));
  });

  it("never shows another user's items", async () => {
    const { client: julien } = await loginAs(JULIEN);
    const { body } = await listFloorSimulations(julien);
    const ids = body.datas!.data.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([901, 902]));
    expect(ids).not.toContain(101);
  });

  it('answers 401 without a valid token', async () => {
    expect((await listFloorSimulations(clientWith('usr.unknown'))).status).toBe(401);
    expect((await listFloorSolutions(clientWith())).status).toBe(401);
    expect((await listCarbonClusters(clientWith())).status).toBe(401);
  });
});

describe('floor deletes', () => {
  it('deletes a simulation and a solution of the user', async () => {
    const simulation = await deleteFloorSimulation(claire, 101);
    expect(simulation.body).toEqual({ success: true, message: 'La simulation a été supprimée.' });
    const solution = await deleteFloorSolution(claire, 201);
    expect(solution.body).toEqual({ success: true, message: 'La solution a été supprimée.' });
    const ids = (await floorItems()).map((item) => item.id);
    expect(ids).not.toContain(101);
    expect(ids).not.toContain(201);
    expect(ids).toHaveLength(40);
    expect((await deleteFloorSimulation(claire, 101)).status).toBe(404);
  });

  it("refuses another user's ids as missing ones, and deletes nothing", async () => {
    const simulation = await deleteFloorSimulation(claire, 901);
    expect(simulation.status).toBe(404);
    expect(simulation.body).toEqual({ success: false, message: 'Simulation introuvable.' });
    const solution = await deleteFloorSolution(claire, 902);
    expect(solution.body).toEqual({ success: false, message: 'Solution introuvable.' });
    expect(
      (await deleteFloorSolution(claire, 'plancher-poutrelle-entrevous-pse-16-4')).status,
    ).toBe(404);
    expect(db.floorSimulations.has(901)).toBe(true);
    expect(db.floorSolutions.has(902)).toBe(true);
  });
});

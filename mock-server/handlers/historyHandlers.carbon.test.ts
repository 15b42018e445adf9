/** The floor and carbon sites' history handlers: the carbon list and its deletes, and sharing a solution. */
import {
  deleteCarbonCluster,
  deleteCarbonSimulation,
  listCarbonClusters,
  shareSolution,
} from '@/api/history';
import type { ApiClient } from '@/api/http';
import type { CarbonHistoryItem } from '@/api/types';
import { parisDay } from '../db/historyQuery';
import { db } from '../db/mockDb';
import { MESSAGES } from './messages';
import { CLAIRE, loginAs, readOutbox } from './testSupport';

let claire: ApiClient;
beforeEach(async () => {
  claire = (await loginAs(CLAIRE)).client;
});

function times(items: Array<{ createdAt: string }>): number[] {
  return items.map((item) => Date.parse(item.createdAt));
}

describe('GET /api/clusters/', () => {
  async function clusters(query = {}): Promise<CarbonHistoryItem[]> {
    const { status, body } = await listCarbonClusters(claire, query);
    expect(status).toBe(200);
    expect(body.datas!.total).toBe(body.datas!.clusters.length);
    return body.datas!.clusters;
  }

  it("lists the user's clusters with their simulations, the filters and the orders", async () => {
    const { body } = await listCarbonClusters(claire);
    const { clusters: list, filters, orders } = body.datas!;
    expect(list).toHaveLength(12);
    expect(times(list)).toEqual([...times(list)].sort((a, b) => b - a));
    expect(list.find((cluster) => cluster.id === 301)?.simulations.map((s) => s.id)).toEqual([
      3011,
    ]);
    expect(list.find((cluster) => cluster.id === 302)?.simulations.map((s) => s.id)).toEqual([
      3021, 3022,
    ]);
    for (const cluster of list) {
      expect(cluster.simulations.length).toBeGreaterThanOrEqual(1);
      expect(cluster.simulations.length).toBeLessThanOrEqual(4);
      for (const simulation of cluster.simulations) {
        expect(simulation.carbonFootprint).toBeGreaterThanOrEqual(30);
        expect(simulation.carbonFootprint).toBeLessThanOrEqual(120);
        expect(Object.values(filters.systemType.options)).toContain(simulation.systemType);
      }
    }
    expect(filters.systemType.options).toEqual({
      'Poutrelles et entrevous béton': 'poutrelles-entrevous-beton',
      'Poutrelles et entrevous PSE': 'poutrelles-entrevous-pse',
      Prédalles: 'predalles',
      'Dalle pleine': 'dalle-pleine',
      'Plancher bois': 'plancher-bois',
    });
    expect(orders).toEqual([
      { label: 'Plus récentes', value: 'DESC' },
      { label: 'Plus anciennes', value: 'ASC' },
    ]);
  });

  it('sorts oldest first with order ASC', async () => {
    const ascending = await clusters({ order: 'ASC' });
    expect(times(ascending)).toEqual([...times(ascending)].sort((a, b) => a - b));
  });

  it('keeps the clusters having a simulation of the system', async () => {
    const all = await clusters();
    const systemType = all[0]!.simulations[0]!.systemType;
    const filtered = await clusters({ systemType });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    expect(
      filtered.every((cluster) => cluster.simulations.some((s) => s.systemType === systemType)),
    ).toBe(true);
    expect(filtered).toHaveLength(
      all.filter((cluster) => cluster.simulations.some((s) => s.systemType === systemType)).length,
    );
  });

  it("type (project-defined): 'comparison' keeps the clusters of two simulations or more, 'single' those of one", async () => {
    const all = await clusters();
    const comparisons = await clusters({ type: 'comparison' });
    const singles = await clusters({ type: 'single' });
    expect(comparisons.length).toBeGreaterThan(0);
    expect(singles.length).toBeGreaterThan(0);
    expect(comparisons.every((cluster) => cluster.simulations.length >= 2)).toBe(true);
    expect(singles.every((cluster) => cluster.simulations.length === 1)).toBe(true);
    expect(comparisons.length + singles.length).toBe(all.length);
    expect(await clusters({ type: 'autre' })).toEqual(all);
  });

  it('filters by creation day, both bounds included', async () => {
    const all = await clusters({ order: 'ASC' });
    const days = all.map((cluster) => parisDay(cluster.createdAt));
    const [from, to] = [days[3]!, days[7]!];
    const between = await clusters({ dateFrom: from, dateTo: to, order: 'ASC' });
    expect(between.map((cluster) => cluster.id)).toEqual(all.slice(3, 8).map((c) => c.id));
    const since = await clusters({ dateFrom: to });
    expect(since).toHaveLength(all.length - 7);
    const until = await clusters({ dateTo: from });
    expect(until).toHaveLength(4);
    expect(await clusters({ dateFrom: '2030-01-01' })).toEqual([]);
  });
});

describe('carbon deletes', () => {
  it('deletes a simulation and keeps its cluster while it has others', async () => {
    const { body } = await deleteCarbonSimulation(claire, 3021);
    expect(body).toEqual({
      success: true,
      message: 'La simulation a été supprimée.',
      datas: { clusterRemoved: false },
    });
    expect(db.carbonClusters.get(302)?.simulations.map((s) => s.id)).toEqual([3022]);
    const last = await deleteCarbonSimulation(claire, 3022);
    expect(last.body.datas).toEqual({ clusterRemoved: true });
    expect(db.carbonClusters.has(302)).toBe(false);
  });

  it("removes the cluster with its last simulation, refuses another user's", async () => {
    expect((await deleteCarbonSimulation(claire, 3011)).body.datas).toEqual({
      clusterRemoved: true,
    });
    const { body } = await listCarbonClusters(claire);
    expect(body.datas!.clusters.map((cluster) => cluster.id)).not.toContain(301);
    const foreign = await deleteCarbonSimulation(claire, 9031);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Simulation introuvable.');
  });

  it('deletes a cluster of the user only', async () => {
    const { body } = await deleteCarbonCluster(claire, 305);
    expect(body).toEqual({ success: true, message: 'Le cluster a été supprimé.' });
    expect(db.carbonClusters.has(305)).toBe(false);
    const foreign = await deleteCarbonCluster(claire, 903);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ success: false, message: 'Cluster introuvable.' });
    expect(db.carbonClusters.has(903)).toBe(true);
  });
});

describe('POST /api/solution/{id}/share/', () => {
  const sender = { firstname: 'Claire', lastname: 'Martin', senderEmail: CLAIRE };

  it('e-mails the solution to 1 to 3 recipients', async () => {
    const emails = ['a.client@exemple.fr', 'b.client@exemple.fr', 'c.client@exemple.fr'];
    const { body } = await shareSolution(claire, 201, { ...sender, emails });
    expect(body).toEqual({ success: true, message: 'La solution a été envoyée par e-mail.' });
    const outbox = await readOutbox();
    expect(outbox.map((email) => email.to).sort()).toEqual(emails);
    expect(outbox[0]).toMatchObject({
      subject: 'Claire Martin vous a partagé une solution de plancher',
      link: '/configurer-un-plancher/?historySolution=plancher-poutrelle-entrevous-pse-16-4',
    });
  });

  it('refuses no recipient, more than 3, or an invalid address', async () => {
    const cases: Array<[string[], string]> = [
      [[], MESSAGES.shareNoRecipient],
      [['', ' '], MESSAGES.shareNoRecipient],
      [
        ['a@exemple.fr', 'b@exemple.fr', 'c@exemple.fr', 'd@exemple.fr'],
        MESSAGES.shareTooManyRecipients,
      ],
      [['a@exemple.fr', 'pas-une-adresse'], 'E-mail invalide'],
    ];
    for (const [emails, message] of cases) {
      const { status, body } = await shareSolution(claire, 201, { ...sender, emails });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: { emails: message } });
    }
    expect(await readOutbox()).toEqual([]);
  });

  it("answers 404 for another user's solution", async () => {
    const { status, body } = await shareSolution(claire, 902, {
      ...sender,
      emails: ['a@exemple.fr'],
    });
    expect(status).toBe(404);
    expect(body.message).toBe('Solution introuvable.');
  });
});

import { getSolution, saveSolution } from '@/api/floor';
import { listFloorSimulations, listFloorSolutions } from '@/api/history';
import { CATALOGUE, carbonFootprintsOf, seededAnswers } from '../../db/floor';
import { db, registerToken } from '../../db/mockDb';
import { FLOOR_PACT, floorStates } from '../../states/floorStates';
import { clientWith } from '../testSupport';
import { visitor, claire, SLUG } from './solutionTestSetup';

describe('the catalogue', () => {
  it('holds at least 10 solutions of every family, with realistic carbon footprints', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(10);
    expect(new Set(CATALOGUE.map((entry) => entry.family))).toEqual(
      new Set(['poutrelles-entrevous', 'predalles', 'dalle-pleine', 'dalle-alveolee']),
    );
    expect(new Set(CATALOGUE.map((entry) => entry.entrevous).filter(Boolean))).toEqual(
      new Set(['beton', 'pse', 'pse-isolant', 'bois']),
    );
    expect(new Set(CATALOGUE.map((entry) => entry.slug)).size).toBe(CATALOGUE.length);
    // Every history simulation and solution names a system of the catalogue.
    const names = new Set(CATALOGUE.map((entry) => entry.libelle));
    const slugs = new Set(CATALOGUE.map((entry) => entry.slug));
    for (const record of db.floorSimulations.values()) expect(names).toContain(record.name);
    for (const record of db.floorSolutions.values()) expect(slugs).toContain(record.slug);
    for (const entry of CATALOGUE)
      for (const answers of [null, ...[...db.floorSimulations.values()].map(seededAnswers)])
        for (const footprint of carbonFootprintsOf(entry, answers)) {
          expect(footprint.total).toBeGreaterThanOrEqual(40);
          expect(footprint.total).toBeLessThanOrEqual(110);
        }
  });
});

describe('GET /api/solution/{id}/', () => {
  it('answers the detail by id or slug, with the links to the files and the carbon simulator', async () => {
    const bySlug = await getSolution(visitor, SLUG);
    expect(bySlug.status).toBe(200);
    const datas = bySlug.body.datas!;
    expect((await getSolution(visitor, datas.solution.id)).body.datas).toEqual(datas);
    expect(datas.solution.slug).toBe(SLUG);
    expect(datas.links).toEqual(datas.solution.links);
    expect(datas.technicalData).toEqual(datas.solution.technicalData);
    expect(datas.carbonFootprints).toHaveLength(3);
    expect(datas.steelMasses.length).toBeGreaterThan(2);
    expect(datas.displayScheme).toBe(true);
    expect(datas.downloadAllFilesURL).toBe(`/api/solution/${datas.solution.id}/download-files/`);
    expect(datas.switchToCarbonSimulatorUrl).toBe(
      `/api/solution/${datas.solution.id}/carbon-simulator-link/`,
    );
    expect(datas.downloadCarbonRecap).toEqual({
      url: `/api/solution/${datas.solution.id}/carbon-recap/`,
      carbonRecap: expect.objectContaining({ simulation: null }),
    });
    // Without a simulation: the other systems of the same family.
    expect(datas.similar.length).toBeGreaterThan(0);
    expect(datas.similar.map((item) => item.slug)).not.toContain(SLUG);
    const plain = await getSolution(visitor, 'dalle-pleine-beton-arme-20');
    expect(plain.body.datas!.displayScheme).toBe(false);
  });

  it('adds what the simulation changes: span check, similar solutions, steel', async () => {
    const { body } = await getSolution(claire, SLUG, FLOOR_PACT.userSimulation);
    const datas = body.datas!;
    expect(datas.technicalData).toEqual(
      expect.arrayContaining([{ label: 'Portée de calcul', value: '5,20 m' }]),
    );
    expect(datas.similar.map((item) => item.slug)).toEqual([
      'plancher-poutrelle-entrevous-pse-isolant-up-0-15',
    ]);
    expect(datas.switchToCarbonSimulatorUrl).toBe(
      `/api/solution/7/carbon-simulator-link/?simulation=${FLOOR_PACT.userSimulation}`,
    );
    expect(datas.downloadCarbonRecap?.carbonRecap.simulation).toEqual({
      id: FLOOR_PACT.userSimulation,
      configurationName: 'Maison Dupont – plancher bas',
      zipCode: '69003',
      span: '5,20 m',
    });
  });

  it('answers 404 for an unknown solution or a simulation the caller may not see', async () => {
    const unknown = await getSolution(visitor, 'plancher-inconnu');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Solution introuvable.' });
    expect((await getSolution(visitor, 999)).status).toBe(404);
    expect((await getSolution(visitor, SLUG, FLOOR_PACT.userSimulation)).status).toBe(404);
    expect((await getSolution(claire, SLUG, 901)).body.message).toBe('Simulation introuvable.');
  });
});

describe('POST /api/solution/{slug}/', () => {
  it("saves the solution in the user's history, once", async () => {
    const { status, body } = await saveSolution(claire, SLUG, FLOOR_PACT.userSimulation);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Votre solution a bien été sauvegardée.',
      datas: { id: 6001, slug: SLUG, simulation: FLOOR_PACT.userSimulation, alreadySaved: false },
    });
    const saved = (await listFloorSolutions(claire)).body.datas!.data[0]!;
    expect(saved).toMatchObject({
      type: 'solution',
      id: 6001,
      slug: SLUG,
      title: 'Maison Dupont – plancher bas',
      name: 'Plancher poutrelle entrevous PSE isolant Up 0,20',
      libelle: 'Poutrelles et entrevous – Plancher bas',
      zip: '69003',
      floorLevel: 'Vide sanitaire',
      projectCode: 'PRJ-2026-031',
    });
    const again = await saveSolution(claire, SLUG, FLOOR_PACT.userSimulation);
    expect(again.body).toMatchObject({
      success: true,
      message: 'Cette solution est déjà sauvegardée dans votre espace personnel.',
      datas: { id: 6001, alreadySaved: true },
    });
    expect((await listFloorSolutions(claire)).body.datas!.total).toBe(13);
  });

  it("claims a visitor's simulation for the user who saves from it", async () => {
    floorStates['a visitor has a floor simulation']!();
    registerToken(FLOOR_PACT.token, { kind: 'user', userId: 1 }, 60_000);
    const { body } = await saveSolution(
      claire,
      'plancher-poutrelle-entrevous-beton-16-4',
      FLOOR_PACT.visitorSimulation,
    );
    expect(body.success).toBe(true);
    const history = (await listFloorSimulations(claire)).body.datas!.data.map((item) => item.id);
    expect(history).toContain(FLOOR_PACT.visitorSimulation);
  });

  it('needs a login, a known solution and a simulation the user may see', async () => {
    expect((await saveSolution(visitor, SLUG)).status).toBe(401);
    registerToken('usr.floor-expired', { kind: 'user', userId: 1 }, 0);
    expect((await saveSolution(clientWith('usr.floor-expired'), SLUG)).status).toBe(401);
    expect((await saveSolution(claire, 'plancher-inconnu')).status).toBe(404);
    const foreign = await saveSolution(claire, SLUG, 901);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Simulation introuvable.');
    // From its page alone, without a simulation.
    const alone = await saveSolution(claire, 'dalle-alveolee-20-5');
    expect(alone.body.datas).toMatchObject({ simulation: null, alreadySaved: false });
  });
});

import { submitFloorSimulation } from '@/api/floor';
import { CRAWL_SPACE } from '../testSupport';
import { listFloorSimulations } from '@/api/history';
import { storedSimulations } from '../../db/floor';
import { db, registerToken } from '../../db/mockDb';
import { CLAIRE, clientWith, JULIEN, loginAs } from '../testSupport';
import { visitor, UPPER_FLOOR, solve, slugs } from './simulatorTestSetup';

describe('POST /api/simulator/', () => {
  it('gives each new simulation an id nobody can guess from another (random, far apart)', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await solve(visitor, CRAWL_SPACE)).simulation.id);
    for (const [index, id] of ids.entries()) {
      expect(Number.isSafeInteger(id) && id >= 1_000_000).toBe(true);
      // Two ids of 2^40 that fall within a thousand of each other: about one chance in 10^9.
      for (const other of ids.slice(index + 1)) expect(Math.abs(id - other)).toBeGreaterThan(1000);
    }
  });

  it('computes the solutions that fit, thinnest first, with their agency', async () => {
    const result = await solve(visitor, CRAWL_SPACE);
    expect(slugs(result.solutions)).toEqual([
      'plancher-poutrelle-entrevous-pse-isolant-up-0-20',
      'plancher-poutrelle-entrevous-pse-isolant-up-0-15',
    ]);
    expect(result).toMatchObject({
      simulation: { id: expect.any(Number) },
      hasOnlyOneSolution: false,
      message: '2 solutions correspondent à votre configuration.',
      agency: {
        libelle: 'Bureau d’études Auvergne-Rhône-Alpes (Lyon)',
        emails: ['be.lyon@rupteo.fr', 'commercial.lyon@rupteo.fr'],
        phone: '04 72 83 40 10',
      },
    });
    const [first] = result.solutions;
    expect(first).toMatchObject({
      libelle: 'Plancher poutrelle entrevous PSE isolant Up 0,20',
      description: { content: expect.stringContaining('<p>') },
      packshot: { url: expect.stringMatching(/\.svg$/), libelle: expect.any(String) },
      thickness: 25,
      thicknessWithUnit: '25 cm',
      wordPressUrl: expect.stringMatching(/^https:\/\/www\.rupteo\.fr\/planchers\//),
    });
    expect(first!.layers.map((layer) => [layer.short, layer.thickness, layer.unit])).toEqual([
      ['Dalle', 4, 'cm'],
      ['Entrevous', 16, 'cm'],
      ['Languette', 5, 'cm'],
    ]);
    expect(first!.links.some((link) => link.downloadable)).toBe(true);
    expect(first!.links[0]).toMatchObject({
      prettySize: expect.stringMatching(/^\d+(,\d+)? (Ko|Mo)$/),
      prettyDocumentDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      linkType: { name: 'Avis technique' },
    });
    expect(first!.technicalData).toEqual(
      expect.arrayContaining([
        { label: 'Portée de calcul', value: '5,20 m' },
        { label: 'Portée maximale pour vos charges', value: '5,90 m' },
        { label: 'Taux d’utilisation de la portée', value: '88 %' },
        { label: 'Coefficient Up obtenu', value: '0,20 W/m².K' },
      ]),
    );
    expect(first!.carbonFootprints.map((item) => item.concrete.name)).toEqual([
      'Béton C25/30 CEM II/A (standard)',
      'Béton C25/30 CEM III/A (bas carbone)',
      'Béton C25/30 CEM III/B (très bas carbone)',
    ]);
    const totals = first!.carbonFootprints.map((item) => item.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(first!.steelMasses[0]).toMatch(/^Armatures : treillis soudé ST 25 C, \d+,\d{2} kg\/m²$/);
  });

  it('narrows with the position, the Up, the loads, the systems and the infill', async () => {
    const upper = await solve(visitor, UPPER_FLOOR);
    expect(upper.solutions.length).toBeGreaterThanOrEqual(10);
    const thicknesses = upper.solutions.map((solution) => solution.thickness);
    expect(thicknesses).toEqual([...thicknesses].sort((a, b) => a - b));
    // Insulating infill is for floors over unheated spaces only.
    expect(slugs(upper.solutions).some((slug) => slug.includes('isolant'))).toBe(false);

    const strict = await solve(visitor, { ...CRAWL_SPACE, up: '0.15' });
    expect(slugs(strict.solutions)).toEqual(['plancher-poutrelle-entrevous-pse-isolant-up-0-15']);
    expect(strict.hasOnlyOneSolution).toBe(true);
    expect(strict.message).toBe('1 solution correspond à votre configuration.');

    const shop = await solve(visitor, {
      ...UPPER_FLOOR,
      usage: 'commerce',
      loadCase: 'commerce',
      gLoad: 200,
      qLoad: 500,
      fireResistance: '90',
    });
    expect(shop.solutions.length).toBeGreaterThan(0);
    expect(shop.solutions.length).toBeLessThan(upper.solutions.length);
    for (const solution of shop.solutions) {
      const fire = solution.technicalData.find((item) => item.label === 'Résistance au feu');
      expect(Number(fire!.value.replace('REI ', ''))).toBeGreaterThanOrEqual(90);
    }

    const concrete = await solve(visitor, {
      ...UPPER_FLOOR,
      systems: ['poutrelles-entrevous'],
      entrevous: 'beton',
    });
    expect(slugs(concrete.solutions)).toEqual([
      'plancher-poutrelle-entrevous-beton-16-4',
      'plancher-poutrelle-entrevous-beton-20-5',
    ]);
    const quiet = await solve(visitor, { ...UPPER_FLOOR, acousticComfort: true });
    expect(quiet.solutions.every((solution) => !solution.slug.includes('pse'))).toBe(true);
    expect(quiet.solutions.length).toBeLessThan(upper.solutions.length);
  });

  it('uses each bay of a continuous floor as the span, and lengthens it', async () => {
    const simple = await solve(visitor, { ...UPPER_FLOOR, floorSpan: 6.3 });
    const continuous = await solve(visitor, {
      ...UPPER_FLOOR,
      floorSpan: '',
      continuity: true,
      continuityWidth: 20,
      continuityLength: 1280,
    });
    // Two bays of 6,30 m: the bars over the support let more systems span them.
    expect(continuous.solutions.length).toBeGreaterThan(simple.solutions.length);
    expect(continuous.solutions[0]!.technicalData).toEqual(
      expect.arrayContaining([
        { label: 'Portée de calcul', value: '6,30 m par travée (plancher continu)' },
      ]),
    );
    expect(continuous.solutions[0]!.steelMasses.join(' ')).toMatch(/Chapeaux/);
  });

  it('answers an empty list with "Aucun résultat trouvé" when nothing fits', async () => {
    const result = await solve(visitor, {
      ...UPPER_FLOOR,
      usage: 'commerce',
      loadCase: 'commerce',
      gLoad: 200,
      qLoad: 500,
      fireResistance: '60',
      floorSpan: 11.8,
    });
    expect(result.solutions).toEqual([]);
    expect(result.hasOnlyOneSolution).toBe(false);
    expect(result.message).toBe('Aucun résultat trouvé');
    expect(result.advice).toMatch(
      /^Avec vos charges, la portée maximale atteignable est de 9,\d\d m/,
    );
  });

  it('refuses invalid answers with the fields and the data received', async () => {
    const values = { ...CRAWL_SPACE, zipCode: '690', floorSpan: 0.8 };
    const { status, body } = await submitFloorSimulation(visitor, values);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.error).toEqual({
      zipCode: 'Doit être exactement 5 caractères',
      floorSpan: 'La portée doit être comprise entre 1,50 et 12,00 m.',
    });
    expect(body.data).toEqual(values);
    expect(storedSimulations()).toEqual([]);
  });

  it("keeps a user's simulation in their floor history, a visitor's out of any", async () => {
    const { client } = await loginAs(CLAIRE);
    const before = (await listFloorSimulations(client)).body.datas!.total;
    const mine = await solve(client, CRAWL_SPACE);
    const anonymous = await solve(visitor, UPPER_FLOOR);
    const history = (await listFloorSimulations(client)).body.datas!;
    expect(history.total).toBe(before + 1);
    expect(history.data[0]).toMatchObject({
      type: 'simulation',
      id: mine.simulation.id,
      title: 'Maison Garnier – plancher bas',
      name: 'Plancher poutrelle entrevous PSE isolant Up 0,20',
      libelle: 'Plancher bas – Vide sanitaire – 69003',
      zip: '69003',
      floor: 'Plancher bas',
      floorLevel: 'Vide sanitaire',
      floorType: 'Poutrelles et entrevous',
      projectCode: 'PRJ-2026-044',
    });
    expect(history.data.map((item) => item.id)).not.toContain(anonymous.simulation.id);
    expect(db.floorSimulations.get(anonymous.simulation.id)).toBeUndefined();
  });

  it('updates the simulation named by simulationId when the caller may see it', async () => {
    const { client } = await loginAs(CLAIRE);
    const first = await solve(client, CRAWL_SPACE);
    const again = await solve(client, {
      ...CRAWL_SPACE,
      simulationId: first.simulation.id,
      configurationName: 'Maison Garnier – variante',
      up: '0.15',
    });
    expect(again.simulation.id).toBe(first.simulation.id);
    expect(again.solutions).toHaveLength(1);
    expect(db.floorSimulations.get(first.simulation.id)?.title).toBe('Maison Garnier – variante');
    // Another user's simulation is not touched: a new one is made.
    const { client: julien } = await loginAs(JULIEN);
    const other = await solve(julien, { ...CRAWL_SPACE, simulationId: first.simulation.id });
    expect(other.simulation.id).not.toBe(first.simulation.id);
    expect(db.floorSimulations.get(first.simulation.id)?.userId).toBe(1);
  });

  it('answers 401 to an unknown or expired token, so the app retries as a visitor', async () => {
    registerToken('usr.floor-expired', { kind: 'user', userId: 1 }, 0);
    const { status, body } = await submitFloorSimulation(
      clientWith('usr.floor-expired'),
      CRAWL_SPACE,
    );
    expect(status).toBe(401);
    expect(body.message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
  });
});

/** The carbon simulator handlers: the form with a cluster or a prefill, and the joist infills. */
import { getJoistInfillOptions, getSimulatorForm } from '@/api/carbon';
import { submitFloorSimulation } from '@/api/floor';
import { crawlSpaceSubmission } from '../../db/floor/answerFixtures';
import { db } from '../../db/mockDb';
import { CLAIRE, JULIEN, loginAs } from '../testSupport';
import { visitor, field } from './simulatorHandlersTestSetup';

describe('GET /api/simulator/ with a cluster or a prefill', () => {
  it("fills step 1 from the user's cluster, and refuses another user's", async () => {
    const { client } = await loginAs(CLAIRE);
    const cluster = db.carbonClusters.get(301)!;
    const { body } = await getSimulatorForm(client, { cluster: 301 });
    expect(field(body, 'zipCode').value).toBe(cluster.zipCode);
    expect(field(body, 'projectName').value).toBe(cluster.name);
    const foreign = await getSimulatorForm(client, { cluster: 903 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Cluster introuvable.');
    expect((await getSimulatorForm(visitor, { cluster: 301 })).status).toBe(404);
  });

  it('prefills the answers of a saved carbon simulation, for its owner only', async () => {
    const { client } = await loginAs(CLAIRE);
    const saved = db.carbonClusters.get(302)!.simulations[0]!;
    const { body } = await getSimulatorForm(client, { cluster: 302, simulationCarbone: saved.id });
    expect(body.isCompleted).toBe(true);
    expect(field(body, 'systemType').value).toBe(saved.systemType);
    for (const [name, value] of Object.entries(saved.details!.answers))
      if (!['zipCode', 'projectName', 'path', 'seismicZone'].includes(name))
        expect([name, field(body, name).value]).toEqual([name, value]);
    const julien = (await loginAs(JULIEN)).client;
    expect((await getSimulatorForm(julien, { simulationCarbone: saved.id })).status).toBe(404);
  });

  it('prefills from a saved floor simulation of the user', async () => {
    const { client } = await loginAs(CLAIRE);
    const floor = db.floorSimulations.get(102)!;
    expect(floor.name).toBe('Plancher poutrelle entrevous PSE 16+4');
    const { body } = await getSimulatorForm(client, { simulationPlancher: 102 });
    expect(field(body, 'zipCode').value).toBe(floor.zip);
    expect(field(body, 'projectName').value).toBe(floor.title);
    expect(field(body, 'systemType').value).toBe('poutrelles-entrevous-pse');
    expect(field(body, 'thickness').value).toBe('20');
    const foreign = await getSimulatorForm(client, { simulationPlancher: 901 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Simulation introuvable.');
  });

  it("prefills from a visitor's floor configuration, span and position included", async () => {
    const { status, body: floor } = await submitFloorSimulation(
      visitor,
      crawlSpaceSubmission({
        zipCode: '38000',
        configurationName: 'Maison Roche – plancher bas',
        projectCode: '',
        company: '',
      }),
    );
    expect(status).toBe(200);
    const id = floor.datas!.simulation.id;
    const { body } = await getSimulatorForm(visitor, { simulationPlancher: id });
    expect(field(body, 'projectName').value).toBe('Maison Roche – plancher bas');
    expect(field(body, 'floorLevel').value).toBe('vide-sanitaire');
    expect(field(body, 'span').value).toBe(5.2);
    expect(field(body, 'systemType').value).toBe('poutrelles-entrevous-pse');
    expect(field(body, 'entrevous').value).toBe('pse-isolant');
    expect(body.errors).toEqual({});
    // A visitor's configuration, not another user's: a logged-in user may reuse it too.
    const { client } = await loginAs(JULIEN);
    expect((await getSimulatorForm(client, { simulationPlancher: id })).status).toBe(200);
  });
});

describe('POST /api/simulator/entrevous/', () => {
  it('gives the blocks of a beam-and-block floor', async () => {
    const concrete = await getJoistInfillOptions(visitor, {
      datas: { systemType: 'poutrelles-entrevous-beton', thickness: '20' },
    });
    expect(concrete.status).toBe(200);
    expect(concrete.body.datas?.options.map((option) => option.value)).toEqual([
      'beton',
      'beton-allege',
    ]);
    expect(concrete.body.datas?.options[0]).toMatchObject({ height: 16, insulating: false });
    const ground = await getJoistInfillOptions(visitor, {
      datas: {
        systemType: 'poutrelles-entrevous-pse',
        thickness: 25,
        floorLevel: 'vide-sanitaire',
      },
    });
    const options = ground.body.datas!.options;
    expect(options.map((option) => option.value)).toEqual([
      'pse-coffrant',
      'pse-isolant',
      'pse-isolant-renforce',
    ]);
    // More polystyrene, more carbon.
    expect(options[2]!.carbonFootprint).toBeGreaterThan(options[0]!.carbonFootprint);
    expect(options[2]!.up).toBe(0.16);
  });

  it('refuses the other systems and unknown thicknesses', async () => {
    const slab = await getJoistInfillOptions(visitor, {
      datas: { systemType: 'dalle-pleine', thickness: '20' },
    });
    expect(slab.status).toBe(400);
    expect(slab.body.error).toEqual({
      systemType: 'Les entrevous ne concernent que les planchers à poutrelles et entrevous.',
    });
    const odd = await getJoistInfillOptions(visitor, {
      datas: { systemType: 'poutrelles-entrevous-pse', thickness: '17', floorLevel: 'cave' },
    });
    expect(odd.body.error).toEqual({
      thickness: 'Cette épaisseur n’existe pas pour ce système.',
      floorLevel: 'Position du plancher inconnue.',
    });
  });
});

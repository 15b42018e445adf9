/** The carbon cluster handlers: submitting a simulation (POST /api/clusters/simulations/). */
import { getCarbonCluster, getSimulatorForm, submitCarbonSimulation } from '@/api/carbon';
import { listCarbonClusters } from '@/api/history';
import { db } from '../../db/mockDb';
import { JULIEN, loginAs } from '../testSupport';
import {
  claire,
  signInClaireEachTest,
  submission,
  ETAGE,
  submit,
  card,
} from './clusterHandlersTestSetup';

signInClaireEachTest();

describe('POST /api/clusters/simulations/', () => {
  it("creates a cluster of the user's, listed in the history with its footprint", async () => {
    const { cluster, simulation } = await submit(claire, ETAGE);
    expect(db.carbonClusters.get(cluster)?.userId).toBe(1);
    const { body } = await listCarbonClusters(claire);
    const listed = body.datas!.clusters.find((item) => item.id === cluster);
    const { body: read } = await getCarbonCluster(claire, cluster);
    const saved = read.datas!.simulations[0]!;
    expect(listed).toMatchObject({
      name: 'Maison Girard',
      simulations: [
        { id: simulation, systemType: ETAGE.systemType, carbonFootprint: saved.carbonFootprint },
      ],
    });
    expect(read.datas).toMatchObject({
      cluster,
      name: 'Maison Girard',
      zipCode: '69007',
      saved: true,
      agency: { libelle: expect.stringContaining('Lyon'), phone: '04 72 83 40 10' },
    });
  });

  it('computes realistic figures whose bars add up to the footprint', async () => {
    const saved = await card(claire, ETAGE);
    expect(saved.carbonFootprint).toBeGreaterThan(50);
    expect(saved.carbonFootprint).toBeLessThan(100);
    expect(saved.bio).toBe(0);
    const sum = saved.bars.reduce((total, bar) => total + bar.value, 0);
    expect(Math.abs(sum - saved.carbonFootprint)).toBeLessThan(0.5);
    const shares = saved.bars.reduce((total, bar) => total + bar.pdfPercentage, 0);
    expect(Math.abs(shares - 100)).toBeLessThan(0.5);
    expect(saved.bars.every((bar) => /^#[0-9a-f]{6}$/.test(bar.color))).toBe(true);
    expect(saved.data).toMatchObject({
      'Système constructif': 'Poutrelles et entrevous béton',
      Épaisseur: '16+4 (20 cm)',
      Portée: '4,8 m',
      'Béton coulé en place': { value: 'CEM II/A – ciment Portland composé' },
    });
    expect(saved.note).toMatch(/^[A-E]$/);
  });

  it('computes the footprint from the answers', async () => {
    const custom = { ...ETAGE, favorites: 'personnalisee', span: '5', thickness: '20' };
    const cem1 = await card(claire, { ...custom, cementType: 'cem1' });
    const cem3 = await card(claire, { ...custom, cementType: 'cem3' });
    expect(cem3.carbonFootprint).toBeLessThan(cem1.carbonFootprint);
    const thicker = await card(claire, {
      ...custom,
      span: '6',
      thickness: '24',
      cementType: 'cem1',
    });
    expect(thicker.carbonFootprint).toBeGreaterThan(cem1.carbonFootprint);
    const slag = await card(claire, {
      ...custom,
      cementType: 'personnalise',
      cementDosage: '300',
      slagShare: '70',
    });
    expect(slag.carbonFootprint).toBeLessThan(cem3.carbonFootprint);
    expect(slag.data['Béton coulé en place']).toEqual({
      value: 'Béton personnalisé (valeurs saisies)',
      details: expect.arrayContaining(['Dosage en ciment : 300 kg/m³', 'Part de laitier : 70 %']),
    });
    const heated = await card(claire, {
      ...custom,
      cementType: 'cem1',
      networkPassages: ['plancher-chauffant'],
    });
    expect(heated.carbonFootprint).toBeCloseTo(cem1.carbonFootprint + 9.5 * 1.09, 0);
    const timber = await card(claire, { systemType: 'plancher-bois', favorites: 'maison-etage' });
    expect(timber.carbonFootprint).toBeLessThan(45);
    expect(timber.bio).toBeGreaterThan(40);
    expect(timber.acvCarbonFootprint).toBeLessThan(timber.carbonFootprint);
    expect(timber.note).toBe('A');
  });

  it('reads the network passages given apart from step 2', async () => {
    const body = submission(ETAGE);
    body.networkPassages = ['gaines-electriques', 'plomberie'];
    const { body: answer } = await submitCarbonSimulation(claire, body);
    const { body: read } = await getCarbonCluster(claire, answer.datas!.cluster);
    expect(read.datas!.simulations[0]!.data['Passages de réseaux']).toEqual({
      value: '2 types de réseaux',
      details: ['Gaines électriques', 'Évacuations et plomberie'],
    });
  });

  it('refuses an incomplete or wrong configuration, naming every field', async () => {
    const { status, body } = await submitCarbonSimulation(
      claire,
      submission(
        {
          systemType: 'dalle-pleine',
          favorites: 'personnalisee',
          cementType: 'personnalise',
          cementDosage: '500',
        },
        { zipCode: '690', projectName: '', path: 'guided' },
      ),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      message: 'La configuration est incomplète ou contient des valeurs refusées.',
      error: {
        zipCode: 'Doit contenir exactement 5 caractères.',
        projectName: 'Champ obligatoire',
        span: 'Champ obligatoire',
        cementDosage: 'Le dosage en ciment doit être compris entre 260 et 400 kg/m³.',
        slagShare: 'Champ obligatoire',
      },
    });
    expect(db.carbonClusters.size).toBe(new Set(db.carbonClusters.keys()).size);
  });

  it("adds to the user's cluster with the cluster's project, not to another user's", async () => {
    const before = db.carbonClusters.get(302)!.simulations.length;
    const { cluster } = await submit(claire, ETAGE, {
      zipCode: '13001',
      projectName: 'Autre nom',
      path: 'guided',
      cluster: 302,
    });
    expect(cluster).toBe(302);
    const stored = db.carbonClusters.get(302)!;
    expect(stored.simulations).toHaveLength(before + 1);
    expect(stored.simulations.at(-1)!.details!.answers.zipCode).toBe(stored.zipCode);
    const julien = (await loginAs(JULIEN)).client;
    const foreign = await submitCarbonSimulation(julien, submission(ETAGE, { cluster: 302 }));
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Cluster introuvable.']);
  });

  it('refuses an eleventh simulation in a cluster', async () => {
    for (let n = db.carbonClusters.get(303)!.simulations.length; n < 10; n += 1)
      await submit(claire, ETAGE, { cluster: 303 });
    const full = await submitCarbonSimulation(claire, submission(ETAGE, { cluster: 303 }));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      'Ce projet regroupe déjà 10 simulations : démarrez un nouveau projet.',
    );
  });

  it('duplicates a simulation: its prefill resubmitted gives the same figures', async () => {
    const original = await card(claire, {
      systemType: 'predalles',
      favorites: 'personnalisee',
      span: '6,8',
      floorLevel: 'vide-sanitaire',
      cementType: 'cem3',
      thermalBreak: 'avec',
    });
    const { body } = await getSimulatorForm(claire, {
      cluster: original.cluster,
      simulationCarbone: original.id,
    });
    const step2 = body
      .formArray![1]!.fields.flatMap((item) => [item, ...(item.children ?? [])])
      .filter((item) => item.value !== undefined)
      .map((item, index) => ({ index, field: item.name, value: item.value! }));
    const copy = await submitCarbonSimulation(claire, {
      step1: { cluster: original.cluster },
      step2,
      networkPassages: [],
    });
    const { body: read } = await getCarbonCluster(claire, original.cluster);
    const duplicate = read.datas!.simulations.find(
      (item) => item.id === copy.body.datas!.simulation,
    )!;
    expect(duplicate.carbonFootprint).toBe(original.carbonFootprint);
    expect(duplicate.data).toEqual(original.data);
    expect(duplicate.title).toBe('Simulation 2 – Prédalles');
  });
});

import { PDFDocument } from 'pdf-lib';
import {
  downloadCarbonClusterRecap,
  getCarbonCluster,
  getSimulatorForm,
  saveCarbonCluster,
  submitCarbonSimulation,
} from '@/api/carbon';
import type { CarbonSimulationCard, CarbonSubmission } from '@/api/carbonTypes';
import type { FieldValue } from '@/api/formDefinitionTypes';
import { deleteCarbonSimulation, listCarbonClusters } from '@/api/history';
import type { ApiClient } from '@/api/http';
import { db } from '../../db/mockDb';
import { CLAIRE, clientWith, JULIEN, loginAs } from '../testSupport';

const visitor = clientWith();

/** The bytes of a downloaded file (jsdom's Blob has no arrayBuffer()). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}
let claire: ApiClient;
beforeEach(async () => {
  claire = (await loginAs(CLAIRE)).client;
});

function submission(
  answers: Record<string, FieldValue>,
  step1: CarbonSubmission['step1'] = {
    zipCode: '69007',
    projectName: 'Maison Girard',
    path: 'guided',
  },
): CarbonSubmission {
  return {
    step1,
    step2: Object.entries(answers).map(([field, value], index) => ({ index, field, value })),
    networkPassages: [],
  };
}

const ETAGE = { systemType: 'poutrelles-entrevous-beton', favorites: 'maison-etage' };

async function submit(
  client: ApiClient,
  answers: Record<string, FieldValue>,
  step1?: CarbonSubmission['step1'],
) {
  const { status, body } = await submitCarbonSimulation(client, submission(answers, step1));
  expect([status, body.message]).toEqual([200, 'Votre simulation a bien été enregistrée.']);
  return body.datas!;
}

async function card(
  client: ApiClient,
  answers: Record<string, FieldValue>,
): Promise<CarbonSimulationCard> {
  const { cluster, simulation } = await submit(client, answers);
  const { body } = await getCarbonCluster(client, cluster);
  return body.datas!.simulations.find((item) => item.id === simulation)!;
}

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

describe("an anonymous visitor's cluster", () => {
  it('is readable with its id, saved to the account after login, then private', async () => {
    const { cluster } = await submit(visitor, ETAGE);
    expect(db.carbonClusters.get(cluster)?.userId).toBeNull();
    const read = await getCarbonCluster(visitor, cluster);
    expect(read.body.datas).toMatchObject({ saved: false, simulations: [{ cluster }] });
    const listed = await listCarbonClusters(claire);
    expect(listed.body.datas!.clusters.map((item) => item.id)).not.toContain(cluster);

    const anonymousSave = await saveCarbonCluster(visitor, cluster);
    expect(anonymousSave.status).toBe(401);
    expect((await downloadCarbonClusterRecap(visitor, cluster)).status).toBe(401);

    const saved = await saveCarbonCluster(claire, cluster);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      message: 'Votre solution a bien été sauvegardée.',
      datas: { cluster },
    });
    const after = await listCarbonClusters(claire);
    expect(after.body.datas!.clusters.map((item) => item.id)).toContain(cluster);
    expect((await getCarbonCluster(visitor, cluster)).status).toBe(404);
    const julien = (await loginAs(JULIEN)).client;
    expect((await getCarbonCluster(julien, cluster)).status).toBe(404);
    expect((await saveCarbonCluster(julien, cluster)).status).toBe(404);
    // Saving again is harmless.
    expect((await saveCarbonCluster(claire, cluster)).body.success).toBe(true);
  });
});

describe('GET /api/clusters/{id}/', () => {
  it("answers 404 for another user's or an unknown cluster", async () => {
    for (const id of [903, 999999]) {
      const { status, body } = await getCarbonCluster(claire, id);
      expect([status, body.message]).toEqual([404, 'Cluster introuvable.']);
    }
  });

  it('gives every seeded simulation its answers and figures', async () => {
    const { body } = await listCarbonClusters(claire);
    for (const { id, simulations } of body.datas!.clusters) {
      const { body: read } = await getCarbonCluster(claire, id);
      expect(read.datas!.simulations.map((item) => item.id)).toEqual(simulations.map((s) => s.id));
      for (const [index, simulation] of read.datas!.simulations.entries()) {
        expect(simulation.carbonFootprint).toBe(simulations[index]!.carbonFootprint);
        expect(simulation.carbonFootprint).toBeGreaterThanOrEqual(30);
        expect(simulation.carbonFootprint).toBeLessThanOrEqual(120);
        expect(simulation.bars.length).toBeGreaterThan(2);
        expect(simulation.data['Système constructif']).toBeTruthy();
      }
    }
  });

  it("a visitor deletes from their cluster without owner, not from a user's", async () => {
    const first = await submit(visitor, ETAGE);
    const second = await submit(visitor, ETAGE, {
      zipCode: '69007',
      projectName: 'Maison Girard',
      path: 'guided',
      cluster: first.cluster,
    });
    const kept = await deleteCarbonSimulation(visitor, first.simulation);
    expect(kept.body).toEqual({
      success: true,
      message: 'La simulation a été supprimée.',
      datas: { clusterRemoved: false },
    });
    const removed = await deleteCarbonSimulation(visitor, second.simulation);
    expect(removed.body.datas).toEqual({ clusterRemoved: true });
    expect(db.carbonClusters.has(first.cluster)).toBe(false);

    const owned = await submit(claire, ETAGE);
    const refused = await deleteCarbonSimulation(visitor, owned.simulation);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Simulation introuvable.');
    expect((await deleteCarbonSimulation(clientWith('usr.unknown'), owned.simulation)).status).toBe(
      401,
    );
  });

  it('removes the cluster with its last simulation', async () => {
    const { cluster, simulation } = await submit(claire, ETAGE);
    const deleted = await deleteCarbonSimulation(claire, simulation);
    expect(deleted.body.datas).toEqual({ clusterRemoved: true });
    expect((await getCarbonCluster(claire, cluster)).status).toBe(404);
  });
});

describe('GET /api/clusters/{id}/download-recap/', () => {
  it("gives the PDF recap of the user's cluster", async () => {
    const { status, body } = await downloadCarbonClusterRecap(claire, 302);
    expect(status).toBe(200);
    const name = db.carbonClusters.get(302)!.name;
    expect(body.fileName).toMatch(/^recapitulatif-carbone-[a-z0-9-]+-302\.pdf$/);
    const bytes = await bytesOf(body.file as Blob);
    expect((body.file as Blob).type).toBe('application/pdf');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Récapitulatif carbone – ${name}`);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it("answers 404 for another user's cluster and 401 without login", async () => {
    expect((await downloadCarbonClusterRecap(claire, 903)).status).toBe(404);
    expect((await downloadCarbonClusterRecap(visitor, 302)).status).toBe(401);
  });
});

/** The carbon cluster handlers: a visitor's cluster, reading a cluster and its PDF recap. */
import { PDFDocument } from 'pdf-lib';
import { downloadCarbonClusterRecap, getCarbonCluster, saveCarbonCluster } from '@/api/carbon';
import { deleteCarbonSimulation, listCarbonClusters } from '@/api/history';
import { db } from '../../db/mockDb';
import { clientWith, JULIEN, loginAs } from '../testSupport';
import {
  visitor,
  bytesOf,
  claire,
  signInClaireEachTest,
  ETAGE,
  submit,
} from './clusterHandlersTestSetup';

signInClaireEachTest();

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

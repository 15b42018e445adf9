import { unzipSync, strFromU8 } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import {
  downloadCarbonRecap,
  downloadSolutionFiles,
  downloadSolutionRecap,
  getCarbonSimulatorLink,
  getSolution,
  getSolutionCarbonFootprint,
  saveSolution,
  type FileBody,
} from '@/api/floor';
import { listFloorSimulations, listFloorSolutions } from '@/api/history';
import { CATALOGUE, carbonFootprintsOf, seededAnswers } from '../../db/floor';
import { db, registerToken } from '../../db/mockDb';
import { FLOOR_PACT, floorStates } from '../../states/floorStates';
import { clientWith } from '../testSupport';

const visitor = clientWith();
const claire = clientWith(FLOOR_PACT.token);
const SLUG = 'plancher-poutrelle-entrevous-pse-isolant-up-0-20';

/** The bytes of a downloaded file (jsdom's Blob has no arrayBuffer()). */
function bytesOf(body: FileBody): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(body.file as Blob);
  });
}

beforeEach(() => floorStates['user 1 has a floor simulation']!());

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

describe('files', () => {
  it('zips the downloadable documents', async () => {
    const { status, body } = await downloadSolutionFiles(visitor, SLUG);
    expect(status).toBe(200);
    expect(body.fileName).toBe(`documents-${SLUG}.zip`);
    const files = unzipSync(await bytesOf(body));
    const names = Object.keys(files);
    const downloadable = CATALOGUE.find((entry) => entry.slug === SLUG)!.documents.filter(
      (document) => document.file,
    );
    expect(names.sort()).toEqual(
      [...downloadable.map((document) => document.file!), 'LISEZ-MOI.txt'].sort(),
    );
    for (const name of names.filter((file) => file.endsWith('.pdf'))) {
      const pdf = await PDFDocument.load(files[name]!);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    }
    expect(strFromU8(files['LISEZ-MOI.txt']!)).toMatch(/Vidéo de mise en œuvre/);
    expect((await downloadSolutionFiles(visitor, 'inconnu')).status).toBe(404);
  });

  it('makes the PDF recap of the solution for the simulation, for a logged-in user', async () => {
    const { status, body } = await downloadSolutionRecap(claire, 7, FLOOR_PACT.userSimulation);
    expect(status).toBe(200);
    expect(body.fileName).toBe(`recapitulatif-${SLUG}-simulation-${FLOOR_PACT.userSimulation}.pdf`);
    const bytes = await bytesOf(body);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Récapitulatif de votre solution de plancher');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);

    expect((await downloadSolutionRecap(visitor, 7, FLOOR_PACT.userSimulation)).status).toBe(401);
    expect((await downloadSolutionRecap(claire, 7, 901)).status).toBe(404);
    const alone = await downloadSolutionRecap(claire, 7);
    expect(alone.body.fileName).toBe(`recapitulatif-${SLUG}.pdf`);
  });

  it('makes the carbon PDF from the carbonRecap of the detail, for a logged-in user', async () => {
    const detail = (await getSolution(claire, SLUG, FLOOR_PACT.userSimulation)).body.datas!;
    const recap = detail.downloadCarbonRecap!.carbonRecap;
    const { status, body } = await downloadCarbonRecap(claire, SLUG, recap);
    expect(status).toBe(200);
    expect(body.fileName).toBe(`empreinte-carbone-${SLUG}.pdf`);
    const pdf = await PDFDocument.load(await bytesOf(body));
    expect(pdf.getTitle()).toBe('Estimation de l’empreinte carbone');

    expect((await downloadCarbonRecap(visitor, SLUG, recap)).status).toBe(401);
    const incomplete = await downloadCarbonRecap(claire, SLUG, { ...recap, carbonFootprints: [] });
    expect(incomplete.status).toBe(400);
    const other = await downloadCarbonRecap(claire, 'dalle-pleine-beton-arme-20', recap);
    expect(other.status).toBe(400);
  });
});

describe('GET /api/solution/{id}/carbon-footprint/', () => {
  it('answers every concrete, or the one asked for', async () => {
    const all = await getSolutionCarbonFootprint(claire, SLUG, {
      simulation: FLOOR_PACT.userSimulation,
    });
    expect(all.status).toBe(200);
    expect(all.body.datas!.concrete).toBeNull();
    expect(all.body.datas!.carbonFootprints).toHaveLength(3);
    const one = await getSolutionCarbonFootprint(claire, SLUG, {
      simulation: FLOOR_PACT.userSimulation,
      concrete: 'cem-3b',
    });
    const footprints = one.body.datas!.carbonFootprints;
    expect(footprints).toHaveLength(1);
    expect(footprints[0]!.concrete).toEqual({
      slug: 'cem-3b',
      name: 'Béton C25/30 CEM III/B (très bas carbone)',
    });
    expect(footprints[0]!.total).toBeLessThan(all.body.datas!.carbonFootprints[0]!.total);
    const sum = footprints[0]!.details.reduce(
      (total, item) => total + Number(item.value.split(' ')[0]!.replace(',', '.')),
      0,
    );
    expect(Math.abs(sum - footprints[0]!.total)).toBeLessThan(0.3);
  });

  it('grows with the span: a longer span needs more steel', async () => {
    const short = await getSolutionCarbonFootprint(visitor, 'dalle-pleine-beton-arme-20');
    const long = await getSolutionCarbonFootprint(claire, 'dalle-pleine-beton-arme-20', {
      simulation: FLOOR_PACT.userSimulation,
    });
    expect(long.body.datas!.carbonFootprints[0]!.total).toBeGreaterThan(
      short.body.datas!.carbonFootprints[0]!.total,
    );
  });

  it('refuses an unknown concrete', async () => {
    const { status, body } = await getSolutionCarbonFootprint(visitor, SLUG, { concrete: 'cem-9' });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: { concrete: 'Ce béton n’est pas proposé.' } });
  });
});

describe('GET /api/solution/{id}/carbon-simulator-link/ (project-defined)', () => {
  it('answers the carbon simulator of the caller’s host, prefilled from the simulation', async () => {
    const detail = (await getSolution(claire, SLUG, FLOOR_PACT.userSimulation)).body.datas!;
    const { status, body } = await getCarbonSimulatorLink(
      claire,
      detail.switchToCarbonSimulatorUrl,
    );
    expect(status).toBe(200);
    // The jsdom page is http://localhost/: a developer machine.
    expect(body.datas!.url).toBe(
      `http://carbone.localhost/simuler-mon-empreinte-carbone/?simulation-plancher=${FLOOR_PACT.userSimulation}`,
    );
    const hosts: Array<[string, string]> = [
      ['plancher.localhost:5173', 'http://carbone.localhost:5173'],
      ['recette-plancher.rupteo.fr', 'https://recette-carbone.rupteo.fr'],
      ['plancher.rupteo.fr', 'https://carbone.rupteo.fr'],
      ['configurateur-plancher.fr', 'https://www.simulateur-carbone.fr'],
    ];
    for (const [host, origin] of hosts) {
      const link = await getCarbonSimulatorLink(
        visitor,
        `/api/solution/${SLUG}/carbon-simulator-link/?host=${host}`,
      );
      expect(link.body.datas!.url).toBe(`${origin}/simuler-mon-empreinte-carbone/`);
    }
  });
});

describe('media of the floor site (outside the contract)', () => {
  it('serves each downloadable document as a PDF, the packshots and the tooltip pictures as SVG', async () => {
    const detail = (await getSolution(visitor, SLUG)).body.datas!;
    const document = detail.links.find((link) => link.downloadable)!;
    const pdf = await visitor.request<unknown, FileBody>({
      method: 'GET',
      url: document.url,
      responseType: 'blob',
      public: true,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.body.fileName).toBe(document.url.split('/').pop());
    expect((await PDFDocument.load(await bytesOf(pdf.body))).getTitle()).toBe(document.libelle);

    const packshot = await visitor.request<string>({
      method: 'GET',
      url: detail.solution.packshot.url,
      public: true,
    });
    expect(packshot.status).toBe(200);
    expect(packshot.body.datas).toMatch(/^<svg [^>]*role="img"/);
    expect(packshot.body.datas).toContain('Languette 5 cm');

    const missing = await visitor.request({
      method: 'GET',
      url: `/media/plancher/documents/${SLUG}/inconnu.pdf`,
      public: true,
    });
    expect(missing.status).toBe(404);
    const picture = await visitor.request<string>({
      method: 'GET',
      url: '/media/plancher/aide/continuite.svg',
      public: true,
    });
    expect(picture.body.datas).toContain('Plancher continu');
  });
});

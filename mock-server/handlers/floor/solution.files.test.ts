import { unzipSync, strFromU8 } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import {
  downloadCarbonRecap,
  downloadSolutionFiles,
  downloadSolutionRecap,
  getCarbonSimulatorLink,
  getSolution,
  getSolutionCarbonFootprint,
  type FileBody,
} from '@/api/floor';
import { CATALOGUE } from '../../db/floor';
import { FLOOR_PACT } from '../../states/floorStates';
import { visitor, claire, SLUG } from './solutionTestSetup';

/** The bytes of a downloaded file (jsdom's Blob has no arrayBuffer()). */
function bytesOf(body: FileBody): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(body.file as Blob);
  });
}

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

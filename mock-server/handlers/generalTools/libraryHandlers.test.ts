import { PDFDocument } from 'pdf-lib';
import {
  downloadPsiLibraryReport,
  getPsiLibraryReportLink,
  searchPsiLibrary,
} from '@/api/catalogue';
import type { FilterChoices, LibraryDatas } from '@/api/catalogueTypes';
import { registerDevice } from '../../db/mockDb';
import { catalogueTables, psiValueCharacteristics } from '../../db/generalTools/catalogue';
import { choicesOfReportKey } from '../../db/generalTools/library';
import { formatPsi } from '../../db/generalTools/libraryReport';
import { CLAIRE, clientWith, loginAs } from '../testSupport';
import { CACHED_SEARCHES } from './libraryHandlers';

const visitor = clientWith();

async function search(filterChoices: FilterChoices, lunchResearch = true, save = false) {
  const { status, isPublic, body } = await searchPsiLibrary(visitor, {
    filterChoices,
    lunchResearch,
    save,
  });
  expect(status).toBe(200);
  expect(isPublic).toBe(true);
  return body.datas!;
}

/** The number of PSI values of the catalogue for which `test` holds. */
function countWhere(test: (values: Map<number, number>, rupteurId: number) => boolean): number {
  return catalogueTables().psiValues.filter((record) => test(record.values, record.rupteurId))
    .length;
}

function valuesOf(datas: LibraryDatas, filterId: number) {
  return datas.filters.find((filter) => filter.id === filterId)!.filterValues;
}

function readBytes(file: unknown): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file as Blob);
  });
}

describe('POST /api/filters/bibliotheque', () => {
  it("answers 'all' and no result while nothing is chosen, with every filter", async () => {
    const datas = await search({});
    expect(datas.nbResults).toBe('all');
    expect(datas.results).toEqual({});
    expect(datas.rupteurs).toEqual([]);
    expect(datas.mergedFilters).toEqual([]);
    expect(datas.psiValuesFiltersValues).toEqual({});
    expect(datas.filters.map((filter) => filter.importColumn)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    expect(datas.filters.flatMap((f) => f.filterValues).some((v) => v.selected)).toBe(false);
  });

  it('finds the PSI values of a type of floor, nested by floor, system, junction and rupteur', async () => {
    const datas = await search({ 22: [223] });
    const expected = countWhere((values) => values.get(22) === 223);
    expect(datas.nbResults).toBe(expected);
    expect(Object.keys(datas.results)).toEqual(['Plancher intermédiaire']);
    const thermo =
      datas.results['Plancher intermédiaire']!['Prédalles']!['Plancher / mur de façade']!['501']!;
    expect(thermo.length).toBeGreaterThan(0);
    const nested = Object.values(datas.results).flatMap((systems) =>
      Object.values(systems).flatMap((junctions) =>
        Object.values(junctions).flatMap((rupteurs) => Object.values(rupteurs).flat()),
      ),
    );
    expect(nested).toHaveLength(expected);
    expect(datas.rupteurs.reduce((sum, r) => sum + r.psiValuesAsArray.length, 0)).toBe(expected);
    expect(datas.rupteurs.find((rupteur) => rupteur.id === 501)).toMatchObject({
      name: 'ThermoPrédalle TPR à rupteur intégré',
      image: { url: '/media/download/rupteur-thermopredalle-tpr' },
    });
    expect(Object.keys(datas.psiValuesFiltersValues)).toHaveLength(expected);
    const first = datas.psiValuesFiltersValues[String(thermo[0]!.id)]!;
    expect(first).toContainEqual({
      filter: 'type_plancher',
      value: 'Plancher intermédiaire',
      filter_name: 'Type de plancher',
      filter_section: 'psi',
      filter_id: 22,
      psi_value_id: thermo[0]!.id,
      value_id: 223,
    });
    expect(first.some((item) => item.filter_id === 36)).toBe(true);
  });

  it('marks the chosen values and keeps the other values of their filter (chips, facets)', async () => {
    const datas = await search({ 22: [223] });
    expect(datas.mergedFilters).toEqual([
      {
        id: 223,
        value: 'Plancher intermédiaire',
        filter_name: 'Type de plancher',
        filter_section: 'psi',
        selected: true,
        filter_id: 22,
      },
    ]);
    expect(valuesOf(datas, 22).map((value) => [value.id, value.selected])).toEqual([
      [221, false],
      [222, false],
      [223, true],
      [224, false],
    ]);
    // The sanitary-void refine filters lead to nothing on an intermediate floor.
    expect(valuesOf(datas, 33)).toEqual([]);
    expect(valuesOf(datas, 36).length).toBe(3);
  });

  it('combines the values of one filter with OR and the filters with AND', async () => {
    const voids = countWhere((values) => values.get(22) === 221);
    const basements = countWhere((values) => values.get(22) === 222);
    expect((await search({ 22: [221, 222] })).nbResults).toBe(voids + basements);
    const onBeams = countWhere((values) => values.get(22) === 221 && values.get(23) === 231);
    const datas = await search({ 22: [221], 23: [231] });
    expect(datas.nbResults).toBe(onBeams);
    expect(onBeams).toBeLessThan(voids);
    // No balcony rupteur on joist-and-block floors.
    expect(valuesOf(datas, 24).map((value) => value.id)).toEqual([241, 242]);
  });

  it('narrows by the criteria that only say which rupteurs suit a site', async () => {
    // Fire resistance REI 120: only the fire-rated rupteurs and those of any rating.
    const datas = await search({ 28: [283] });
    const ids = datas.rupteurs.map((rupteur) => rupteur.id);
    expect(ids).toEqual(expect.arrayContaining([502, 504, 509, 511]));
    expect(ids).not.toContain(501);
    expect(ids).not.toContain(503);
    for (const rupteur of datas.rupteurs)
      for (const psi of rupteur.psiValuesAsArray)
        expect(psiValueCharacteristics(psi.id)?.has(28)).toBe(false);
  });

  it('counts without listing when lunchResearch is false, and gives the hash with save', async () => {
    const datas = await search({ 22: [221], 25: [252] }, false, true);
    expect(datas.nbResults).toBe(countWhere((v) => v.get(22) === 221 && v.get(25) === 252));
    expect(datas.results).toEqual({});
    expect(datas.rupteurs).toEqual([]);
    expect(JSON.parse(atob(datas.hash!))).toEqual({ 22: [221], 25: [252] });
    expect((await search({ 22: [221] })).hash).toBeUndefined();
  });

  it('answers 0 when nothing matches', async () => {
    const datas = await search({ 22: [224], 24: [243] });
    expect(datas.nbResults).toBe(0);
    expect(datas.rupteurs).toEqual([]);
  });

  it.each([
    [{ 99: [1] }, 'Filtre inconnu : 99.'],
    [{ 22: [231] }, "La valeur 231 n'appartient pas au filtre « Type de plancher »."],
    [
      { 22: 223 },
      "Les choix du filtre « Type de plancher » doivent être une liste d'identifiants.",
    ],
    [[223], 'Les choix de filtres doivent être un objet associant un filtre à ses valeurs.'],
  ])('refuses the choices %j with 400', async (filterChoices, message) => {
    const { status, body } = await visitor.request({
      method: 'POST',
      url: '/api/filters/bibliotheque',
      data: { filterChoices, lunchResearch: true, save: false },
      public: true,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });
});

describe('searches asked again (answers kept, at most CACHED_SEARCHES)', () => {
  it('answer as the first time, whatever the order of the choices, after many other searches', async () => {
    const first = await search({ 22: [223], 23: [232] });
    expect(await search({ 23: [232], 22: [223] })).toEqual(first);
    // More other searches than are kept (one value of one filter each), then the first again.
    // Searches (one value of one filter) asked with and without results: twice as many answers.
    const others = (await search({}, false)).filters
      .flatMap((filter) => filter.filterValues.map((value) => ({ [filter.id]: [value.id] })))
      .slice(0, CACHED_SEARCHES / 2 + 1);
    for (const choices of others) {
      await search(choices);
      await search(choices, false);
    }
    expect(await search({ 22: [223], 23: [232] })).toEqual(first);
    expect((await search({ 22: [223], 23: [232] }, false)).results).toEqual({});
  });
});

describe('the library report', () => {
  it('gives a logged-in user the link of a PDF listing the criteria and the PSI values', async () => {
    const { client } = await loginAs(CLAIRE);
    const choices = { 22: [223], 23: [232], 24: [241] };
    const { status, body } = await getPsiLibraryReportLink(client, choices);
    expect(status).toBe(200);
    const link = body.datas!.link;
    expect(link).toMatch(/^\/api\/filters\/bibliotheque\/rapport\/[A-Za-z0-9_-]+\.pdf$/);

    const download = await downloadPsiLibraryReport(visitor, link);
    expect(download.status).toBe(200);
    expect(download.isPublic).toBe(true);
    expect(download.body.fileName).toBe('Bibliothèque de PSI - rapport.pdf');
    expect((download.body.file as Blob).type).toBe('application/pdf');
    const bytes = await readBytes(download.body.file);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Bibliothèque de PSI');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  });

  it('encodes the choices in the link', async () => {
    const { client } = await loginAs(CLAIRE);
    const { body } = await getPsiLibraryReportLink(client, {
      25: [253],
      22: [221, 222],
      23: [233],
    });
    const key = /rapport\/(.+)\.pdf$/.exec(body.datas!.link)![1]!;
    const choices = choicesOfReportKey(key)!;
    expect([...choices].map(([filter, values]) => [filter, [...values]])).toEqual([
      [22, [221, 222]],
      [23, [233]],
      [25, [253]],
    ]);
  });

  it('needs a logged-in user for the link', async () => {
    const device = registerDevice({
      uuid: 'd-2',
      browser: 'Chrome',
      browserVersion: '131',
      os: 'macOS',
    });
    for (const client of [visitor, clientWith(device.token), clientWith('usr.expired')]) {
      const { status, body } = await getPsiLibraryReportLink(client, { 22: [223] });
      expect(status).toBe(401);
      expect(body.message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    }
  });

  it.each([
    [{}, 'Sélectionnez au moins une valeur de filtre pour éditer le rapport.'],
    [
      { 22: [224], 24: [243] },
      'Aucune valeur de PSI ne correspond à vos critères : le rapport serait vide.',
    ],
    [{ 77: [771] }, 'Filtre inconnu : 77.'],
    [
      { 21: [211] },
      `Votre recherche compte ${countWhere((_, rupteurId) => rupteurId !== 505)} valeurs de PSI : affinez vos critères (250 valeurs au plus) pour éditer le rapport.`,
    ],
  ])('refuses the link for %j with 400', async (choices, message) => {
    const { client } = await loginAs(CLAIRE);
    const { status, body } = await getPsiLibraryReportLink(client, choices);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it('answers 404 for a key that is not a search', async () => {
    for (const key of ['nimportequoi', btoa('{"99":[1]}').replace(/=+$/, ''), 'e30']) {
      const { status, body } = await visitor.request({
        method: 'GET',
        url: `/api/filters/bibliotheque/rapport/${key}.pdf`,
        public: true,
      });
      expect(status).toBe(404);
      expect(body.message).toBe('Ce rapport est introuvable.');
    }
  });

  it('prints PSI values with 2 decimals, a French comma and -- for null', () => {
    expect(formatPsi(0.187)).toBe('0,19');
    expect(formatPsi(0.6)).toBe('0,60');
    expect(formatPsi(null)).toBe('--');
  });
});

import {
  downloadMedia,
  getConfiguration,
  getFilters,
  getRupteur,
  getRupteurs,
} from '@/api/catalogue';
import type { Filter, PsiValue } from '@/api/catalogueTypes';
import type { ApiClient } from '@/api/http';
import { registerDevice } from '../../db/mockDb';
import {
  allRupteurs,
  catalogueTables,
  filterIdOfValue,
  psiValueCharacteristics,
  psiValuesOfRupteur,
  rupteurIdOfPsiValue,
} from '../../db/generalTools/catalogue';
import { RUPTEURS } from '../../db/generalTools/catalogueData';
import { buildCatalogue } from '../../db/generalTools/catalogueSeed';
import { environmentFiltersOf } from '../../db/generalTools/environment';
import { createHistory, updateHistory } from '../../db/generalTools/histories';
import { providerStates } from '../../providerStates';
import { CLAIRE, clientWith, loginAs } from '../testSupport';

const visitor = clientWith();

/** Reads a downloaded file (a jsdom Blob) as text. */
function textOf(file: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file as Blob, 'utf-8');
  });
}

function thermalHistory(answers: number[]): number {
  const created = createHistory({ dataType: 'rup', filtersValue: answers, customerId: null });
  if ('error' in created) throw new Error(created.error);
  return created.id;
}

const columns = (filters: Filter[]) => filters.map((filter) => filter.importColumn);
const valueIds = (filter: Filter | undefined) => filter?.filterValues.map((value) => value.id);

// Answers (see catalogueData.ts): filter F's n-th value is F * 10 + n.
const HOUSE = 211;
const FLATS = 212;
const SANITARY_VOID = 221;
const INTERMEDIATE = 223;
const BEAMS = 231;
const PRE_SLABS = 232;
const SOLID_SLAB = 233;
const FACADE = 241;
const INNER_WALL = 242;
const BALCONY = 243;
const CONCRETE = 251;
const ITI = 261;
const THIN = 271;
const MEDIUM = 272;
const REI30 = 281;

describe('the catalogue', () => {
  it('holds at least 12 rupteurs, among them the thermo-pre-slab with uuid 1', () => {
    const rupteurs = allRupteurs();
    expect(rupteurs.length).toBeGreaterThanOrEqual(12);
    expect(rupteurs.find((rupteur) => rupteur.uuid === '1')?.name).toMatch(/^ThermoPrédalle/);
    expect(new Set(rupteurs.map((rupteur) => rupteur.uuid)).size).toBe(rupteurs.length);
    expect(rupteurs.some((rupteur) => rupteur.name.length > 30)).toBe(true);
    const certificates = rupteurs.flatMap((r) => [r.certification1, r.certification2]);
    expect(certificates.some((name) => (name?.length ?? 0) > 30)).toBe(true);
    expect(certificates.some((name) => name?.startsWith('https://'))).toBe(true);
    expect(rupteurs.some((rupteur) => !rupteur.certification1)).toBe(true);
    for (const rupteur of rupteurs) {
      expect(rupteur.image.url).toBe(`/media/download/${rupteur.visual}`);
      expect(rupteur.urlProduct).toMatch(/^https:\/\/www\.rupteo\.fr\/produits\/[a-z0-9-]+$/);
    }
  });

  it('holds at least 400 PSI values of realistic magnitudes, some null', () => {
    const { psiValues, rupteurs } = catalogueTables();
    expect(psiValues.length).toBeGreaterThanOrEqual(400);
    const all = psiValues.map((record) => record.psi);
    const treated = all.flatMap((psi) => [psi.psiAbout, psi.psiRive, psi.psiMoyen, psi.psiRt]);
    for (const record of psiValues) {
      const range =
        rupteurs.get(record.rupteurId)!.treatment === 'full' ? [0.1, 0.35] : [0.4, 0.55];
      for (const value of [record.psi.psiAbout, record.psi.psiRive, record.psi.psiMoyen])
        if (value !== null) {
          expect(value).toBeGreaterThanOrEqual(range[0]!);
          expect(value).toBeLessThanOrEqual(range[1]!);
        }
      if (record.psi.psiRnt !== null) {
        expect(record.psi.psiRnt).toBeGreaterThanOrEqual(0.6);
        expect(record.psi.psiRnt).toBeLessThanOrEqual(1);
      }
    }
    expect(treated.some((value) => value === null)).toBe(true);
    expect(all.some((psi) => psi.psiRnt === null)).toBe(true);
    // Values spread: not all at the bounds.
    expect(new Set(all.map((psi) => psi.psiAbout)).size).toBeGreaterThan(200);
  });

  it('is the same on every build (seeded)', () => {
    const again = buildCatalogue();
    expect(again.psiValues.map((record) => record.psi)).toEqual(
      catalogueTables().psiValues.map((record) => record.psi),
    );
  });

  it('gives every complete set of answers a single rupteur, reached in at most 8 answers', () => {
    const { psiValues } = catalogueTables();
    // Two PSI values of one rupteur never share all their characteristics.
    const keys = psiValues.map(
      (record) => `${record.rupteurId}|${[...record.values].sort().join(',')}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    // Every PSI value belongs to a rupteur and has its characteristics.
    const sample = psiValues[123]!.psi.id;
    expect(rupteurIdOfPsiValue(sample)).toBeDefined();
    expect(psiValueCharacteristics(sample)?.size).toBeGreaterThanOrEqual(6);
  });
});

describe('POST /api/filters (finder questionnaire)', () => {
  it('answers the first step publicly: every rupteur and the 8 questions in order', async () => {
    const { status, isPublic, body } = await getFilters(clientWith('usr.any'), {
      answers: [],
      dataType: 'rup',
    });
    expect(status).toBe(200);
    expect(isPublic).toBe(true);
    expect(body.datas!.nbResults).toBe(allRupteurs().length);
    expect(body.datas!.filters.map((filter) => filter.name)).toEqual([
      'Type de bâtiment',
      'Type de plancher',
      'Système de plancher',
      'Type de liaison',
      'Type de mur',
      "Position de l'isolation",
      'Épaisseur du plancher',
      'Résistance au feu',
    ]);
    const floor = body.datas!.filters[1]!;
    expect(floor.filterValues.map((value) => value.value)).toEqual(
      expect.arrayContaining([
        'Plancher bas sur vide sanitaire',
        'Plancher bas en haut de sous-sol',
        'Plancher intermédiaire',
      ]),
    );
    expect(floor).toMatchObject({
      filter_section: 'psi',
      importColumn: 2,
      bg_image: { url: '/media/download/fond-type-plancher' },
      question: 'Quel plancher voulez-vous traiter ?',
    });
    expect(floor.filterValues.every((value) => value.selected === false)).toBe(true);
  });

  it('keeps only the unanswered questions, with the answers that still lead to a rupteur', async () => {
    const { body } = await getFilters(visitor, { answers: [BEAMS], dataType: 'rup' });
    const { nbResults, filters } = body.datas!;
    // Poutrelles: RP ITI, RP ITI REI 120, RP ITI grande hauteur, planelle PLI, refend RRF, monomur.
    expect(nbResults).toBe(6);
    expect(filters.map((filter) => filter.id)).not.toContain(23);
    const junction = filters.find((filter) => filter.id === 24);
    // No balcony rupteur for joist-and-block floors.
    expect(valueIds(junction)).toEqual([FACADE, INNER_WALL]);
  });

  it('narrows with each answer until one rupteur is left, in at most 8 answers', async () => {
    const client = clientWith('dev.unknown');
    const answers: number[] = [];
    let nbResults = Infinity;
    let previous = Infinity;
    while (nbResults > 1) {
      const { body } = await getFilters(client, { answers, dataType: 'rup' });
      ({ nbResults } = body.datas!);
      expect(nbResults).toBeLessThanOrEqual(previous);
      previous = nbResults;
      if (nbResults > 1) answers.push(body.datas!.filters[0]!.filterValues.at(-1)!.id);
    }
    expect(nbResults).toBe(1);
    expect(answers.length).toBeLessThanOrEqual(8);
    const { body } = await getRupteurs(client, { filters: answers, dataType: 'rup' });
    expect(body.datas!.rupteurs).toHaveLength(1);
  });

  it('ends every path of the questionnaire on exactly one rupteur', () => {
    // Exhaustive walk through the catalogue's engine (the handler's own function).
    const { questionnaireStep } = jest.requireActual<
      typeof import('../../db/generalTools/catalogueQuestionnaire')
    >('../../db/generalTools/catalogueQuestionnaire');
    let paths = 0;
    let longest = 0;
    const walk = (answers: number[]) => {
      const step = questionnaireStep(answers);
      if (step.nbResults <= 1) {
        expect(step.nbResults).toBe(1);
        paths += 1;
        longest = Math.max(longest, answers.length);
        return;
      }
      expect(step.filters.length).toBeGreaterThan(0);
      for (const value of step.filters[0]!.filterValues) walk([...answers, value.id]);
    };
    walk([]);
    expect(paths).toBeGreaterThan(100);
    expect(longest).toBeLessThanOrEqual(8);
  });

  it('accepts the device token, a user token or none once answers are given', async () => {
    const device = registerDevice({
      uuid: 'd-1',
      browser: 'Firefox',
      browserVersion: '128',
      os: 'Linux',
    });
    const { client: user } = await loginAs(CLAIRE);
    for (const client of [clientWith(device.token), user, visitor, clientWith('usr.expired')]) {
      const { status, isPublic, body } = await getFilters(client, {
        answers: [HOUSE],
        dataType: 'rup',
      });
      expect(status).toBe(200);
      expect(isPublic).toBe(false);
      // Every rupteur but the high-floor joist one suits a house.
      expect(body.datas!.nbResults).toBe(allRupteurs().length - 1);
    }
  });

  it.each([
    [[9999], 'Réponse inconnue : 9999.'],
    [[291], 'La réponse « 80 mm » ne fait pas partie du questionnaire.'],
    [[HOUSE, FLATS], 'Une seule réponse est possible à la question « Type de bâtiment ».'],
  ])('refuses the answers %j with 400', async (answers, message) => {
    const { status, body } = await getFilters(visitor, { answers, dataType: 'rup' });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it('refuses answers that are not a list, and an unknown data type', async () => {
    const notAList = await visitor.request({
      method: 'POST',
      url: '/api/filters',
      data: { answers: 'tout', dataType: 'rup' },
      public: true,
    });
    expect(notAList.status).toBe(400);
    expect(notAList.body.message).toBe("Les réponses doivent être une liste d'identifiants.");
    const unknownType = await visitor.request({
      method: 'POST',
      url: '/api/filters',
      data: { answers: [], dataType: 'xyz' },
      public: true,
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toMatch(/^Type de données inconnu/);
  });

  it('counts a rupteur with no result left as 0 and no filters', async () => {
    // A balcony on a joist-and-block floor: no product.
    const { status, body } = await getFilters(visitor, {
      answers: [BEAMS, BALCONY],
      dataType: 'rup',
    });
    expect(status).toBe(200);
    expect(body.datas).toEqual({ nbResults: 0, filters: [] });
  });

  it('asks the environmental questions for the pou, pre and mur data types', async () => {
    for (const dataType of ['pou', 'pre', 'mur'] as const) {
      const { status, body } = await getFilters(visitor, { answers: [], dataType });
      expect(status).toBe(200);
      expect(body.datas).toEqual(
        JSON.parse(JSON.stringify(environmentFiltersOf(dataType, []))) as unknown,
      );
    }
    const refused = await getFilters(visitor, { answers: [HOUSE], dataType: 'pre' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBeTruthy();
  });
});

describe('POST /api/rupteur and /api/rupteur/{id}', () => {
  it('lists the matching rupteurs with only their matching PSI values', async () => {
    const answers = [INTERMEDIATE, PRE_SLABS, FACADE, ITI, REI30];
    const { status, body } = await getRupteurs(visitor, { filters: answers, dataType: 'rup' });
    expect(status).toBe(200);
    const [thermo, ...others] = body.datas!.rupteurs;
    expect(others).toEqual([]);
    expect(thermo).toMatchObject({ id: 501, uuid: '1' });
    expect(thermo!.psiValues.length).toBeGreaterThan(0);
    expect(thermo!.psiValues.length).toBeLessThan(psiValuesOfRupteur(501).length);
    for (const psi of thermo!.psiValues) {
      const characteristics = psiValueCharacteristics(psi.id)!;
      expect(characteristics.get(22)).toBe(INTERMEDIATE);
      expect(characteristics.get(24)).toBe(FACADE);
    }
  });

  it('accepts refine values among the filters', async () => {
    const { body } = await getRupteurs(visitor, {
      filters: [INTERMEDIATE, PRE_SLABS, FACADE, CONCRETE, ITI, REI30, 292, 301, 362],
      dataType: 'rup',
    });
    expect(body.datas!.rupteurs.map((rupteur) => rupteur.psiValues.length)).toEqual([1]);
  });

  it('refuses unknown values with 400', async () => {
    const { status, body } = await getRupteurs(visitor, { filters: [4242], dataType: 'rup' });
    expect(status).toBe(400);
    expect(body.message).toBe('Réponse inconnue : 4242.');
  });

  it('answers the environmental product of complete pou, pre or mur answers', async () => {
    const incomplete = await getRupteurs(visitor, { filters: [], dataType: 'mur' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBeTruthy();
  });

  it('reads a rupteur with all its PSI values', async () => {
    const { status, body } = await getRupteur(clientWith('dev.whatever'), 501);
    expect(status).toBe(200);
    const rupteur = body.datas!.rupteur;
    expect(rupteur).toMatchObject({
      id: 501,
      uuid: '1',
      name: 'ThermoPrédalle TPR à rupteur intégré',
      visual: 'rupteur-thermopredalle-tpr',
      image: {
        url: '/media/download/rupteur-thermopredalle-tpr',
        urlThumb: '/media/download/rupteur-thermopredalle-tpr?format=thumb',
      },
    });
    expect(rupteur.psiValues).toEqual(psiValuesOfRupteur(501));
    expect(rupteur.psiValues[0]).toEqual({
      id: expect.any(Number),
      psiMoyen: expect.any(Number),
      psiAbout: expect.any(Number),
      psiRive: expect.any(Number),
      psiRt: expect.any(Number),
      psiRnt: expect.any(Number),
      image: { url: expect.stringMatching(/^\/media\/download\/schema-/) },
      urlRefSite: expect.stringMatching(/^https:\/\/www\.rupteo\.fr\/references\//),
    } satisfies Record<keyof PsiValue, unknown>);
  });

  it.each([['999'], ['abc']])('answers 404 for rupteur %s', async (id) => {
    const { status, body } = await visitor.request({
      method: 'POST',
      url: `/api/rupteur/${id}`,
      data: {},
    });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Rupteur introuvable.' });
  });
});

describe('POST /api/filters/configuration (refine screen)', () => {
  const THERMO_INTERMEDIATE = [HOUSE, INTERMEDIATE, PRE_SLABS, FACADE, CONCRETE, ITI, THIN, REI30];
  const THERMO_SANITARY_VOID = [
    HOUSE,
    SANITARY_VOID,
    PRE_SLABS,
    FACADE,
    CONCRETE,
    ITI,
    THIN,
    REI30,
  ];
  let client: ApiClient;
  beforeEach(() => {
    client = clientWith('dev.any');
  });

  it('shows column 16 for the thermo-pre-slab on an intermediate floor, not 13 and 14', async () => {
    const historyId = thermalHistory(THERMO_INTERMEDIATE);
    const { status, body } = await getConfiguration(client, { historyId, answers: [] });
    expect(status).toBe(200);
    expect(columns(body.datas!.filters)).toEqual([9, 10, 16]);
    expect(body.datas!.psiValue).toBeNull();
    expect(valueIds(body.datas!.filters[2])).toEqual([361, 362, 363]);
  });

  it('gives the precise PSI value once every filter is chosen', async () => {
    const historyId = thermalHistory(THERMO_INTERMEDIATE);
    const partial = await getConfiguration(client, { historyId, answers: [292, 301] });
    expect(partial.body.datas!.psiValue).toBeNull();
    const chosen = partial.body.datas!.filters.flatMap((filter) =>
      filter.filterValues.filter((value) => value.selected).map((value) => value.id),
    );
    expect(chosen).toEqual([292, 301]);
    // The other values of a chosen filter stay possible, to change one's mind.
    expect(valueIds(partial.body.datas!.filters[0])).toEqual([291, 292, 293]);

    const { body } = await getConfiguration(client, { historyId, answers: [292, 301, 362] });
    const psi = body.datas!.psiValue!;
    expect(psi).not.toBeNull();
    expect(rupteurIdOfPsiValue(psi.id)).toBe(501);
    const characteristics = psiValueCharacteristics(psi.id)!;
    expect([...characteristics.values()]).toEqual(
      expect.arrayContaining([INTERMEDIATE, FACADE, CONCRETE, 292, 301, 362]),
    );
  });

  it('shows columns 13 and 14 for a sanitary-void floor, not 16', async () => {
    const historyId = thermalHistory(THERMO_SANITARY_VOID);
    const { body } = await getConfiguration(client, { historyId, answers: [] });
    expect(columns(body.datas!.filters)).toEqual([9, 10, 13, 14]);
    expect(body.datas!.filters[2]!.name).toBe('Isolation du plancher bas');
    const complete = await getConfiguration(client, {
      historyId,
      answers: [291, 302, 332, 343],
    });
    expect(complete.body.datas!.psiValue).not.toBeNull();
  });

  it('does not show column 16 for another rupteur on an intermediate floor', async () => {
    const historyId = thermalHistory([
      FLATS,
      INTERMEDIATE,
      SOLID_SLAB,
      FACADE,
      CONCRETE,
      ITI,
      MEDIUM,
      REI30,
    ]);
    const { body } = await getConfiguration(client, { historyId, answers: [] });
    expect(columns(body.datas!.filters)).toEqual([9]);
    const complete = await getConfiguration(client, { historyId, answers: [293] });
    expect(rupteurIdOfPsiValue(complete.body.datas!.psiValue!.id)).toBe(508);
  });

  it('adds the questions left unanswered that still tell the PSI values apart', async () => {
    // Four answers lead to the joist-and-block refend rupteur: wall and insulation stay open.
    const historyId = thermalHistory([FLATS, SANITARY_VOID, BEAMS, INNER_WALL]);
    const { body } = await getConfiguration(client, { historyId, answers: [] });
    expect(body.datas!.filters.map((filter) => filter.name)).toEqual([
      'Type de mur',
      "Position de l'isolation",
      "Épaisseur de l'isolant",
      'Isolation du plancher bas',
      'Résistance thermique du plancher bas',
    ]);
    const complete = await getConfiguration(client, {
      historyId,
      answers: [CONCRETE, ITI, 292, 331, 342],
    });
    expect(rupteurIdOfPsiValue(complete.body.datas!.psiValue!.id)).toBe(507);
  });

  it('reads the refine values saved with the history when no answers are sent', async () => {
    const historyId = thermalHistory(THERMO_INTERMEDIATE);
    updateHistory(historyId, { refineValueIds: [293, 302, 361] });
    const { body } = await getConfiguration(client, { historyId });
    expect(body.datas!.psiValue).not.toBeNull();
  });

  it.each([
    [[4242], 'Choix inconnu : 4242.'],
    [[361], "Le critère « Largeur du rupteur intégré » ne s'applique pas à ce résultat."],
    [[HOUSE], "Le critère « Type de bâtiment » ne s'applique pas à ce résultat."],
    [[291, 292], "Un seul choix est possible pour le critère « Épaisseur de l'isolant »."],
  ])('refuses the choices %j with 400', async (answers, message) => {
    const historyId = thermalHistory(THERMO_SANITARY_VOID);
    const { status, body } = await getConfiguration(client, { historyId, answers });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it('answers 404 for an unknown history and 400 without its id', async () => {
    const missing = await getConfiguration(client, { historyId: 987654, answers: [] });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Cette simulation est introuvable.');
    const noId = await client.request({
      method: 'POST',
      url: '/api/filters/configuration',
      data: { answers: [] },
    });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe("L'identifiant de la simulation est manquant.");
  });
});

describe('GET /media/download/{visual}', () => {
  it('draws each product as an SVG, and its thumbnail', async () => {
    const { status, body } = await downloadMedia(visitor, 'rupteur-thermopredalle-tpr');
    expect(status).toBe(200);
    expect((body.file as Blob).type).toMatch(/^image\/svg\+xml/);
    const svg = await textOf(body.file);
    expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg /);
    expect(svg).toContain('ThermoPrédalle TPR à rupteur intégré');
    expect(svg).toContain('width="480"');
    const thumb = await textOf(
      (await downloadMedia(visitor, 'rupteur-thermopredalle-tpr', true)).body.file,
    );
    expect(thumb).toContain('width="160"');
  });

  it('serves every picture the catalogue links to', async () => {
    const { filters, psiValues } = catalogueTables();
    const urls = new Set([
      ...RUPTEURS.map((rupteur) => `/media/download/${rupteur.visual}`),
      ...psiValues.map((record) => record.psi.image!.url),
      ...[...filters.values()].flatMap((filter) =>
        filter.background ? [`/media/download/${filter.background}`] : [],
      ),
    ]);
    expect(urls.size).toBeGreaterThan(25);
    for (const url of urls) {
      const { status } = await visitor.request({
        method: 'GET',
        url,
        public: true,
        responseType: 'blob',
      });
      expect([url, status]).toEqual([url, 200]);
    }
  });

  it('answers 404 for an unknown visual', async () => {
    const { status, body } = await visitor.request({
      method: 'GET',
      url: '/media/download/inconnu',
      public: true,
    });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Image introuvable.' });
  });
});

it('filterIdOfValue follows the id scheme of the catalogue', () => {
  expect(filterIdOfValue(INTERMEDIATE)).toBe(22);
  expect(filterIdOfValue(362)).toBe(36);
  expect(filterIdOfValue(9)).toBeUndefined();
});

describe('provider state', () => {
  it('history 1501 is a thermo-pre-slab result on an intermediate floor', async () => {
    await providerStates['history 1501 is a thermo-pre-slab result on an intermediate floor']!();
    const { status, body } = await getConfiguration(clientWith('dev.pact-device'), {
      historyId: 1501,
      answers: [],
    });
    expect(status).toBe(200);
    expect(columns(body.datas!.filters)).toEqual([9, 10, 16]);
    const complete = await getConfiguration(visitor, { historyId: 1501, answers: [292, 301, 362] });
    expect(rupteurIdOfPsiValue(complete.body.datas!.psiValue!.id)).toBe(501);
  });
});

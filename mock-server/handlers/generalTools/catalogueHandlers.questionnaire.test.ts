/** The general site's catalogue handlers: the catalogue built from its seed and the finder questionnaire. */
import { getFilters, getRupteurs } from '@/api/catalogue';
import { registerDevice } from '../../db/mockDb';
import {
  allRupteurs,
  catalogueTables,
  psiValueCharacteristics,
  rupteurIdOfPsiValue,
} from '../../db/generalTools/catalogue';
import { buildCatalogue } from '../../db/generalTools/catalogueSeed';
import { environmentFiltersOf } from '../../db/generalTools/environment';
import { CLAIRE, clientWith, loginAs } from '../testSupport';
import {
  visitor,
  valueIds,
  HOUSE,
  FLATS,
  BEAMS,
  FACADE,
  INNER_WALL,
  BALCONY,
} from './catalogueHandlersTestSetup';

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

import { getEnvironmentResult } from '@/api/environment';
import type { EnvironmentDataType } from '@/api/environmentTypes';
import {
  environmentAnswersError,
  environmentFiltersOf,
  environmentProductById,
  environmentProductIds,
  EnvironmentAnswerError,
  SYSTEM_QUESTION,
  SYSTEMS,
} from '../../db/generalTools/environment';
import { clientWith } from '../testSupport';

const visitor = clientWith();

/** Answers the questionnaire of a data type, taking each time the given rank (else the first). */
function walk(dataType: EnvironmentDataType, ranks: number[] = []): number[] {
  const answers: number[] = [SYSTEMS[dataType].valueId];
  for (let step = 0; step < 10; step += 1) {
    const { filters, nbResults } = environmentFiltersOf(dataType, answers);
    if (filters.length === 0 || nbResults <= 1) break;
    const values = filters[0]!.filterValues;
    answers.push(values[Math.min(ranks[step] ?? 0, values.length - 1)]!.id);
  }
  return answers;
}

describe('environmentFiltersOf (the questionnaires behind POST /api/filters)', () => {
  it('starts with the system question, its answers naming their data type', () => {
    const { filters, nbResults } = environmentFiltersOf('pou', []);
    expect(filters[0]!.question).toBe(SYSTEM_QUESTION);
    expect(
      filters[0]!.filterValues.map((value) => [value.label, value.value, value.dataType]),
    ).toEqual([
      ['Poutrelles', 'Plancher poutrelles hourdis', 'pou'],
      ['Prédalles', 'Prédalles et thermoprédalles', 'pre'],
      ['Prémur', 'Prémur', 'mur'],
    ]);
    expect(nbResults).toBe(environmentProductIds('pou').length);
    expect(filters.map((filter) => filter.name)).toEqual([
      'Système constructif',
      'Type de poutrelle',
      "Type d'entrevous",
      "Hauteur d'entrevous et dalle de compression",
      'Entraxe des poutrelles',
      'Classe de béton',
    ]);
  });

  it('once the system is chosen, asks its own questions with their hints', () => {
    const pre = environmentFiltersOf('pre', [SYSTEMS.pre.valueId]).filters;
    expect(pre[0]!.name).toBe('Type de prédalle');
    expect(pre.find((filter) => filter.name === 'Montage prédalles')).toMatchObject({
      hint: 'épaisseur prédalle + table de compression en cm',
      filter_section: 'pre',
    });
    const mur = environmentFiltersOf('mur', [SYSTEMS.mur.valueId]).filters;
    const montage = mur.find((filter) => filter.name === 'Montage prémur')!;
    expect(montage.hint).toBe('épaisseur peau 1 + noyau + épaisseur peau 2 en cm');
    expect(montage.filterValues.map((value) => value.value)).toContain('5 + 10 + 5');
  });

  it('narrows the questions and the count with each answer', () => {
    const all = environmentFiltersOf('pre', [SYSTEMS.pre.valueId]);
    const thermo = all.filters[0]!.filterValues.find((value) =>
      value.value.startsWith('Thermoprédalle'),
    )!;
    const narrowed = environmentFiltersOf('pre', [SYSTEMS.pre.valueId, thermo.id]);
    expect(narrowed.nbResults).toBeLessThan(all.nbResults);
    expect(narrowed.filters.map((filter) => filter.name)).not.toContain('Type de prédalle');
    const montages = narrowed.filters.find((filter) => filter.name === 'Montage prédalles')!;
    expect(montages.filterValues.map((value) => value.value)).toEqual(['4 + 16', '5 + 20']);
    // A thermo-pre-slab is never pre-stressed: no span over 7 m.
    const spans = narrowed.filters.find((filter) => filter.name === 'Portée entre appuis')!;
    expect(spans.filterValues.map((value) => value.value)).not.toContain('Plus de 7 m');
  });

  it('refuses unknown values and answers of another system', () => {
    expect(() => environmentFiltersOf('pou', [99999])).toThrow(EnvironmentAnswerError);
    expect(environmentAnswersError('pou', [99999])).toBe('Valeur de filtre inconnue : 99999.');
    expect(environmentAnswersError('pou', [SYSTEMS.pre.valueId])).toBe(
      'Ces critères ne correspondent pas au système constructif choisi.',
    );
    expect(environmentAnswersError('bois', [])).toMatch(/Type de données inconnu/);
    expect(environmentAnswersError('mur', [SYSTEMS.mur.valueId])).toBeUndefined();
  });

  it('has realistic magnitudes for every product', () => {
    const ranges: Record<
      EnvironmentDataType,
      { concrete: [number, number]; steel: [number, number] }
    > = {
      pou: { concrete: [60, 90], steel: [2, 5] },
      pre: { concrete: [120, 200], steel: [5, 12] },
      mur: { concrete: [100, 180], steel: [6, 15] },
    };
    for (const dataType of ['pou', 'pre', 'mur'] as const) {
      for (const id of environmentProductIds(dataType)) {
        const { result, fdes } = environmentProductById(id)!;
        const { concrete, steel } = ranges[dataType];
        expect(result.litrageBeton).toBeGreaterThanOrEqual(concrete[0]);
        expect(result.litrageBeton).toBeLessThanOrEqual(concrete[1]);
        expect(result.ratioKilotage).toBeGreaterThanOrEqual(steel[0]);
        expect(result.ratioKilotage).toBeLessThanOrEqual(steel[1]);
        expect(result.ratioKilotageArmatures === null).toBe(dataType !== 'pre');
        expect(fdes.length).toBeGreaterThanOrEqual(3);
        for (const sheet of fdes) expect(sheet.number).toMatch(/^\d{2}-\d{3}:20\d{2}$/);
      }
    }
  });
});

describe('POST /api/env/result', () => {
  it('answers the result and FDES of a joist-and-block floor', async () => {
    const answers = walk('pou');
    const { status, body } = await getEnvironmentResult(visitor, {
      filtersValue: answers,
      dataType: 'pou',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const { success, result, fdes } = body.datas!;
    expect(success).toBe(true);
    expect(result).toMatchObject({
      systemName: 'Plancher poutrelles hourdis',
      typeDePoutrelle: 'Poutrelle précontrainte',
      uniteLitrageBeton: 'L/m²',
      ratioKilotageArmatures: null,
      uniteRatioKilotageArmatures: null,
      uniteLitrageBetonSupplementaire: 'L/m²',
      uniteRatioKilotage: 'kg/m²',
    });
    // 12 + 4 with concrete blocks at 60 cm: 40 L of topping and the ribs.
    expect(result.litrageBeton).toBe(60.9);
    expect(fdes.map((sheet) => sheet.title)).toEqual(
      expect.arrayContaining([
        'Poutrelle précontrainte en béton pour plancher à poutrelles et entrevous',
        'Entrevous en béton de granulats courants pour planchers à poutrelles',
      ]),
    );
  });

  it('computes the pre-slab results from the build-up and the span', async () => {
    const thin = (
      await getEnvironmentResult(visitor, { filtersValue: walk('pre'), dataType: 'pre' })
    ).body.datas!.result;
    const thick = (
      await getEnvironmentResult(visitor, { filtersValue: walk('pre', [0, 3, 1]), dataType: 'pre' })
    ).body.datas!.result;
    expect(thin.name).toBe("Prédalle en béton armé 4 + 12, portée jusqu'à 5 m");
    expect(thin.litrageBeton).toBe(120);
    expect(thick.name).toBe('Prédalle en béton armé 5 + 20, portée de 5 à 7 m');
    expect(thick.litrageBeton).toBe(200);
    expect(thick.ratioKilotageArmatures!).toBeGreaterThan(thin.ratioKilotageArmatures!);
    expect(thick.ratioKilotage).toBeGreaterThan(thick.ratioKilotageArmatures!);
    expect(thick.uniteRatioKilotageArmatures).toBe('kg/m²');
  });

  it('gives the concrete class its own FDES', async () => {
    const c25 = walk('mur', [0, 0, 0, 0]);
    const c30 = walk('mur', [0, 0, 0, 1]);
    const sheets = async (answers: number[]) =>
      (await getEnvironmentResult(visitor, { filtersValue: answers, dataType: 'mur' })).body.datas!
        .fdes;
    expect((await sheets(c25)).map((sheet) => sheet.number)).toContain('20-144:2023');
    expect((await sheets(c30)).map((sheet) => sheet.number)).toContain('20-151:2023');
  });

  it('accepts the answers without the system question', async () => {
    const answers = walk('mur').slice(1);
    const { status, body } = await getEnvironmentResult(visitor, {
      filtersValue: answers,
      dataType: 'mur',
    });
    expect(status).toBe(200);
    expect(body.datas!.result.systemName).toBe('Prémur');
  });

  it('refuses unknown values, another system, an unfinished questionnaire and a bad type', async () => {
    const refuse = async (filtersValue: number[], dataType: string) => {
      const { status, body } = await getEnvironmentResult(visitor, {
        filtersValue,
        dataType: dataType as EnvironmentDataType,
      });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      return body.message;
    };
    expect(await refuse([...walk('pou'), 123456], 'pou')).toBe(
      'Valeur de filtre inconnue : 123456.',
    );
    expect(await refuse(walk('pre'), 'pou')).toBe(
      'Ces critères ne correspondent pas au système constructif choisi.',
    );
    expect(await refuse(walk('pou').slice(0, 3), 'pou')).toBe(
      'Répondez à toutes les questions du questionnaire pour obtenir les données environnementales.',
    );
    expect(await refuse(walk('pou'), 'bois')).toMatch(/^Type de données inconnu/);
    const [system, type] = walk('pre');
    const other = environmentFiltersOf('pre', [system!]).filters[0]!.filterValues[1]!.id;
    expect(await refuse([system!, type!, other], 'pre')).toBe(
      'Une seule réponse est possible à la question « Type de prédalle ».',
    );
  });
});

import type { EnvironmentResult } from '@/api/environmentTypes';
import {
  FILTER_HINTS,
  SYSTEM_CHOICES,
  SYSTEM_QUESTION,
  dataTypeOfSystemValue,
  encodeResultName,
  fdesCountText,
  fdesUrl,
  formatQuantity,
  hintOf,
  progressOf,
  resultHashPath,
  shouldSearch,
  summaryLines,
} from './environmentFormat';

const preSlab: EnvironmentResult = {
  id: 1,
  name: 'Prédalle PR 13',
  dataType: 'pre',
  systemName: 'Prédalles et thermoprédalles',
  typeDePoutrelle: null,
  litrageBeton: 152.5,
  uniteLitrageBeton: 'L/m²',
  ratioKilotageArmatures: 3.25,
  uniteRatioKilotageArmatures: 'kg/m²',
  litrageBetonSupplementaire: 8,
  uniteLitrageBetonSupplementaire: 'L/m²',
  ratioKilotage: 7.456,
  uniteRatioKilotage: 'kg/m²',
};

describe('first question and hints (spec §2.2)', () => {
  it("asks 'Quel est votre système constructif ?' with Poutrelles, Prédalles, Prémur", () => {
    expect(SYSTEM_QUESTION).toBe('Quel est votre système constructif ?');
    expect(SYSTEM_CHOICES).toEqual([
      { label: 'Poutrelles', value: 'Plancher poutrelles hourdis', dataType: 'pou' },
      { label: 'Prédalles', value: 'Prédalles et thermoprédalles', dataType: 'pre' },
      { label: 'Prémur', value: 'Prémur', dataType: 'mur' },
    ]);
  });

  it('each system answer selects its data type pou, pre or mur', () => {
    expect(dataTypeOfSystemValue({ value: 'Plancher poutrelles hourdis' })).toBe('pou');
    expect(dataTypeOfSystemValue({ value: 'Prédalles et thermoprédalles' })).toBe('pre');
    expect(dataTypeOfSystemValue({ value: 'Prémur' })).toBe('mur');
    expect(dataTypeOfSystemValue({ value: 'Autre', dataType: 'mur' })).toBe('mur');
    expect(dataTypeOfSystemValue({ value: 'Autre' })).toBeNull();
    expect(dataTypeOfSystemValue(undefined)).toBeNull();
  });

  it("hints: 'Montage prémur' and 'Montage prédalles' show their build-up texts", () => {
    expect(FILTER_HINTS['Montage prémur']).toBe(
      'épaisseur peau 1 + noyau + épaisseur peau 2 en cm',
    );
    expect(FILTER_HINTS['Montage prédalles']).toBe(
      'épaisseur prédalle + table de compression en cm',
    );
    expect(hintOf({ name: 'Montage prémur', hint: null })).toBe(
      'épaisseur peau 1 + noyau + épaisseur peau 2 en cm',
    );
    expect(hintOf({ name: 'Classe de béton' })).toBeNull();
    expect(hintOf({ name: 'Hauteur', hint: 'texte du serveur' })).toBe('texte du serveur');
  });
});

describe('questionnaire constants (spec §2.1, §9)', () => {
  it('progress = (step + 1) / (number of filters + 1)', () => {
    expect(progressOf(0, 5)).toBeCloseTo(1 / 6);
    expect(progressOf(2, 4)).toBeCloseTo(3 / 5);
    expect(progressOf(4, 4)).toBeCloseTo(1);
    expect(progressOf(9, 4)).toBe(1);
  });

  it('the search runs when all filters are answered or one or fewer results remain', () => {
    expect(shouldSearch(0, 5)).toBe(true);
    expect(shouldSearch(3, 1)).toBe(true);
    expect(shouldSearch(3, 0)).toBe(true);
    expect(shouldSearch(3, 2)).toBe(false);
  });
});

describe('result summary (spec §2.2)', () => {
  it('quantities: French decimal comma, at most 2 decimals, unit; -- when unknown', () => {
    expect(formatQuantity(152.5, 'L/m²')).toBe('152,5 L/m²');
    expect(formatQuantity(7.456, 'kg/m²')).toBe('7,46 kg/m²');
    expect(formatQuantity(8, 'L/m²')).toBe('8 L/m²');
    expect(formatQuantity(null, null)).toBe('--');
  });

  it('pre-slabs show the 4 lines, ratio kilotage armatures included, each with its unit', () => {
    expect(summaryLines(preSlab)).toEqual([
      { label: 'Litrage béton', value: '152,5 L/m²' },
      { label: 'Ratio kilotage armatures', value: '3,25 kg/m²' },
      { label: 'Litrage béton supplémentaire', value: '8 L/m²' },
      { label: 'Ratio kilotage', value: '7,46 kg/m²' },
    ]);
  });

  it('ratio kilotage armatures is for pre-slabs only', () => {
    const joists = {
      ...preSlab,
      dataType: 'pou' as const,
      ratioKilotageArmatures: null,
      uniteRatioKilotageArmatures: null,
    };
    expect(summaryLines(joists).map((line) => line.label)).toEqual([
      'Litrage béton',
      'Litrage béton supplémentaire',
      'Ratio kilotage',
    ]);
  });

  it('FDES count is pluralised', () => {
    expect(fdesCountText(1)).toBe('1 fiche FDES correspond à votre système');
    expect(fdesCountText(4)).toBe('4 fiches FDES correspondent à votre système');
  });
});

describe('links', () => {
  it('an FDES links to the INIES database page built from its number', () => {
    expect(fdesUrl({ number: '18-512:2023' })).toBe(
      'https://www.base-inies.fr/iniesV4/dist/consultation.html?search=18-512%3A2023',
    );
  });

  it("the result route is '/{historyId}/{name with underscores}', URL-encoded", () => {
    expect(encodeResultName('Prédalle PR 13')).toBe('Pr%C3%A9dalle_PR_13');
    expect(resultHashPath(15, 'Prédalle PR 13')).toBe('/15/Pr%C3%A9dalle_PR_13');
    expect(resultHashPath(16, '')).toBe('/16/16');
  });
});

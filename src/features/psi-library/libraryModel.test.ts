import type { PsiValue, SelectedFilterValue } from '@/api/catalogueTypes';
import {
  choicesOfDatas,
  countLabel,
  LARGE_RESULT_THRESHOLD,
  re2020Of,
  REMINDER_MAX,
  reminderOf,
  resultsStateOf,
  toggleChoice,
} from './libraryModel';

function characteristic(filterId: number, value: string): SelectedFilterValue {
  return {
    filter: String(filterId - 20),
    value,
    filter_name: `Filtre ${filterId}`,
    filter_section: 'psi',
    filter_id: filterId,
    psi_value_id: 10001,
    value_id: filterId * 10 + 1,
  };
}

const psi = (psiMoyen: number | null, psiAbout: number | null = 0.2): PsiValue => ({
  id: 10001,
  psiMoyen,
  psiAbout,
  psiRive: 0.3,
  psiRt: null,
  psiRnt: 0.7,
  image: null,
  urlRefSite: '',
});

describe('library states (spec 001 §2.3, §9)', () => {
  it("nbResults 'all' is the start state, 0 the no-result state", () => {
    expect(resultsStateOf('all')).toBe('start');
    expect(resultsStateOf(0)).toBe('empty');
  });

  it('suggests a precise search above 100 results, not at 100', () => {
    expect(LARGE_RESULT_THRESHOLD).toBe(100);
    expect(resultsStateOf(100)).toBe('results');
    expect(resultsStateOf(101)).toBe('large');
  });

  it('counts values in French', () => {
    expect(countLabel(1)).toBe('1 valeur de PSI');
    expect(countLabel(412)).toBe('412 valeurs de PSI');
  });
});

describe('summary reminder: at most 3 characteristics (spec 001 §9)', () => {
  const all = [
    characteristic(22, 'Plancher intermédiaire'),
    characteristic(23, 'Prédalles'),
    characteristic(24, 'Façade'),
    characteristic(25, 'Voile béton'),
    characteristic(26, 'ITI'),
  ];

  it('shows at most 3', () => {
    expect(REMINDER_MAX).toBe(3);
    expect(reminderOf(all, {}).map((item) => item.value)).toEqual([
      'Plancher intermédiaire',
      'Prédalles',
      'Façade',
    ]);
  });

  it('leaves out what a single chosen value already fixes', () => {
    expect(reminderOf(all, { '22': [223], '23': [231, 232] }).map((item) => item.value)).toEqual([
      'Prédalles',
      'Façade',
      'Voile béton',
    ]);
  });
});

describe('RE2020 marker (issue item 8: ψ9 ≤ 0.60 W/m.K for intermediate floors)', () => {
  const intermediate = [characteristic(22, 'Plancher intermédiaire')];
  const low = [characteristic(22, 'Plancher bas sur vide sanitaire')];

  it('meets the limit at 0.60 and below, fails above', () => {
    expect(re2020Of(psi(0.6), intermediate)).toBe(true);
    expect(re2020Of(psi(0.25), intermediate)).toBe(true);
    expect(re2020Of(psi(0.61), intermediate)).toBe(false);
  });

  it('compares the value shown (2 decimals): 0.604 meets, 0.605 does not', () => {
    expect(re2020Of(psi(0.604), intermediate)).toBe(true);
    expect(re2020Of(psi(0.605), intermediate)).toBe(false);
  });

  it('uses psiAbout when there is no average', () => {
    expect(re2020Of(psi(null, 0.7), intermediate)).toBe(false);
    expect(re2020Of(psi(null, null), intermediate)).toBeNull();
  });

  it('does not apply to other floors', () => {
    expect(re2020Of(psi(0.9), low)).toBeNull();
  });
});

describe('choices', () => {
  it('adds and removes a value; an empty filter disappears', () => {
    const one = toggleChoice({}, 22, 223, true);
    expect(one).toEqual({ '22': [223] });
    expect(toggleChoice(one, 22, 221, true)).toEqual({ '22': [223, 221] });
    expect(toggleChoice(one, 22, 223, false)).toEqual({});
  });

  it('reads the chips of a response as choices', () => {
    expect(
      choicesOfDatas({
        mergedFilters: [
          {
            id: 223,
            value: 'x',
            filter_name: 'a',
            filter_section: 'psi',
            selected: true,
            filter_id: 22,
          },
          {
            id: 231,
            value: 'y',
            filter_name: 'b',
            filter_section: 'psi',
            selected: true,
            filter_id: 23,
          },
        ],
      }),
    ).toEqual({ '22': [223], '23': [231] });
  });
});

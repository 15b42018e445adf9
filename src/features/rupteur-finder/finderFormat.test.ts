import {
  canSubmitRefine,
  HOME_LOADING_MS,
  progressOf,
  questionOf,
  SEARCH_THRESHOLD,
  shouldSearch,
} from './finderFormat';

describe('finder rules (spec 001 §2.1, §9)', () => {
  it('progress = (step+1) / (number of filters+1)', () => {
    expect(progressOf(0, 8)).toBeCloseTo(1 / 9);
    expect(progressOf(3, 8)).toBeCloseTo(4 / 9);
    expect(progressOf(7, 8)).toBeCloseTo(8 / 9);
    expect(progressOf(8, 8)).toBe(1);
  });

  it('the search runs when all filters are answered or 1 or fewer results remain', () => {
    expect(SEARCH_THRESHOLD).toBe(1);
    expect(shouldSearch(0, 5)).toBe(true);
    expect(shouldSearch(3, 1)).toBe(true);
    expect(shouldSearch(3, 0)).toBe(true);
    expect(shouldSearch(3, 2)).toBe(false);
  });

  it('the home page shows its loading state for 200 ms', () => {
    expect(HOME_LOADING_MS).toBe(200);
  });

  it("'Suivant' is enabled only when a PSI value is known or every filter has a value", () => {
    expect(canSubmitRefine(true, 0, 3)).toBe(true);
    expect(canSubmitRefine(false, 3, 3)).toBe(true);
    expect(canSubmitRefine(false, 2, 3)).toBe(false);
    expect(canSubmitRefine(false, 0, 0)).toBe(false);
  });

  it('a question falls back to the filter name', () => {
    expect(questionOf({ name: 'Type de plancher', question: 'Quel plancher ?' })).toBe(
      'Quel plancher ?',
    );
    expect(questionOf({ name: 'Type de plancher' })).toBe('Type de plancher');
  });
});

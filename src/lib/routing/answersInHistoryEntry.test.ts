import type { Filter } from '@/api/catalogueTypes';
import { forgetEntryAnswers, writeEntryAnswers, readEntryAnswers } from './answersInHistoryEntry';

function question(id: number, valueIds: number[]): Filter {
  return {
    id,
    name: `Filtre ${id}`,
    filter_section: 'psi',
    filter_column: `col_${id}`,
    importColumn: id,
    bg_image: null,
    filterValues: valueIds.map((valueId) => ({
      id: valueId,
      value: `Valeur ${valueId}`,
      filter_name: `Filtre ${id}`,
      filter_section: 'psi',
      selected: false,
    })),
  };
}

const first = question(21, [211, 212]);
const second = question(22, [221, 222]);
const third = question(23, [231]);
const ADDRESS = '/evaluer-le-psi-dun-rupteur/?source=lien#/';

beforeEach(() => window.history.replaceState({ usr: null, key: 'router', idx: 0 }, '', ADDRESS));

describe('answers kept in the tab’s history entry', () => {
  it('keeps the answers with the questions they answer, beside the router’s keys, at the same address', () => {
    writeEntryAnswers('finderAnswers', { answers: [211, 222], questions: [first, second, third] });
    expect(readEntryAnswers('finderAnswers')).toEqual({
      answers: [211, 222],
      questions: [first, second],
    });
    expect(window.history.state).toMatchObject({ usr: null, key: 'router', idx: 0 });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      ADDRESS,
    );
  });

  it('a later answer replaces the kept ones; no entry is added to the history', () => {
    const length = window.history.length;
    writeEntryAnswers('finderAnswers', { answers: [211], questions: [first] });
    writeEntryAnswers('finderAnswers', { answers: [212, 221], questions: [first, second] });
    expect(readEntryAnswers('finderAnswers')?.answers).toEqual([212, 221]);
    expect(window.history.length).toBe(length);
  });

  it('each tool reads its own key only', () => {
    writeEntryAnswers('finderAnswers', { answers: [211], questions: [first] });
    expect(readEntryAnswers('environmentalAnswers')).toBeNull();
  });

  it('forgetting removes the answers and leaves the router’s keys; no answer forgets too', () => {
    writeEntryAnswers('finderAnswers', { answers: [211], questions: [first] });
    forgetEntryAnswers('finderAnswers');
    expect(readEntryAnswers('finderAnswers')).toBeNull();
    expect(window.history.state).toEqual({ usr: null, key: 'router', idx: 0 });

    writeEntryAnswers('finderAnswers', { answers: [211], questions: [first] });
    writeEntryAnswers('finderAnswers', { answers: [], questions: [first] });
    expect(window.history.state).toEqual({ usr: null, key: 'router', idx: 0 });
  });

  it('reads nothing from an entry without state', () => {
    window.history.replaceState(null, '', ADDRESS);
    expect(readEntryAnswers('finderAnswers')).toBeNull();
    forgetEntryAnswers('finderAnswers');
    expect(window.history.state).toBeNull();
  });

  it.each([
    ['not an object', 'réponses'],
    ['no answer', { answers: [], questions: [] }],
    ['fewer questions than answers', { answers: [211, 221], questions: [first] }],
    ['an answer that is not a number', { answers: ['211'], questions: [first] }],
    ['an answer that is not one of its question’s values', { answers: [221], questions: [first] }],
    ['a question without values', { answers: [211], questions: [{ id: 21 }] }],
  ])('refuses what is not such answers: %s', (_case, value) => {
    window.history.replaceState({ finderAnswers: value }, '', ADDRESS);
    expect(readEntryAnswers('finderAnswers')).toBeNull();
  });
});

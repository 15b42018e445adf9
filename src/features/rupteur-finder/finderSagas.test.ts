import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mock-server/node';
import { refineContextOf } from '@/domain/refineConditions';
import { createTestStore } from '@/testing/renderWithProviders';
import { setFaults } from '../../../mock-server/faults';
import { questionFilters } from './finderFixtures';
import { HOME_LOADING_MS } from './finderFormat';
import { readEntryAnswers } from '@/lib/routing/answersInHistoryEntry';
import { FINDER_ANSWERS_KEY, historyFromNavigationState } from './finderSagas';
import {
  answerPicked,
  questionnaireRetried,
  questionnaireStarted,
  refineChoiceChanged,
  refineOpened,
  refineSubmitted,
  stepBack,
} from './finderSlice';
import { useFakeClock } from '@/testing/fakeClock';

// Rendering and the mock backend are slow on a busy machine: no delay is waited for in real time.
jest.setTimeout(20_000);
// Waits run on a fake clock: no real time passes.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

type Store = ReturnType<typeof createTestStore>['store'];
const q = (store: Store) => store.getState().rupteurFinder.questionnaire;
const r = (store: Store) => store.getState().rupteurFinder.refine;

async function ready(store: Store) {
  await waitFor(() => expect(q(store).status).toBe('ready'));
}

/** Answers the first value of each question until the result opens. */
async function answerToResult(store: Store, pick: (step: number) => number = () => 0) {
  store.dispatch(questionnaireStarted());
  await ready(store);
  for (let guard = 0; guard < 10 && q(store).status !== 'done'; guard += 1) {
    const { step, filters } = q(store);
    store.dispatch(answerPicked({ step, valueId: filters[step]!.filterValues[pick(step)]!.id }));
    // The mock answers in a few milliseconds; a busy machine may take longer.
    await waitFor(() => expect(['ready', 'done']).toContain(q(store).status), { timeout: 5000 });
  }
  expect(q(store).status).toBe('done');
  return q(store).result!;
}

beforeEach(() => window.history.replaceState(null, '', '/evaluer-le-psi-dun-rupteur/'));

describe('questionnaire (spec 001 §2.1)', () => {
  it('the home page shows the loading state for 200 ms, then the first question', async () => {
    const { store } = createTestStore();
    const started = Date.now();
    store.dispatch(questionnaireStarted());
    expect(q(store).status).toBe('loading');
    await ready(store);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOME_LOADING_MS - 5);
    expect(q(store).step).toBe(0);
    expect(q(store).filters[0]!.id).toBe(21);
    expect(q(store).total).toBe(8);
  });

  it('selecting an answer advances immediately (loading) and loads the following filters', async () => {
    const { store } = createTestStore();
    store.dispatch(questionnaireStarted());
    await ready(store);
    store.dispatch(answerPicked({ step: 0, valueId: 211 }));
    expect(q(store).step).toBe(1);
    expect(q(store).status).toBe('loading');
    await ready(store);
    expect(q(store).filters.map((filter) => filter.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28]);
    expect(q(store).nbResults).toBe(13);
  });

  it('re-picking an earlier answer truncates the later answers and reloads the filters', async () => {
    const { store } = createTestStore();
    store.dispatch(questionnaireStarted());
    await ready(store);
    for (const [step, valueId] of [
      [0, 211],
      [1, 221],
      [2, 231],
    ] as const) {
      store.dispatch(answerPicked({ step, valueId }));
      await ready(store);
    }
    expect(q(store).answers).toEqual([211, 221, 231]);
    store.dispatch(answerPicked({ step: 1, valueId: 223 }));
    expect(q(store).answers).toEqual([211, 223]);
    expect(q(store).filters).toHaveLength(2);
    await ready(store);
    expect(q(store).step).toBe(2);
    expect(q(store).filters[2]!.id).toBe(23);
  });

  it('back from step 0 opens the leave dialog; back from a later step shows the previous question', async () => {
    const { store } = createTestStore();
    store.dispatch(questionnaireStarted());
    await ready(store);
    store.dispatch(answerPicked({ step: 0, valueId: 211 }));
    await ready(store);
    store.dispatch(stepBack());
    expect(q(store).step).toBe(0);
    expect(q(store).leaveDialogOpen).toBe(false);
    store.dispatch(stepBack());
    expect(q(store).leaveDialogOpen).toBe(true);
  });

  it('when one result remains: history created and navigation to #/{historyId}/{name_with_underscores} with the history as state', async () => {
    const { store } = createTestStore();
    const history = await answerToResult(store);
    expect(history.rupteur?.name).toBe('Rupteur Poutrelle RP ITI');
    expect(window.location.hash).toBe(`#/${history.id}/Rupteur_Poutrelle_RP_ITI`);
    expect(historyFromNavigationState(history.id)?.id).toBe(history.id);
    expect(historyFromNavigationState(history.id + 1)).toBeNull();
  });

  it('a failed filters call shows its message and retries without losing the answers', async () => {
    const { store } = createTestStore();
    store.dispatch(questionnaireStarted());
    await ready(store);
    setFaults([{ operation: 'POST /api/filters', kind: 'server-error', times: 1 }]);
    store.dispatch(answerPicked({ step: 0, valueId: 211 }));
    await waitFor(() => expect(q(store).status).toBe('error'));
    expect(q(store).error?.message).toBeTruthy();
    expect(q(store).answers).toEqual([211]);
    store.dispatch(questionnaireRetried());
    await ready(store);
    expect(q(store).filters[1]!.id).toBe(22);
  });
});

describe('answers in progress across a reload of the tab (docs/deviations.md)', () => {
  async function answerTwo(store: Store) {
    store.dispatch(questionnaireStarted());
    await ready(store);
    store.dispatch(answerPicked({ step: 0, valueId: 212 }));
    await ready(store);
    store.dispatch(answerPicked({ step: 1, valueId: 223 }));
    await ready(store);
  }

  it('each answer is kept in the history entry; the reloaded page shows the question after them', async () => {
    const first = createTestStore().store;
    await answerTwo(first);
    expect(readEntryAnswers(FINDER_ANSWERS_KEY)?.answers).toEqual([212, 223]);
    const thirdQuestion = q(first).filters[2]!;

    // A reload: a new store in the same tab.
    const { store } = createTestStore();
    store.dispatch(questionnaireStarted());
    expect(q(store).answers).toEqual([212, 223]);
    expect(q(store).filters.map((filter) => filter.id)).toEqual([21, 22]);
    expect(q(store).step).toBe(2);
    await ready(store);
    expect(q(store).filters[2]).toEqual(thirdQuestion);
    expect(q(store).nbResults).toBe(q(first).nbResults);
    expect(q(store).step).toBe(2);
  });

  it('re-picking an earlier answer keeps only the answers up to it', async () => {
    const { store } = createTestStore();
    await answerTwo(store);
    store.dispatch(answerPicked({ step: 0, valueId: 211 }));
    expect(readEntryAnswers(FINDER_ANSWERS_KEY)).toEqual({
      answers: [211],
      questions: [q(store).filters[0]],
    });
  });

  it('once the result opens, its questionnaire entry no longer keeps them: going back starts again', async () => {
    const { store } = createTestStore();
    const history = await answerToResult(store);
    expect(readEntryAnswers(FINDER_ANSWERS_KEY)).toBeNull();
    expect(historyFromNavigationState(history.id)?.id).toBe(history.id);
    // The browser's Back, to the questionnaire's entry.
    window.history.back();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(readEntryAnswers(FINDER_ANSWERS_KEY)).toBeNull();
    const reloaded = createTestStore().store;
    reloaded.dispatch(questionnaireStarted());
    expect(q(reloaded).answers).toEqual([]);
  });

  it('answers kept whose search failed search again after the reload', async () => {
    const first = createTestStore().store;
    first.dispatch(questionnaireStarted());
    await ready(first);
    setFaults([{ operation: 'POST /api/history/create', kind: 'server-error', times: 1 }]);
    for (let guard = 0; guard < 10 && q(first).status === 'ready'; guard += 1) {
      const { step, filters } = q(first);
      first.dispatch(answerPicked({ step, valueId: filters[step]!.filterValues[0]!.id }));
      await waitFor(() => expect(['ready', 'error']).toContain(q(first).status));
    }
    expect(q(first).error?.retry).toBe('search');
    const answers = q(first).answers;
    expect(readEntryAnswers(FINDER_ANSWERS_KEY)?.answers).toEqual(answers);

    const { store } = createTestStore();
    store.dispatch(questionnaireStarted());
    await waitFor(() => expect(q(store).status).toBe('done'));
    expect(q(store).result?.rupteur?.name).toBe('Rupteur Poutrelle RP ITI');
    expect(readEntryAnswers(FINDER_ANSWERS_KEY)).toBeNull();
  });
});

describe("refine ('Configurateur') screen (spec 001 §2.1, §4)", () => {
  it('conditional filters 13 and 14 appear for a sanitary-void floor; Suivant needs every filter', async () => {
    const { store } = createTestStore();
    const history = await answerToResult(store);
    store.dispatch(refineOpened({ historyId: history.id, context: refineContextOf(history) }));
    await waitFor(() => expect(r(store).status).toBe('ready'));
    const columns = r(store).filters.map((filter) => filter.importColumn);
    expect(columns).toEqual(expect.arrayContaining([13, 14]));
    expect(columns).not.toContain(16);
    expect(r(store).psiValue).toBeNull();
  });

  it('column 16 appears for an intermediate floor with the thermo-pre-slab (uuid 1); save-refine gives the new PSI value', async () => {
    const { store } = createTestStore();
    const history = await answerToResult(store, (step) => [0, 2, 1][step] ?? 0);
    expect(history.rupteur?.uuid).toBe('1');
    store.dispatch(refineOpened({ historyId: history.id, context: refineContextOf(history) }));
    await waitFor(() => expect(r(store).status).toBe('ready'));
    expect(r(store).filters.map((filter) => filter.importColumn)).toContain(16);
    expect(r(store).filters.map((filter) => filter.importColumn)).not.toContain(13);
    for (let guard = 0; guard < 10 && r(store).psiValue === null; guard += 1) {
      const open = r(store).filters.find((filter) => r(store).choices[filter.id] === undefined);
      if (!open) break;
      store.dispatch(refineChoiceChanged({ filterId: open.id, valueId: open.filterValues[0]!.id }));
      await waitFor(() => expect(r(store).updating).toBe(false));
    }
    expect(r(store).psiValue).not.toBeNull();
    store.dispatch(refineSubmitted());
    expect(r(store).status).toBe('saving');
    await waitFor(() => expect(r(store).status).toBe('done'));
    expect(r(store).saved?.psiValue?.id).toBe(r(store).psiValue?.id);
    expect(r(store).saved?.refineValues.length).toBe(r(store).filters.length);
  });

  it('a failed save goes back to the form with its choices and the message', async () => {
    const { store } = createTestStore();
    const history = await answerToResult(store);
    store.dispatch(refineOpened({ historyId: history.id, context: refineContextOf(history) }));
    await waitFor(() => expect(r(store).status).toBe('ready'));
    const first = r(store).filters[0]!;
    store.dispatch(refineChoiceChanged({ filterId: first.id, valueId: first.filterValues[0]!.id }));
    await waitFor(() => expect(r(store).updating).toBe(false));
    store.dispatch(refineSubmitted());
    await waitFor(() => expect(r(store).status).toBe('ready'));
    expect(r(store).error).toBe(
      'Précisez toutes les caractéristiques du chantier pour obtenir la valeur de PSI exacte.',
    );
    expect(r(store).choices[first.id]).toBe(first.filterValues[0]!.id);
  });

  it('a filter with a single option is filled in (asked again with its value)', async () => {
    const { store } = createTestStore();
    const history = await answerToResult(store);
    const [two, one] = [questionFilters[0]!, questionFilters[1]!];
    const single = { ...one, filterValues: [{ ...one.filterValues[0]!, selected: false }] };
    const asked: unknown[] = [];
    server.use(
      http.post('*/api/filters/configuration', async ({ request }) => {
        const body = (await request.json()) as { answers?: number[] };
        asked.push(body.answers);
        const chosen = body.answers?.includes(single.filterValues[0]!.id) ?? false;
        const filters = [
          two,
          { ...single, filterValues: [{ ...single.filterValues[0]!, selected: chosen }] },
        ];
        return HttpResponse.json({ success: true, datas: { filters, psiValue: null } });
      }),
    );
    store.dispatch(refineOpened({ historyId: history.id, context: refineContextOf(history) }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual([undefined, [single.filterValues[0]!.id]]);
    await waitFor(() => expect(r(store).choices[single.id]).toBe(single.filterValues[0]!.id));
    expect(r(store).choices[two.id]).toBeUndefined();
  });
});

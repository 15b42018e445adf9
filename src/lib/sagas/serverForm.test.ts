import { configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { delay, put, takeLatest } from 'redux-saga/effects';
import { roleRetried, serverFormSaga, type RetriedRole } from './serverForm';
import type { Saga } from './types';

const opened = createAction<string>('form/opened');
const continued = createAction('form/continued');
const answered = createAction<string>('form/answered');
const submitted = createAction('form/submitted');
const retried = createAction('form/retried');
const checked = createAction('form/checked');
/** What each worker put when it finished: the role and the action it ran for. */
const done = createAction<string>('form/done');

/** Each role's worker answers after `ms`, as a server would. */
function worker(role: string, ms: number) {
  return function* (action: UnknownAction): Saga<void> {
    yield delay(ms);
    const what = typeof action.payload === 'string' ? action.payload : action.type;
    yield put(done(`${role}:${what}`));
  };
}

function setup(failedRole: RetriedRole | null = null) {
  const seen: string[] = [];
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: (state: null = null, action: UnknownAction) => {
      if (done.match(action)) seen.push(action.payload);
      return state;
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(function* root() {
    yield* serverFormSaga({
      form: 'form',
      open: { on: opened.type, run: worker('open', 250) },
      continueStep: { on: continued.type, run: worker('continue', 100) },
      update: { on: answered.type, run: worker('update', 150) },
      submit: { on: submitted.type, run: worker('submit', 100) },
      retry: { on: retried.type, failedRole: () => failedRole },
      own: [takeLatest(checked.type, worker('own', 10))],
    });
  });
  return { store, seen };
}

describe('serverFormSaga (the skeleton of both configurators’ sagas)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs each role’s worker with its action, and the form’s own effects', async () => {
    const { store, seen } = setup();
    store.dispatch(opened('a'));
    await jest.advanceTimersByTimeAsync(250);
    store.dispatch(continued());
    store.dispatch(checked());
    await jest.advanceTimersByTimeAsync(100);
    store.dispatch(answered('x'));
    await jest.advanceTimersByTimeAsync(150);
    store.dispatch(submitted());
    await jest.advanceTimersByTimeAsync(100);
    expect(seen).toEqual([
      'open:a',
      'own:form/checked',
      'continue:form/continued',
      'update:x',
      'submit:form/submitted',
    ]);
  });

  it('the newest step-2 answer wins: an older one’s request is cancelled', async () => {
    const { store, seen } = setup();
    store.dispatch(answered('x'));
    await jest.advanceTimersByTimeAsync(100);
    store.dispatch(answered('xy'));
    await jest.advanceTimersByTimeAsync(150);
    expect(seen).toEqual(['update:xy']);
  });

  it('a repeated continue or submit is ignored while the first is under way', async () => {
    const { store, seen } = setup();
    store.dispatch(continued());
    store.dispatch(continued());
    store.dispatch(submitted());
    store.dispatch(submitted());
    await jest.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(['continue:form/continued', 'submit:form/submitted']);
  });

  it('a new opening ends what every role was doing for the page before', async () => {
    const { store, seen } = setup();
    store.dispatch(opened('a'));
    store.dispatch(continued());
    store.dispatch(answered('x'));
    store.dispatch(submitted());
    await jest.advanceTimersByTimeAsync(50);
    store.dispatch(opened('b'));
    await jest.advanceTimersByTimeAsync(300);
    expect(seen).toEqual(['open:b']);
  });

  it('a step continued ends the step-2 update under way (computed for the former step 1)', async () => {
    const { store, seen } = setup();
    store.dispatch(answered('x'));
    await jest.advanceTimersByTimeAsync(50);
    store.dispatch(continued());
    await jest.advanceTimersByTimeAsync(200);
    expect(seen).toEqual(['continue:form/continued']);
  });

  it.each([
    ['open', 250, 'open:serverForm/roleRetried'],
    ['continueStep', 100, 'continue:serverForm/roleRetried'],
    ['update', 150, 'update:serverForm/roleRetried'],
  ] as const)('Réessayer does the failed role again (%s)', async (role, ms, expected) => {
    const { store, seen } = setup(role);
    store.dispatch(retried());
    await jest.advanceTimersByTimeAsync(ms);
    expect(seen).toEqual([expected]);
  });

  it('Réessayer does nothing when nothing failed, and a retry of another form is not ours', async () => {
    const { store, seen } = setup(null);
    store.dispatch(retried());
    store.dispatch(roleRetried({ form: 'other', role: 'update' }));
    await jest.advanceTimersByTimeAsync(300);
    expect(seen).toEqual([]);
  });
});

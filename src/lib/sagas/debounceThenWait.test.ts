import { configureStore, createAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { debounceThenWait, FILTER_DEBOUNCE_MS, FILTER_WAIT_MS } from './debounceThenWait';

const typed = createAction<string>('filters/typed');

function setup() {
  const worker = jest.fn();
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: (state: null = null) => state,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(function* root() {
    yield debounceThenWait(typed, worker);
  });
  return { store, worker };
}

describe('debounceThenWait (filters: 400 ms of quiet, then 500 ms before the request)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the worker 900 ms after the last keystroke, with the last value', async () => {
    const { store, worker } = setup();
    store.dispatch(typed('7'));
    await jest.advanceTimersByTimeAsync(200);
    store.dispatch(typed('75'));
    await jest.advanceTimersByTimeAsync(200);
    store.dispatch(typed('750'));
    await jest.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS + FILTER_WAIT_MS - 1);
    expect(worker).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(worker).toHaveBeenCalledTimes(1);
    expect(worker).toHaveBeenCalledWith(typed('750'));
  });

  it('cancels the pending request when a value arrives during the 500 ms wait', async () => {
    const { store, worker } = setup();
    store.dispatch(typed('75001'));
    await jest.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS + 300);
    store.dispatch(typed('75002'));
    await jest.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS + FILTER_WAIT_MS);
    expect(worker).toHaveBeenCalledTimes(1);
    expect(worker).toHaveBeenCalledWith(typed('75002'));
  });

  it('runs once per burst', async () => {
    const { store, worker } = setup();
    store.dispatch(typed('a'));
    await jest.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS + FILTER_WAIT_MS);
    store.dispatch(typed('b'));
    await jest.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS + FILTER_WAIT_MS);
    expect(worker.mock.calls).toEqual([[typed('a')], [typed('b')]]);
  });
});

/**
 * A request whose answer is shown no earlier than a least wait after it was sent (the form load
 * delay of the configurators, spec 002 §9), and whose answer the saga may already use meanwhile.
 */
import type { Task } from 'redux-saga';
import { call, delay, fork, join } from 'redux-saga/effects';
import type { Saga } from './types';

function* wait(ms: number): Saga<void> {
  yield delay(ms);
}

/**
 * Starts the wait of `ms` and runs `request`; `early` gets its answer as soon as it comes, then the
 * saga waits for what is left of the wait and returns the answer.
 */
export function* heldAnswer<T>(
  ms: number,
  request: () => Saga<T>,
  early: (answer: T) => Saga<void>,
): Saga<T> {
  const held: Task = yield fork(wait, ms);
  const answer: T = yield call(request);
  yield* early(answer);
  yield join(held);
  return answer;
}

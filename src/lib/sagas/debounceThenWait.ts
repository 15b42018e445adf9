/**
 * `debounceThenWait(pattern, worker)`: waits until the matching actions stop for 400 ms, then waits
 * another 500 ms, then runs the worker with the last action (spec 000 §7: text and zip filters).
 * A new matching action at any point cancels the pending run.
 */
import type { Action } from '@reduxjs/toolkit';
import {
  call,
  cancel,
  delay,
  fork,
  race,
  take,
  type ActionPattern,
  type ForkEffect,
} from 'redux-saga/effects';
import type { Task } from 'redux-saga';

export const FILTER_DEBOUNCE_MS = 400;
export const FILTER_WAIT_MS = 500;

export interface DebounceThenWaitOptions {
  debounceMs?: number;
  waitMs?: number;
}

export function debounceThenWait<A extends Action>(
  pattern: ActionPattern<A>,
  worker: (action: A) => unknown,
  { debounceMs = FILTER_DEBOUNCE_MS, waitMs = FILTER_WAIT_MS }: DebounceThenWaitOptions = {},
): ForkEffect {
  return fork(function* watch() {
    let pending: Task | undefined;
    while (true) {
      let action: A = yield take(pattern);
      if (pending) yield cancel(pending);
      while (true) {
        const { latest } = (yield race({ latest: take(pattern), quiet: delay(debounceMs) })) as {
          latest?: A;
        };
        if (!latest) break;
        action = latest;
      }
      const last = action;
      pending = yield fork(function* waitThenRun() {
        yield delay(waitMs);
        yield call(worker, last);
      });
    }
  });
}

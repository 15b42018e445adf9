/**
 * `sendOrQueue(save, send)`: a save sent online, or kept in the queue when it cannot be sent now
 * (docs/offline.md, "The save queue"). One rule for the four saves:
 * - no network (the online call got no answer, `isNetworkFailure`): the save is queued;
 * - an older save of the same item still waits in the queue (the server was not reached since,
 *   though the browser may say online): the new save is queued behind it and the queue is sent at
 *   once, so that the server gets the saves in the order they were made (a history's name given
 *   online is not replaced by the name given before it offline).
 */
import type { Saga } from '@/lib/sagas/types';
import { put, select } from 'redux-saga/effects';
import { isNetworkFailure, type ApiBody } from '@/api/http';
import {
  pendingSavesOf,
  queueFlushRequested,
  selectQueue,
  type QueuedSave,
  type QueuedSaveKind,
} from './offlineSlice';
import { queueSave, type SaveToQueue } from './queueSave';

/** Sent: the answer (null when the call did not happen, a login asked first); else queued. */
export type SendOrQueueOutcome<B> = { sent: true; body: B } | { sent: false; kept: boolean };

/** An older save of the same item waits in the session user's queue. */
function* waitsInQueue(kind: QueuedSaveKind, itemKey: string | number): Saga<boolean> {
  const queue: QueuedSave[] = yield select(selectQueue);
  return pendingSavesOf(queue, kind, itemKey).length > 0;
}

export function* sendOrQueue<A extends unknown[], B extends ApiBody | null>(
  save: SaveToQueue<A>,
  send: () => Saga<B>,
): Saga<SendOrQueueOutcome<B>> {
  const behind: boolean = yield* waitsInQueue(save.kind, save.itemKey);
  if (!behind) {
    const body: B = yield* send();
    if (body === null || !isNetworkFailure(body)) return { sent: true, body };
  }
  const kept: boolean = yield* queueSave(save);
  if (behind && kept) yield put(queueFlushRequested());
  return { sent: false, kept };
}

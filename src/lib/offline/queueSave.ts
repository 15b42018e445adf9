/**
 * `queueSave(save)`: what a feature's save worker does when its request got no answer for lack of
 * network (`isNetworkFailure(body)`). The save is kept on the device for the session's user and sent
 * when the network returns (./queueSaga.ts). Returns true once kept, false when the device could not
 * keep it (the screen then keeps the form as a failed save does).
 */
import type { Saga } from '@/lib/sagas/types';
import { call, getContext, put, take } from 'redux-saga/effects';
import { createAction, type Action } from '@reduxjs/toolkit';
import type { ApiClient, ApiRequest, ApiResult } from '@/api/http';
import { saveQueued, type QueuedSave } from './offlineSlice';

export type HandedOverSave = Omit<QueuedSave, 'site' | 'owner' | 'queuedAt'>;

export const saveHandedOver = createAction<HandedOverSave>('offline/saveHandedOver');
export const saveNotQueued = createAction<{ id: string }>('offline/saveNotQueued');

let sequence = 0;

/** Unique and in order: the time, then a counter for saves of the same millisecond. */
function newSaveId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}-${sequence.toString(36).padStart(4, '0')}`;
}

/**
 * The request an API operation sends, without sending it: the queue keeps it as it is (the
 * operation's own address, method and body), so that every save goes through one mechanism.
 */
export async function requestOf<A extends unknown[]>(
  operation: (client: ApiClient, ...args: A) => Promise<ApiResult>,
  baseURL: string,
  ...args: A
): Promise<ApiRequest> {
  let captured: ApiRequest | undefined;
  const recorder: ApiClient = {
    baseURL,
    request(request) {
      captured = request;
      return Promise.resolve({ status: 0, isPublic: false, body: { success: false } } as never);
    },
  };
  await operation(recorder, ...args);
  if (!captured) throw new Error('The operation sent no request.');
  return captured;
}

export interface SaveToQueue<A extends unknown[]> {
  kind: QueuedSave['kind'];
  itemKey: string | number;
  label: string;
  /** The API operation and its arguments, as the save online calls it. */
  operation: (client: ApiClient, ...args: A) => Promise<ApiResult>;
  args: A;
  successText?: string;
  failureText: string;
}

export function* queueSave<A extends unknown[]>(save: SaveToQueue<A>): Saga<boolean> {
  const client: ApiClient = yield getContext('api');
  const request: ApiRequest = yield call(
    requestOf<A>,
    save.operation,
    client.baseURL,
    ...save.args,
  );
  const id = newSaveId();
  yield put(
    saveHandedOver({
      id,
      kind: save.kind,
      itemKey: String(save.itemKey),
      label: save.label,
      request,
      ...(save.successText ? { successText: save.successText } : {}),
      failureText: save.failureText,
    }),
  );
  const outcome: Action = yield take(
    (action: Action) =>
      (saveQueued.match(action) || saveNotQueued.match(action)) && action.payload.id === id,
  );
  return saveQueued.match(outcome);
}

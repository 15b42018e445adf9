/**
 * The events of a DOM event target (the window's 'online'/'offline', a BroadcastChannel's
 * messages…) as a saga channel, and the loop that follows one: the channel is closed, and its
 * listeners removed, when the following saga ends or is cancelled.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import type { Saga } from './types';

/**
 * A channel of the target's events of the given types, each turned into a message by `toMessage`
 * (null: not passed on). Closing it removes the listeners, then calls `release` (e.g. closes a
 * BroadcastChannel).
 */
export function eventTargetChannel<Message extends NonNullable<unknown>>(
  target: EventTarget,
  types: readonly string[],
  toMessage: (event: Event) => Message | null,
  release?: () => void,
): EventChannel<Message> {
  return eventChannel<Message>((emit) => {
    const listener = (event: Event) => {
      const message = toMessage(event);
      if (message !== null) emit(message);
    };
    for (const type of types) target.addEventListener(type, listener);
    return () => {
      for (const type of types) target.removeEventListener(type, listener);
      release?.();
    };
  });
}

/** Takes the channel's messages one after the other into `handle`; closes the channel at the end. */
export function* followChannel<Message extends NonNullable<unknown>>(
  open: () => EventChannel<Message>,
  handle: (message: Message) => Saga<void>,
): Saga<void> {
  const channel: EventChannel<Message> = yield call(open);
  try {
    for (;;) {
      const message: Message = yield take(channel);
      yield* handle(message);
    }
  } finally {
    channel.close();
  }
}

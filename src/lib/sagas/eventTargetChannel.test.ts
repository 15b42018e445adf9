import { runSaga, type Task } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { eventTargetChannel, followChannel } from './eventTargetChannel';
import type { Saga } from './types';

/** An event target that counts its listeners. */
class CountingTarget extends EventTarget {
  listeners = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listeners += 1;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listeners -= 1;
    super.removeEventListener(...args);
  }
}

function follow(target: EventTarget, release = jest.fn()) {
  const dispatched: unknown[] = [];
  const task: Task = runSaga(
    { dispatch: (action: unknown) => dispatched.push(action) },
    followChannel<string>,
    () =>
      eventTargetChannel<string>(
        target,
        ['online', 'offline', 'message'],
        (event) => (event.type === 'message' ? null : event.type),
        release,
      ),
    function* tell(message: string): Saga<void> {
      yield put({ type: message });
    },
  );
  return { dispatched, task, release };
}

describe('eventTargetChannel and followChannel', () => {
  it("passes on the target's events of the given types, turned into messages, in order", () => {
    const target = new CountingTarget();
    const { dispatched, task } = follow(target);
    expect(target.listeners).toBe(3);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('message'));
    target.dispatchEvent(new Event('other'));
    target.dispatchEvent(new Event('online'));
    expect(dispatched).toEqual([{ type: 'offline' }, { type: 'online' }]);
    task.cancel();
  });

  it('removes its listeners and releases the target when the following saga is cancelled', () => {
    const target = new CountingTarget();
    const { dispatched, task, release } = follow(target);
    task.cancel();
    expect(target.listeners).toBe(0);
    expect(release).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('online'));
    expect(dispatched).toEqual([]);
  });

  it('ends the following saga when the channel is closed from outside', () => {
    const target = new CountingTarget();
    const channel = eventTargetChannel(target, ['online'], (event) => event.type);
    const task = runSaga(
      { dispatch: () => undefined },
      followChannel,
      () => channel,
      function* () {
        yield put({ type: 'never' });
      },
    );
    channel.close();
    expect(task.isRunning()).toBe(false);
    expect(target.listeners).toBe(0);
  });
});

import { db } from '../db/mockDb';
import type { DbSnapshot } from '../db/snapshot';
import { createSnapshotWriter } from './snapshotWriter';

/** A write that waits until `release()` is called, recording what it wrote and any overlap. */
function slowStore() {
  const written: DbSnapshot[] = [];
  const releases: Array<() => void> = [];
  let inFlight = 0;
  let overlapped = false;
  return {
    written,
    get overlapped() {
      return overlapped;
    },
    write: (snapshot: DbSnapshot) => {
      inFlight += 1;
      if (inFlight > 1) overlapped = true;
      return new Promise<void>((resolve) => {
        releases.push(() => {
          written.push(snapshot);
          inFlight -= 1;
          resolve();
        });
      });
    },
    /** Lets the oldest pending write finish, once it has started. */
    async release() {
      while (releases.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      releases.shift()!();
    },
  };
}

const errors: unknown[] = [];
beforeEach(() => {
  errors.length = 0;
});
afterEach(() => expect(errors).toEqual([]));

function renameClaire(firstname: string) {
  db.users.get(1)!.firstname = firstname;
}

const firstnameIn = (snapshot: DbSnapshot) =>
  snapshot.tables.users.find(([id]) => id === 1)![1].firstname;

it('writes one at a time, coalesces the saves asked for meanwhile, and writes the last state', async () => {
  const store = slowStore();
  const writer = createSnapshotWriter({
    write: store.write,
    onError: (error) => errors.push(error),
  });
  renameClaire('Un');
  const first = writer.save();
  await new Promise((resolve) => setTimeout(resolve, 5));
  renameClaire('Deux');
  const second = writer.save();
  renameClaire('Trois');
  const third = writer.save();
  expect(third).toBe(second);

  await store.release();
  await first;
  await store.release();
  await Promise.all([second, third]);
  await writer.flush();

  expect(store.written.map(firstnameIn)).toEqual(['Un', 'Trois']);
  expect(store.overlapped).toBe(false);
});

it('does not write data equal to the last written, unless forced', async () => {
  const written: DbSnapshot[] = [];
  const writer = createSnapshotWriter({
    write: async (snapshot) => {
      written.push(snapshot);
    },
    onError: (error) => errors.push(error),
  });
  await writer.save();
  await writer.save();
  expect(written).toHaveLength(1);
  renameClaire('Autre');
  await writer.save();
  expect(written).toHaveLength(2);
  await writer.save({ force: true });
  expect(written).toHaveLength(3);
});

it('reports a failed write and writes again at the next save', async () => {
  let fails = true;
  const written: DbSnapshot[] = [];
  const writer = createSnapshotWriter({
    write: async (snapshot) => {
      if (fails) throw new Error('disk full');
      written.push(snapshot);
    },
    onError: (error) => errors.push(error),
  });
  await writer.save();
  expect(errors).toEqual([new Error('disk full')]);
  errors.length = 0;
  fails = false;
  await writer.save();
  expect(written).toHaveLength(1);
});

it('flush waits for the queued write too', async () => {
  const store = slowStore();
  const writer = createSnapshotWriter({
    write: store.write,
    onError: (error) => errors.push(error),
  });
  void writer.save();
  await new Promise((resolve) => setTimeout(resolve, 5));
  renameClaire('Dernier');
  void writer.save();
  let flushed = false;
  const flushing = writer.flush().then(() => {
    flushed = true;
  });
  await store.release();
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(flushed).toBe(false);
  await store.release();
  await flushing;
  expect(store.written.map(firstnameIn)).toEqual(['Claire', 'Dernier']);
});

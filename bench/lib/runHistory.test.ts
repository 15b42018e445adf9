import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InteractionSample } from './interactionClock.ts';
import type { InteractionRow } from './interactionRows.ts';
import { runEntryOf, runHistoryTable } from './runHistory.ts';

const sample = (inp: number): InteractionSample => ({
  inp,
  afterHandlers: inp / 2,
  settled: 300,
  lastAnswer: 250,
  settledAfterAnswer: 50,
  requests: 1,
  serverSum: 20,
  serverLongest: 20,
});
const row = (
  name: string,
  inps: number[],
  extra: Partial<InteractionRow> = {},
): InteractionRow => ({
  name,
  build: 'real',
  samples: inps.map(sample),
  failures: [],
  specDelayMs: 0,
  ...extra,
});
const run = (started: string, load: string) => ({ started, loadStart: `${load} / 1.0 / 1.0` });

test('an entry keeps the INP median, p75 and max and the verdict of the rows of the build for a real backend only', () => {
  const entry = runEntryOf(
    run('2026-11-29T09:44:00.000Z', '2.1'),
    [
      row('floor', [120, 130, 224, 110]),
      row('floor', [50], { build: 'demo', informational: true }),
      row('reference', [20], { informational: true }),
      row('finder', [], { unreachable: 'no step 2' }),
    ],
    '9f1321c',
  );
  assert.deepEqual(entry.rows, [
    { name: 'floor', inp: [125, 130, 224], met: false },
    { name: 'finder', inp: null, met: false },
  ]);
  assert.equal(entry.commit, '9f1321c');
});

test('the table puts the last runs side by side, each row of the latest run, a missed row marked', () => {
  const before = runEntryOf(
    run('2026-11-29T09:44:00.000Z', '2.1'),
    [row('floor', [120, 130, 224])],
    'aaa',
  );
  const after = runEntryOf(
    run('2026-11-29T10:13:00.000Z', '1.4'),
    [row('floor', [56, 56, 72]), row('history', [24])],
    'bbb',
  );
  assert.equal(
    runHistoryTable([before, after]),
    [
      '| interaction (INP median / p75 / max, ms) | 2026-11-29 09:44 (load 2.1, aaa) | 2026-11-29 10:13 (load 1.4, bbb) |',
      '| --- | ---: | ---: |',
      '| floor | 130 / 224 / 224 (missed) | 56 / 72 / 72 |',
      '| history | – | 24 / 24 / 24 |',
    ].join('\n'),
  );
  assert.equal(
    runHistoryTable([before, after], 1).split('\n')[0],
    '| interaction (INP median / p75 / max, ms) | 2026-11-29 10:13 (load 1.4, bbb) |',
  );
  assert.equal(runHistoryTable([]), 'No run recorded yet.');
});

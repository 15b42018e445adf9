import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InteractionSample } from './interactionClock.ts';
import {
  failingRows,
  interactionTable,
  rowVerdict,
  type InteractionRow,
} from './interactionRows.ts';

const sample = (inp: number, settledAfterAnswer = 100): InteractionSample => ({
  inp,
  afterHandlers: inp / 2,
  settled: 300 + settledAfterAnswer,
  lastAnswer: 300,
  settledAfterAnswer,
  requests: 1,
  serverSum: 20,
  serverLongest: 20,
});
const row = (
  samples: InteractionSample[],
  extra: Partial<InteractionRow> = {},
): InteractionRow => ({
  name: 'x',
  build: 'real',
  samples,
  failures: [],
  specDelayMs: 0,
  ...extra,
});
/** Twenty samples: INP 40 ms but for the last `slow` ones. */
const samplesWith = (slow: number, slowInp: number) =>
  Array.from({ length: 20 }, (_, index) => sample(index >= 20 - slow ? slowInp : 40));

test('a row meets its targets when the INP median, p75 and max and the settled time do', () => {
  assert.deepEqual(rowVerdict(row(samplesWith(0, 0))), { verdict: 'met', reasons: [] });
  assert.deepEqual(failingRows([row(samplesWith(1, 200))]), []);
});

test('each INP figure fails the row on its own', () => {
  assert.match(rowVerdict(row(samplesWith(1, 210))).reasons.join(), /INP max 210 > 200/);
  assert.match(rowVerdict(row(samplesWith(6, 160))).reasons.join(), /INP p75 160 > 150/);
  assert.match(rowVerdict(row(samplesWith(11, 120))).reasons.join(), /INP median 120 > 100/);
});

test('the settled time counts from the last answer, plus the delay the specification sets', () => {
  const slow = Array.from({ length: 5 }, () => sample(40, 400));
  assert.equal(rowVerdict(row(slow)).verdict, 'missed');
  assert.equal(rowVerdict(row(slow, { specDelayMs: 900 })).verdict, 'met');
});

test('a row not measured, or with samples not measured, fails the run', () => {
  const unreachable = row([], { unreachable: 'step 2 not reached' });
  assert.deepEqual(rowVerdict(unreachable), {
    verdict: 'not measured',
    reasons: ['step 2 not reached'],
  });
  assert.equal(
    rowVerdict(row([], { failures: ['no trusted input reached the page'] })).verdict,
    'not measured',
  );
  assert.equal(
    rowVerdict(row([sample(40)], { failures: ['not settled after 20 s'] })).verdict,
    'missed',
  );
  assert.equal(failingRows([unreachable]).length, 1);
});

test('a row reported for information never fails the run', () => {
  assert.deepEqual(failingRows([row([sample(900)], { informational: true })]), []);
});

test('the table gives each figure and the verdict with its reasons', () => {
  const table = interactionTable([
    row(samplesWith(1, 210), { name: 'floor' }),
    row([], { name: 'library', unreachable: 'no box' }),
  ]);
  assert.match(
    table,
    /\| floor \| 20 \| 40 \/ 40 \/ 210 \| 20 \| 400 \/ 400 \/ 400 \| 300 \| 100 \(≤ 150\) \| 20 \/ 20 \| missed: INP max 210 > 200 ms \|/,
  );
  assert.match(table, /\| library \| 0 \| – \| – \| – \| – \| – \| – \| not measured: no box \|/);
});

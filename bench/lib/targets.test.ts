import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkTargets, targetTable, verdictOf, type Target } from './targets.ts';

const lcp = (measured: number | null): Target => ({
  name: 'mobile LCP, general `/`',
  goal: '< 1200 ms',
  measured,
  unit: 'ms',
  met: (value) => value < 1200,
  reference: 900,
});
const score = (measured: number | null): Target => ({
  name: 'mobile performance, general `/`',
  goal: '≥ 0.90',
  measured,
  unit: 'score',
  met: (value) => value >= 0.9,
});

test('a target fails the run when missed', () => {
  assert.equal(verdictOf(lcp(1300)), 'missed');
  assert.equal(checkTargets([lcp(800), lcp(1300)]).length, 1);
  assert.equal(checkTargets([lcp(800)]).length, 0);
});

test('a target not measured (a page not reached, Lighthouse off) fails the run', () => {
  assert.equal(verdictOf(score(null)), 'not measured');
  assert.equal(verdictOf(lcp(Number.NaN)), 'not measured');
  assert.equal(checkTargets([score(null), score(0.95)]).length, 1);
});

test('the table shows the goal, the figure, the reference and the verdict', () => {
  const table = targetTable([lcp(1300), score(0.87), score(null)]);
  assert.match(
    table,
    /\| mobile LCP, general `\/` \| < 1200 ms \| 1300\.0 ms \| 900\.0 ms \| missed \|/,
  );
  assert.match(table, /\| mobile performance, general `\/` \| ≥ 0\.90 \| 0\.87 \| – \| missed \|/);
  assert.match(table, /\| ≥ 0\.90 \| – \| – \| not measured \|/);
});

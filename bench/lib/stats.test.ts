import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, quantile, summarize } from './stats.ts';

test('the median is the middle sample, or the mean of the two middle ones', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.ok(Number.isNaN(median([])));
});

test('the 75th percentile is by nearest rank', () => {
  assert.equal(quantile([1, 2, 3, 4], 0.75), 3);
  assert.equal(quantile([5, 1, 4, 2, 3], 0.75), 4);
  assert.equal(quantile([7], 0.75), 7);
  const twenty = Array.from({ length: 20 }, (_, index) => index + 1);
  assert.equal(quantile(twenty, 0.75), 15);
});

test('a summary leaves out what was not measured', () => {
  assert.deepEqual(summarize([10, Number.NaN, 30, 20]), { n: 3, median: 20, p75: 30, max: 30 });
  const empty = summarize([]);
  assert.equal(empty.n, 0);
  assert.ok(Number.isNaN(empty.max));
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkTargets, interactionTargets, targetTable, verdictOf } from './targets.ts';

test('an interaction meets its targets only when both its median and its maximum do', () => {
  const goal = { median: 100, max: 200 };
  assert.deepEqual(checkTargets(interactionTargets('x', [50, 60, 70], goal)), []);
  const slowMax = interactionTargets('x', [50, 60, 250], goal);
  assert.deepEqual(
    checkTargets(slowMax).map((target) => target.name),
    ['x, maximum'],
  );
  const slowMedian = interactionTargets('x', [120, 130, 140], goal);
  assert.deepEqual(
    checkTargets(slowMedian).map((target) => target.name),
    ['x, median'],
  );
});

test('a skipped interaction is not measured and fails nothing', () => {
  const targets = interactionTargets('x', 'step 2 not reached', { median: 100, max: 200 });
  assert.deepEqual(targets.map(verdictOf), ['not measured', 'not measured']);
  assert.deepEqual(checkTargets(targets), []);
});

test('the table shows the goal, the figure, the reference and the verdict', () => {
  const table = targetTable(interactionTargets('x', [90, 110], { median: 100, max: 200 }, [10]));
  assert.match(table, /\| x, median \| < 100 ms \| 100\.0 ms \| 10\.0 ms \| missed \|/);
  assert.match(table, /\| x, maximum \| < 200 ms \| 110\.0 ms \| 10\.0 ms \| met \|/);
});

/**
 * The budget check fails when a first page grows past its budget: the bare reference page and a
 * deliberately heavier page (bench/reference/heavy.tsx: the same page plus a PDF library loaded up
 * front) are built, then bench/budget.ts is run on each as "the first page".
 *
 *   node --test bench/budget.test.ts   (run by `npm run budget`)
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildReference, ROOT } from './lib/run.ts';

const work = mkdtempSync(join(tmpdir(), 'budget-test-'));
const bare = join(work, 'bare');
const heavy = join(work, 'heavy');

before(async () => {
  await Promise.all([buildReference(bare, 'bare'), buildReference(heavy, 'heavy')]);
});
after(() => rmSync(work, { recursive: true, force: true }));

function budget(...args: string[]) {
  return spawnSync(
    process.execPath,
    [join(ROOT, 'bench', 'budget.ts'), '--reference-dir', bare, ...args],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
}

test('a page as light as the reference is within budget', () => {
  const result = budget('--page', `bare page=${bare}`);
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /\| bare page \| test page \|.*\| within budget \|/);
});

test('a deliberately heavier first page is reported over budget and fails the step', () => {
  const result = budget('--page', `heavier page=${heavy}`);
  assert.equal(result.status, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /\| heavier page \| test page \|.*\| OVER BUDGET \|/);
  assert.match(
    result.stderr,
    /heavier page \(test page\): [\d.]+ kB of JavaScript up front, over its budget/,
  );
});

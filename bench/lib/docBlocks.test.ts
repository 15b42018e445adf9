import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockNames, replaceBlock } from './docBlocks.ts';

const doc = [
  '# Performance',
  '<!-- bench:interactions -->',
  'old table',
  '<!-- /bench -->',
  'prose',
  '<!-- bench:bench -->',
  '<!-- /bench -->',
].join('\n');

test('a block is replaced whole, the rest of the document kept', () => {
  const written = replaceBlock(doc, 'interactions', '| new | table |');
  assert.ok(!written.includes('old table'));
  assert.match(
    written,
    /<!-- bench:interactions -->\n\n\| new \| table \|\n\n<!-- \/bench -->\nprose/,
  );
  assert.equal(replaceBlock(written, 'interactions', '| new | table |'), written);
  assert.deepEqual(blockNames(written), ['interactions', 'bench']);
});

test('a missing marker is an error, not a silent skip', () => {
  assert.throws(() => replaceBlock(doc, 'pages', 'x'), /No <!-- bench:pages --> marker/);
  assert.throws(() => replaceBlock('<!-- bench:x -->', 'x', 'y'), /No <!-- \/bench -->/);
});

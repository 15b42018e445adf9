/**
 * The blocks of docs/performance.md that the benchmark writes: the text between
 * `<!-- bench:NAME -->` and the next `<!-- /bench -->` is replaced whole. Pure: no file access.
 */

export const blockStart = (name: string) => `<!-- bench:${name} -->`;
export const BLOCK_END = '<!-- /bench -->';

/** `doc` with the block `name` holding `content`; throws when the block's markers are missing. */
export function replaceBlock(doc: string, name: string, content: string): string {
  const start = doc.indexOf(blockStart(name));
  if (start < 0) throw new Error(`No ${blockStart(name)} marker in the document.`);
  const from = start + blockStart(name).length;
  const end = doc.indexOf(BLOCK_END, from);
  if (end < 0) throw new Error(`No ${BLOCK_END} after ${blockStart(name)}.`);
  return `${doc.slice(0, from)}\n\n${content.trim()}\n\n${doc.slice(end)}`;
}

/** The names of the blocks the document holds, in order. */
export function blockNames(doc: string): string[] {
  return [...doc.matchAll(/<!-- bench:([\w-]+) -->/g)].map((match) => match[1]!);
}

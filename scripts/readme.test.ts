/**
 * The README for newcomers: at most 150 lines, and every file it names inside the repository exists
 * (it names no file outside, which a clone would not have).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

describe('README.md', () => {
  it('has at most 150 lines', () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('names only files of the repository, which exist', () => {
    const named = [
      ...README.matchAll(/`((?:\.\.\/)?[\w.-]+(?:\/[\w.-]+)*\.(?:md|ts|tsv|json))`/g),
    ].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(5);
    for (const file of named) {
      expect(file.startsWith('../')).toBe(false);
      expect(existsSync(join(ROOT, file)) ? file : `missing: ${file}`).toBe(file);
    }
  });
});

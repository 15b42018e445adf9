import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteSystem, UNUSED_PALETTES } from './system';

/** Chakra's palettes (its theme's colour tokens with shades). */
const CHAKRA_PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the sites’ Chakra system', () => {
  it('has the tokens of every Chakra palette the sources name, and none of the unused ones', () => {
    const system = siteSystem();
    // The sources, but this theme, which names the palettes it leaves out.
    const sources = sourceFiles(join(__dirname, '../..'))
      .filter((file) => file !== join(__dirname, 'system.ts'))
      .map((file) => readFileSync(file, 'utf8'));
    const named = CHAKRA_PALETTES.filter((palette) =>
      sources.some((source) => new RegExp(`['"\`]${palette}(\\.\\w+)?['"\`]`).test(source)),
    );
    // The screens name these palettes (badges, notes, status colours): a palette left out would
    // paint nothing.
    expect(named).toEqual(
      expect.arrayContaining(['gray', 'red', 'green', 'teal', 'yellow', 'blue']),
    );
    for (const palette of named) {
      expect(system.token(`colors.${palette}.500`, 'missing')).not.toBe('missing');
      expect(system.token(`colors.${palette}.solid`, 'missing')).not.toBe('missing');
    }
    for (const palette of UNUSED_PALETTES) {
      expect(named).not.toContain(palette);
      expect(system.token(`colors.${palette}.500`, 'missing')).toBe('missing');
    }
  });
});

/**
 * A tool is declared in three files, besides its folder: TOOLS (src/app/tools.ts), TOOL_PAGES
 * (src/app/routes/toolPages.ts) and its page (src/app/routes/, the module its entry loads); see
 * docs/architecture.md, "Adding a tool". Everything else is derived from them or held equal to them
 * here, and no other file names a tool's page, frame or store parts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TOOLS as BENCH_TOOLS } from '../../../bench/lib/chunks';
import { loadToolFrames } from '@/app/boot/prerenderShells';
import { PAGE_ROUTES } from '@/app/routes/routeTable';
import { pageModuleOf, TOOL_PAGES } from '@/app/routes/toolPages';
import { TOOLS } from '@/app/tools';
import { PAGE_FEATURES } from '@/testing/pageFeatures';
import { loadPageFeatures } from './pageFeatures';

const ROOT = join(__dirname, '../../..');
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const ENTRIES = TOOLS.map((tool) => {
  const entry = TOOL_PAGES[tool.id];
  return { tool, entry, page: `src/app/routes/${pageModuleOf(entry.load)}.tsx` };
});

/** The features' modules (src/features/<folder>/feature.ts) and the name of the one each defines. */
const FEATURE_FILES = readdirSync(join(ROOT, 'src/features'))
  .map((folder) => `src/features/${folder}/feature.ts`)
  .filter((path) => existsSync(join(ROOT, path)))
  .map((path) => {
    const [, variable, name] = /export const (\w+) = defineFeature\(\s*'(\w+)'/.exec(source(path))!;
    return { path, folder: path.split('/')[2]!, variable: variable!, name: name! };
  });
const featureFile = (name: string) => FEATURE_FILES.find((file) => file.name === name);

/**
 * The code of the app, its build, its budget and its stories' setup: no test, no story, and not the
 * benchmark's choice of the pages it measures (bench/bench.ts), which a new tool need not join.
 */
function codeFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory())
      return ['results', '.output'].includes(name) ? [] : codeFiles(path);
    return /\.(ts|tsx|js)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}
const CODE = [
  ...['src', 'build', 'bench', 'scripts', '.storybook'].flatMap(codeFiles),
  'eslint.config.js',
  'vite.config.ts',
]
  .filter((path) => path !== 'bench/bench.ts')
  .map((path) => ({ path, text: source(path) }));
const filesNaming = (word: string) =>
  CODE.filter(({ text }) => new RegExp(`\\b${word}\\b`).test(text)).map(({ path }) => path);

describe('the tool manifest (TOOLS, TOOL_PAGES, the pages)', () => {
  it.each(ENTRIES.map(({ tool, page, entry }) => [tool.id, page, entry] as const))(
    '%s: its page (%s) exists, in src/app/routes/, and its folders have store parts',
    (_id, page, entry) => {
      expect(existsSync(join(ROOT, page))).toBe(true);
      expect(entry.folders.length).toBeGreaterThan(0);
      for (const folder of entry.folders)
        expect(existsSync(join(ROOT, `src/features/${folder}/feature.ts`))).toBe(true);
    },
  );

  it('routes every tool to the page its entry loads', () => {
    for (const { tool, entry } of ENTRIES)
      expect(PAGE_ROUTES.filter((route) => route.load === entry.load)).toEqual([
        expect.objectContaining({ sites: [tool.site] }),
      ]);
  });

  it("gives each tool's page the features of its own folders only", async () => {
    for (const { tool, entry } of ENTRIES) {
      const page = await entry.load();
      expect(page.features?.length).toBeGreaterThan(0);
      for (const feature of page.features ?? [])
        expect([
          tool.id,
          feature.name,
          entry.folders.includes(featureFile(feature.name)!.folder),
        ]).toEqual([tool.id, feature.name, true]);
    }
  });

  it('registers in the tests and the stories exactly the features the pages register', async () => {
    const pages = await Promise.all(PAGE_ROUTES.map((route) => route.load()));
    const registered = new Set(pages.flatMap((page) => page.features ?? []));
    expect(new Set(PAGE_FEATURES)).toEqual(registered);
    expect(new Set(await loadPageFeatures())).toEqual(registered);
  });

  it('declares in its own module the state of every feature the pages register (the state type derives from it)', async () => {
    for (const feature of await loadPageFeatures()) {
      const file = featureFile(feature.name);
      const declaration = new RegExp(
        `declare module '@/lib/store/featureModule' \\{\\s*interface PageFeatures \\{\\s*${feature.name}: typeof ${file?.variable};`,
      );
      expect([feature.name, declaration.test(source(file!.path))]).toEqual([feature.name, true]);
    }
  });

  it('prerenders the frame of every tool whose first paint draws part of its page, from its folder', async () => {
    const frames = await loadToolFrames();
    for (const { tool, entry } of ENTRIES) {
      const framed = tool.frame === 'own' || tool.frame === 'questionnaire';
      expect([tool.id, typeof frames[tool.id]]).toEqual([
        tool.id,
        framed ? 'function' : 'undefined',
      ]);
      if (!entry.frame) continue;
      expect(entry.folders).toContain(entry.frame.module.split('/')[0]);
    }
  });

  it("lets the app import each tool's frame (a public entry of its folder, eslint.config.js)", () => {
    expect(source('eslint.config.js')).toContain(
      '...Object.values(TOOL_PAGES).flatMap((tool) => (tool.frame ? [tool.frame.module] : [])),',
    );
  });

  it("gives the budget a pattern of each tool's code: its page and its folders", () => {
    for (const { tool, entry, page } of ENTRIES) {
      const pattern = BENCH_TOOLS[tool.id];
      expect(pattern?.test(page)).toBe(true);
      for (const folder of entry.folders)
        expect(pattern?.test(`src/features/${folder}/feature.ts`)).toBe(true);
      expect(pattern?.test('src/features/session/feature.ts')).toBe(false);
    }
  });

  it("names a tool's page, frame and store parts nowhere else: the three files and its folders", () => {
    const inFolders = (folders: readonly string[]) => (path: string) =>
      folders.some((folder) => path.startsWith(`src/features/${folder}/`));
    for (const { tool, entry, page } of ENTRIES) {
      const pagesOf = (folder: string) =>
        ENTRIES.filter((other) => other.entry.folders.includes(folder)).map((other) => other.page);
      const outside = [
        ...filesNaming(pageModuleOf(entry.load)).filter((path) => path !== page),
        ...(entry.frame
          ? filesNaming(entry.frame.component).filter((path) => !inFolders(entry.folders)(path))
          : []),
        ...FEATURE_FILES.filter((file) => entry.folders.includes(file.folder)).flatMap((file) =>
          filesNaming(file.variable).filter(
            (path) => !inFolders([file.folder])(path) && !pagesOf(file.folder).includes(path),
          ),
        ),
      ];
      expect([tool.id, [...new Set(outside)].sort()]).toEqual([
        tool.id,
        ['src/app/routes/toolPages.ts'].filter((path) => outside.includes(path)),
      ]);
    }
  });
});

/**
 * A tool is declared in two entries (TOOLS, src/app/tools.ts; TOOL_PAGES, src/app/routes/toolPages.ts),
 * its page and its folder (docs/architecture.md, "Adding a tool"); everything else is derived from
 * them or held equal to them here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOOLS as BENCH_TOOLS } from '../../../bench/lib/chunks';
import { OWN_FRAMES, QUESTIONNAIRE_FRAMES } from '@/app/boot/prerenderShells';
import { PAGE_ROUTES } from '@/app/routes/routeTable';
import { TOOL_PAGES } from '@/app/routes/toolPages';
import { TOOLS } from '@/app/tools';
import { ALL_FEATURES } from './allFeatures';

const ROOT = join(__dirname, '../../..');
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('the tool manifest (TOOLS and TOOL_PAGES)', () => {
  it.each(TOOLS.map((tool) => [tool.id, TOOL_PAGES[tool.id]] as const))(
    '%s: its page is the module it loads, its folders exist',
    (_id, entry) => {
      expect(existsSync(join(ROOT, `src/app/routes/${entry.page}.tsx`))).toBe(true);
      expect(entry.load.toString()).toContain(`./${entry.page}`);
      expect(entry.folders.length).toBeGreaterThan(0);
      for (const folder of entry.folders)
        expect(existsSync(join(ROOT, `src/features/${folder}/feature.ts`))).toBe(true);
    },
  );

  it('registers with the pages exactly the features of ALL_FEATURES (the state type derives from it)', async () => {
    const pages = await Promise.all(PAGE_ROUTES.map((route) => route.load()));
    const registered = new Set(pages.flatMap((page) => page.features ?? []));
    expect(new Set(ALL_FEATURES)).toEqual(registered);
  });

  it("gives each tool's page the features of its own folders only", async () => {
    for (const tool of TOOLS) {
      const entry = TOOL_PAGES[tool.id];
      const page = await entry.load();
      expect(page.features?.length).toBeGreaterThan(0);
      for (const feature of page.features ?? []) {
        const folder = entry.folders.find((name) =>
          source(`src/features/${name}/feature.ts`).includes(`'${feature.name}'`),
        );
        expect([tool.id, feature.name, folder !== undefined]).toEqual([
          tool.id,
          feature.name,
          true,
        ]);
      }
    }
  });

  it('names the frame of every tool whose first paint draws part of its page, which the prerender imports', () => {
    const prerender = source('src/app/boot/prerenderShells.tsx');
    for (const tool of TOOLS) {
      const { frame } = TOOL_PAGES[tool.id];
      const framed = tool.frame === 'own' || tool.frame === 'questionnaire';
      expect([tool.id, frame !== undefined]).toEqual([tool.id, framed]);
      if (!frame) continue;
      expect(existsSync(join(ROOT, `src/features/${frame}`))).toBe(true);
      expect(prerender).toContain(`'@/features/${frame.replace(/\.tsx$/, '')}'`);
      const frames: Record<string, unknown> = { ...OWN_FRAMES, ...QUESTIONNAIRE_FRAMES };
      expect(frames[tool.id]).toBeDefined();
    }
  });

  it("gives the budget a pattern of each tool's code: its page and its folders", () => {
    for (const tool of TOOLS) {
      const { page, folders } = TOOL_PAGES[tool.id];
      const pattern = BENCH_TOOLS[tool.id];
      expect(pattern?.test(`src/app/routes/${page}.tsx`)).toBe(true);
      for (const folder of folders)
        expect(pattern?.test(`src/features/${folder}/feature.ts`)).toBe(true);
      expect(pattern?.test('src/features/session/feature.ts')).toBe(false);
    }
  });

  it("lets the app import each tool's frame (a public entry of its folder, eslint.config.js)", () => {
    const config = source('eslint.config.js');
    expect(config).toContain(
      '...Object.values(TOOL_PAGES).flatMap((tool) => (tool.frame ? [tool.frame] : []))',
    );
  });
});

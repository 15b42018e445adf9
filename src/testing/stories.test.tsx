/**
 * Every story of the app, run as a test: the story renders with the preview's decorators and
 * loaders (see storybookSetup.ts), its play function runs, then axe checks the whole document
 * body (dialogs and toasts render in portals there) for accessibility violations.
 */
import { globSync } from 'node:fs';
import path from 'node:path';
import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import preview from '../../.storybook/preview';

type StoriesModule = Parameters<typeof composeStories>[0];
/** What the test uses of a composed story. */
interface RunnableStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
}

const SRC_DIR = path.resolve(__dirname, '..');
const STORY_FILES = globSync('**/*.stories.tsx', { cwd: SRC_DIR }).sort();

/** axe's default region matcher, plus the positioner of an open popup menu (see below). */
const REGION_MATCHER = [
  'dialog',
  '[role=dialog]',
  '[role=alertdialog]',
  'svg',
  // A menu renders in a portal at the end of the body, outside every landmark, like a dialog;
  // it exists only while open and belongs to the button that controls it.
  '[data-scope=menu][data-part=positioner]',
].join(', ');

const AXE_OPTIONS: axe.RunOptions = {
  rules: {
    // Rules that cannot work in jsdom, which neither lays out nor paints:
    // - the colours behind a text are unknown, so contrast cannot be measured (the palettes are
    //   checked in a real browser);
    // - the label-in-name check draws glyphs on a canvas to skip icon-font ligatures, and jsdom
    //   has no canvas: the check errors on every element it looks at.
    'color-contrast': { enabled: false },
    'label-content-name-mismatch': { enabled: false },
  },
  resultTypes: ['violations'],
};

function describeViolations(violations: axe.Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.help}) at ${node.target.map(String).join(' > ')}`,
    ),
  );
}

test('the stories are found', () => {
  expect(STORY_FILES.length).toBeGreaterThan(0);
});

/**
 * The sidebar's groups, from the preview's `storySort` order: each root (a string) may be followed
 * by the list of its second-level groups.
 */
function sidebarGroups(): Map<string, readonly string[]> {
  const order = (preview.parameters?.options as { storySort: { order: unknown[] } }).storySort
    .order;
  const groups = new Map<string, readonly string[]>();
  order.forEach((entry, index) => {
    if (typeof entry !== 'string') return;
    const next = order[index + 1];
    groups.set(entry, Array.isArray(next) ? (next as string[]) : []);
  });
  return groups;
}

/** Where a title breaks the sidebar's tree, or undefined when it follows it. */
function titleProblem(title: unknown, groups: Map<string, readonly string[]>): string | undefined {
  if (typeof title !== 'string') return 'no explicit title';
  const [root, second, ...rest] = title.split('/');
  const seconds = groups.get(root ?? '');
  if (!seconds) return `'${root}' is not a root of the sidebar`;
  if (seconds.length === 0) return second && rest.length === 0 ? undefined : 'not root/Component';
  if (!second || !seconds.includes(second)) return `'${second}' is not a group of '${root}'`;
  return rest.length === 1 ? undefined : 'not root/group/Component';
}

test('every story file has an explicit title in the sidebar tree, and no two share one', () => {
  const groups = sidebarGroups();
  const titles = STORY_FILES.map(
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (file) => [file, (require(path.join(SRC_DIR, file)) as StoriesModule).default.title] as const,
  );
  const problems = titles.flatMap(([file, title]) => {
    const problem = titleProblem(title, groups);
    return problem ? [`${file}: ${String(title)}: ${problem}`] : [];
  });
  expect(problems).toEqual([]);
  expect(new Set(titles.map(([, title]) => title)).size).toBe(titles.length);
});

/**
 * Stories render where a page's content renders in the app: inside the main landmark. Dialogs,
 * menus and toasts still go to the end of the body through their portals. The same element serves
 * every story; `run` unmounts the previous story (portals included) before rendering the next.
 */
/**
 * A story plays its interactions, then axe reads the whole page: on a loaded 2-core machine one
 * of the larger forms can take several seconds.
 */
jest.setTimeout(30_000);

let canvasElement: HTMLElement;
beforeAll(() => {
  axe.configure({ checks: [{ id: 'region', options: { regionMatcher: REGION_MATCHER } }] });
  canvasElement = document.createElement('main');
  document.body.append(canvasElement);
});
afterAll(() => canvasElement.remove());

describe.each(STORY_FILES)('%s', (file) => {
  // The story modules are loaded while Jest collects the tests, which must be synchronous.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const stories = composeStories(require(path.join(SRC_DIR, file)) as StoriesModule) as Record<
    string,
    RunnableStory
  >;

  test.each(Object.entries(stories))('%s', async (_exportName, Story) => {
    await Story.run({ canvasElement });
    const results = await axe.run(document.body, AXE_OPTIONS);
    expect(describeViolations(results.violations)).toEqual([]);
  });
});

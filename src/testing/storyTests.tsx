/**
 * The stories of the app run as tests: each story renders with the preview's decorators and
 * loaders (see storybookSetup.ts), its play function runs, then axe checks the whole document
 * body (dialogs and toasts render in portals there) for accessibility violations. The stories are
 * shared out among a few test files (STORY_GROUPS), so that the test workers run them side by side.
 */
import { globSync } from 'node:fs';
import path from 'node:path';
import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';

type StoriesModule = Parameters<typeof composeStories>[0];
/** What the test uses of a composed story. */
interface RunnableStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
}

export const SRC_DIR = path.resolve(__dirname, '..');
export const STORY_FILES = globSync('**/*.stories.tsx', { cwd: SRC_DIR }).sort();

/** The test files' shares of the stories, by folder under src/ (each story file in exactly one). */
export const STORY_GROUPS = {
  /** src/testing/stories.test.tsx */
  shared: /^(app|dev|ui)\//,
  /** src/testing/stories.features.test.tsx */
  features:
    /^features\/(account|session|history|psi-library|rupteur-finder|rupteur-result|environmental-data)\//,
  /** src/testing/stories.configurators.test.tsx */
  configurators: /^features\/(floor-configurator|carbon-simulator)\//,
} as const;

export type StoryGroup = keyof typeof STORY_GROUPS;

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

/** Declares the tests of every story of a group: call once, at the top of a test file. */
export function describeStories(group: StoryGroup): void {
  const files = STORY_FILES.filter((file) => STORY_GROUPS[group].test(file));
  test(`the ${group} stories are found`, () => expect(files.length).toBeGreaterThan(0));
  describeStoryFiles(files);
}

/**
 * Stories render where a page's content renders in the app: inside the main landmark. Dialogs,
 * menus and toasts still go to the end of the body through their portals. The same element serves
 * every story; `run` unmounts the previous story (portals included) before rendering the next.
 */
function describeStoryFiles(files: readonly string[]): void {
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

  describe.each(files)('%s', (file) => {
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
}

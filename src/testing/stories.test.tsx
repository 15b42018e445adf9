/**
 * The stories of the shared layers and the app (src/app, src/dev, src/ui) as tests, and the
 * sidebar's tree of every story file; the features' stories run in the two other files of
 * STORY_GROUPS (src/testing/storyTests.tsx).
 */
import path from 'node:path';
import type { composeStories } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import { describeStories, SRC_DIR, STORY_FILES, STORY_GROUPS } from './storyTests';

type StoriesModule = Parameters<typeof composeStories>[0];

test('every story file is in exactly one test file', () => {
  const groups = Object.values(STORY_GROUPS);
  const misplaced = STORY_FILES.filter(
    (file) => groups.filter((pattern) => pattern.test(file)).length !== 1,
  );
  expect(misplaced).toEqual([]);
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

describeStories('shared');

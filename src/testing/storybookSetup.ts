/**
 * Portable stories: the project annotations of .storybook/preview (decorators, globals, loaders)
 * apply to every `composeStories` call. The stories' MSW loader reuses the `msw/node` server that
 * setupTests starts, since jsdom has no service worker.
 *
 * Storybook and the preview take about two seconds to load, so only the story test files
 * (`stories*.test.tsx`) load them. The annotations must be set before the test file composes its
 * stories, which happens while Jest collects the tests: hence the synchronous `require`.
 */
/* eslint-disable @typescript-eslint/no-require-imports */

if (/stories(\.\w+)?\.test\.tsx?$/.test(expect.getState().testPath ?? '')) {
  const { setProjectAnnotations } =
    require('@storybook/react-vite') as typeof import('@storybook/react-vite');
  const { provideMswApi } =
    require('../../.storybook/msw') as typeof import('../../.storybook/msw');
  const preview = (require('../../.storybook/preview') as typeof import('../../.storybook/preview'))
    .default;
  const { server } = require('../../mock-server/node') as typeof import('../../mock-server/node');

  provideMswApi(server);
  setProjectAnnotations(preview);
}

export {};

/**
 * Storybook of the shell and shared components. The Vite builder merges the project's
 * vite.config.ts, so the `@/` and `@mock/` aliases and the React plugin are the app's own.
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The introduction page first, then every component's stories.
  stories: ['../src/Introduction.mdx', '../src/**/*.stories.tsx'],
  addons: [
    // The Accessibility panel: axe runs on the story in a real browser, so it also checks colour
    // contrast, which the Jest story test (jsdom paints nothing) cannot.
    '@storybook/addon-a11y',
    // Docs pages: one generated page per component (the `autodocs` tag in preview.tsx) with its
    // props table and every story, and the MDX introduction page.
    '@storybook/addon-docs',
  ],
  // Serves public/mockServiceWorker.js, the MSW worker of the mock backend.
  staticDirs: ['../public'],
  // Chakra's package.json declares a composed remote Storybook; it cannot load offline.
  refs: { '@chakra-ui/react': { disable: true } },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;

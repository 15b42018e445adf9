/**
 * Storybook of the shell and shared components. The Vite builder merges the project's
 * vite.config.ts, so the `@/` and `@mock/` aliases and the React plugin are the app's own.
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  // Serves public/mockServiceWorker.js, the MSW worker of the mock backend.
  staticDirs: ['../public'],
  // Chakra's package.json declares a composed remote Storybook; it cannot load offline.
  refs: { '@chakra-ui/react': { disable: true } },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;

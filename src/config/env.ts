/**
 * Build-time settings, read once from Vite's environment.
 * - VITE_API_BASE_URL: the API base address, overriding the one chosen from the host name.
 * - VITE_MOCK_API: 'off' starts the app without the embedded mock backend (a real backend answers).
 * - VITE_HISTORY_FIRST_ITEMS: 'off' leaves the history's first items to the app's list (the page's
 *   inline script still sends the list's early request but draws nothing): a build for the
 *   benchmark's comparison only (bench/historyFirstItems.ts).
 *
 * Tests replace this module (see jest.config.ts), since `import.meta` exists only in ES modules.
 */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL as string | undefined,
  mockApi: import.meta.env.VITE_MOCK_API !== 'off',
  historyFirstItems: import.meta.env.VITE_HISTORY_FIRST_ITEMS !== 'off',
  dev: import.meta.env.DEV,
};

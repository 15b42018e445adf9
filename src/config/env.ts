/**
 * Build-time settings, read once from Vite's environment.
 * - VITE_API_BASE_URL: the API base address, overriding the one chosen from the host name.
 * - VITE_MOCK_API: 'off' starts the app without the embedded mock backend (a real backend answers).
 *
 * Tests replace this module (see jest.config.ts), since `import.meta` exists only in ES modules.
 */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL as string | undefined,
  mockApi: import.meta.env.VITE_MOCK_API !== 'off',
  dev: import.meta.env.DEV,
};

/** The build-time settings as the tests see them: the mock backend answers on the page's origin. */
export const env = {
  apiBaseUrl: undefined as string | undefined,
  mockApi: true,
  historyFirstItems: true,
  dev: false,
};

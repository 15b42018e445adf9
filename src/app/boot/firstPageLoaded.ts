/** The router as far as the app's start reads it (react-router's DataRouter). */
interface StartingRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/**
 * Resolves once the router has loaded the code of the page it opens with (its lazy route): the app's
 * first render then draws that page, not the router's loading state, in place of the first paint's
 * frame.
 */
export function firstPageLoaded(router: StartingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

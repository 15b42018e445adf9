import { firstPageLoaded } from './firstPageLoaded';

type Listener = (state: { initialized: boolean }) => void;

/** A router whose first page's code loads when `load` is called. */
function routerLoading() {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized: false },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const load = () => {
    router.state = { initialized: true };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router, load, listeners };
}

describe('the app’s first render waits for its first page’s code', () => {
  it('resolves once the router has loaded it, and stops listening', async () => {
    const { router, load, listeners } = routerLoading();
    let ready = false;
    const waiting = firstPageLoaded(router).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    load();
    await waiting;
    expect(ready).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('resolves at once when it is already loaded', async () => {
    const { router, load } = routerLoading();
    load();
    await expect(firstPageLoaded(router)).resolves.toBeUndefined();
  });
});

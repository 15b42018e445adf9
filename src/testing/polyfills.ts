/**
 * Browser APIs that jsdom lacks, set before any module loads (a test file that asks for Jest's node
 * environment has no window).
 */
import 'fake-indexeddb/auto';

if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  Element.prototype.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}

// jsdom's XMLHttpRequest clears its timeout's timer when a response ends or on abort, not on a
// network error: with the API client's 30 s timeout, each request that a test's mock server cut
// off (HttpResponse.error()) kept the test's worker alive 30 s after its tests ("A worker process
// has failed to exit gracefully"). The timer is cleared here on the request's 'error'.
if (typeof XMLHttpRequest !== 'undefined') {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function sendClearingTimeoutOnError(
    this: XMLHttpRequest,
    ...args: Parameters<XMLHttpRequest['send']>
  ) {
    this.addEventListener(
      'error',
      () => {
        this.timeout = 0;
      },
      { once: true },
    );
    return send.apply(this, args);
  };
}

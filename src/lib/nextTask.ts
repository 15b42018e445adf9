/**
 * Resolves in a later task of the page's main thread, so that the browser can paint and answer
 * input in between: the app's start runs as several short tasks instead of one long one (a phone
 * would otherwise not react to a tap for the whole start). `scheduler.yield` where the browser has
 * it (it resumes ahead of other queued tasks), a zero-delay timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

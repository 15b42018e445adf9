/**
 * The benchmark's one interaction clock: what the user sees, measured from outside the product.
 *
 * - Input: trusted, through the browser driver (a mouse press and release, keys): the caller's
 *   `act` uses Playwright's `locator.click`, `page.mouse` or `page.keyboard`, never a script's
 *   `element.click()` (no input event, so no Event Timing entry).
 * - INP: the browser's own Event Timing entries of the interaction (PerformanceObserver type
 *   'event', durationThreshold 16, interactionId > 0, buffered): the longest duration among the
 *   entries of that interaction, input to the next paint, as Core Web Vitals measure it. When the
 *   page received the trusted input but no entry reached 16 ms, the INP is reported as 16 ms (an
 *   upper bound).
 * - Settled: from the interaction's start (its first entry's start time) to the first frame after
 *   the last change in `<main>`, once no request is in flight (counted through the driver's
 *   'request', 'requestfinished' and 'requestfailed' events) and nothing changed for 500 ms (plus
 *   any delay of the specification the row declares, e.g. a debounce).
 * - Server: the API requests (fetch, XHR) that started during the interaction, from the page's
 *   Resource Timing: their summed and longest durations, and when the last answer ended; the
 *   settled time after that last answer is what the page itself took once it had its data.
 */
import type { Page } from 'playwright-core';

/** The Event Timing threshold (the smallest the browser allows). */
export const EVENT_THRESHOLD_MS = 16;
/** No change in `<main>` and no request for this long: the interaction has settled. */
export const SETTLE_QUIET_MS = 500;
/** An interaction that has not settled after this long is a failed sample. */
const SETTLE_TIMEOUT_MS = 20_000;
const POLL_MS = 100;

/** One interaction, measured. */
export interface InteractionSample {
  /** Event Timing: the longest entry of the interaction (ms). */
  inp: number;
  /** Of which after the handlers: from the end of the event handlers to the paint (ms). */
  afterHandlers: number;
  /** Input to the first frame after the last change in `<main>` (ms). */
  settled: number;
  /** Input to the end of the last API answer, null when no API request was made (ms). */
  lastAnswer: number | null;
  /**
   * Settled time after the last API answer (the settled time when there was none; 0 when the last
   * change came before the last answer) (ms).
   */
  settledAfterAnswer: number;
  /** The API requests of the interaction: how many, their summed and longest durations (ms). */
  requests: number;
  serverSum: number;
  serverLongest: number;
}

/** A sample, or why it could not be measured. */
export type SampleResult = InteractionSample | { failed: string };

interface EventRecord {
  name: string;
  startTime: number;
  duration: number;
  processingEnd: number;
  interactionId: number;
}

interface Probe {
  events: EventRecord[];
  trusted: number[];
  lastChange: number;
  frameAfterChange: number;
}

type ProbedWindow = Window & { __benchProbe?: Probe };

/**
 * The page's side, installed before any of the page's scripts (`page.addInitScript`): the Event
 * Timing observer, a record of trusted input, and the changes in `<main>` with the frame after each.
 */
function installProbe(threshold: number): void {
  const probe: Probe = { events: [], trusted: [], lastChange: 0, frameAfterChange: 0 };
  (window as ProbedWindow).__benchProbe = probe;
  performance.setResourceTimingBufferSize(100_000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId > 0)
        probe.events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          processingEnd: entry.processingEnd,
          interactionId: entry.interactionId,
        });
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit);
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (event) => event.isTrusted && probe.trusted.push(event.timeStamp), {
      capture: true,
    });
  let frameAsked = false;
  const changed = () => {
    probe.lastChange = performance.now();
    if (frameAsked) return;
    frameAsked = true;
    // The frame that paints the change: its animation frame, then the task after its paint.
    requestAnimationFrame(() => {
      frameAsked = false;
      setTimeout(() => (probe.frameAfterChange = performance.now()), 0);
    });
  };
  const inMain = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement;
    return Boolean(element?.closest('main'));
  };
  const holdsMain = (nodes: NodeList) =>
    [...nodes].some(
      (node) => node instanceof Element && (node.matches('main') || node.querySelector('main')),
    );
  const observer = new MutationObserver((records) => {
    if (
      records.some(
        (record) =>
          inMain(record.target) || holdsMain(record.addedNodes) || holdsMain(record.removedNodes),
      )
    )
      changed();
  });
  const observe = () =>
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  if (document.documentElement) observe();
  else addEventListener('DOMContentLoaded', observe, { once: true });
}

/** Installs the clock's probes on a page before it loads anything. */
export async function installInteractionClock(page: Page): Promise<void> {
  await page.addInitScript(installProbe, EVENT_THRESHOLD_MS);
}

/** The requests in flight, through the driver's events (every request of the page, any kind). */
export function watchRequests(page: Page): { inFlight: () => number; quietFor: () => number } {
  let inFlight = 0;
  let lastEvent = Date.now();
  const started = () => {
    inFlight += 1;
    lastEvent = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastEvent = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { inFlight: () => inFlight, quietFor: () => Date.now() - lastEvent };
}

const clocks = new WeakMap<Page, ReturnType<typeof watchRequests>>();
function requestsOf(page: Page) {
  let watcher = clocks.get(page);
  if (!watcher) clocks.set(page, (watcher = watchRequests(page)));
  return watcher;
}

/** What the page knows of the interaction that started after `mark`, once it has settled. */
function readInteraction({ mark, threshold }: { mark: number; threshold: number }) {
  const probe = (window as ProbedWindow).__benchProbe;
  if (!probe) return { failed: 'the clock’s probe is not in the page (installInteractionClock)' };
  const events = probe.events.filter((entry) => entry.startTime >= mark);
  const trusted = probe.trusted.filter((time) => time >= mark);
  const firstId = events.length
    ? events.reduce((first, entry) => (entry.startTime < first.startTime ? entry : first))
        .interactionId
    : null;
  const own = events.filter((entry) => entry.interactionId === firstId);
  if (own.length === 0 && trusted.length === 0)
    return { failed: 'no trusted input reached the page' };
  const start = own.length ? Math.min(...own.map((entry) => entry.startTime)) : trusted[0]!;
  const longest = own.length
    ? own.reduce((max, entry) => (entry.duration > max.duration ? entry : max))
    : null;
  if (probe.lastChange < start || probe.frameAfterChange < probe.lastChange)
    return { failed: 'the interaction changed nothing in <main>' };
  const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) =>
      entry.startTime >= start &&
      (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest'),
  );
  const settled = probe.frameAfterChange - start;
  const lastAnswer = api.length ? Math.max(...api.map((entry) => entry.responseEnd)) - start : null;
  return {
    inp: longest ? longest.duration : threshold,
    afterHandlers: longest
      ? Math.max(0, longest.startTime + longest.duration - longest.processingEnd)
      : 0,
    settled,
    lastAnswer,
    // An answer that changed nothing (a draft saved) left the page nothing to do after it.
    settledAfterAnswer: lastAnswer === null ? settled : Math.max(0, settled - lastAnswer),
    requests: api.length,
    serverSum: api.reduce((sum, entry) => sum + entry.duration, 0),
    serverLongest: api.length ? Math.max(...api.map((entry) => entry.duration)) : 0,
  };
}

/**
 * Waits until the page is quiet: no request in flight and no change in `<main>` for the quiet
 * time (before the first sample, after a navigation). Throws after the settle timeout.
 */
export async function waitUntilQuiet(page: Page, quiet = SETTLE_QUIET_MS): Promise<void> {
  const requests = requestsOf(page);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    if (requests.inFlight() === 0 && requests.quietFor() >= quiet) {
      const sinceChange = await page.evaluate(
        () => performance.now() - ((window as ProbedWindow).__benchProbe?.lastChange ?? 0),
      );
      if (sinceChange >= quiet) return;
    }
    if (Date.now() > deadline) throw new Error(`the page never became quiet for ${quiet} ms`);
    await page.waitForTimeout(POLL_MS);
  }
}

export interface MeasureOptions {
  /** A delay the specification sets before the change applies (e.g. a debounce), added to the quiet time. */
  specDelayMs?: number;
}

/**
 * Measures one interaction: `act` gives the page trusted input; the clock then waits until the
 * page has settled (no request in flight and no change in `<main>` for the quiet time) and reads
 * the interaction's entries.
 */
export async function measureInteraction(
  page: Page,
  act: () => Promise<void>,
  { specDelayMs = 0 }: MeasureOptions = {},
): Promise<SampleResult> {
  const quiet = SETTLE_QUIET_MS + specDelayMs;
  const mark = await page.evaluate(() => performance.now());
  try {
    await act();
  } catch (error) {
    return { failed: `the input could not be given (${(error as Error).message.split('\n')[0]})` };
  }
  // Nothing is read from the page before the quiet time: the reads would be tasks of the page's own.
  await page.waitForTimeout(quiet);
  try {
    await waitUntilQuiet(page, quiet);
  } catch (error) {
    return { failed: (error as Error).message };
  }
  return page.evaluate(readInteraction, { mark, threshold: EVENT_THRESHOLD_MS });
}

/** The samples of one row: the interactions after the warm-ups, and the reasons of failed ones. */
export interface RowSamples {
  samples: InteractionSample[];
  failures: string[];
}

export const WARM_UPS = 2;

/**
 * Measures `runs` interactions after `WARM_UPS` warm-ups, the `acts` given in turn (e.g. two
 * choices alternated, so that each click changes something).
 */
export async function sampleInteractions(
  page: Page,
  acts: readonly (() => Promise<void>)[],
  runs: number,
  options: MeasureOptions = {},
): Promise<RowSamples> {
  const samples: InteractionSample[] = [];
  const failures: string[] = [];
  for (let run = 0; run < runs + WARM_UPS; run += 1) {
    const result = await measureInteraction(page, acts[run % acts.length]!, options);
    if (run < WARM_UPS) continue;
    if ('failed' in result) failures.push(result.failed);
    else samples.push(result);
  }
  return { samples, failures };
}

/**
 * Where the time of an interaction goes, a script for the one who makes it faster (not a target,
 * not a test): the form interactions of the benchmark on the build for a real backend, built
 * unminified with source maps, at the benchmark's CPU slowdown, with the browser's trace and the
 * V8 CPU profile recorded over the measured clicks.
 *
 *   npx node bench/profileInteraction.ts [floor-type | load-case | carbon]   (default floor-type)
 *
 * For each click, the window is the interaction's own (its pointerdown to the paint, the INP of
 * the interaction clock). It prints, summed over the windows:
 * - the main thread's self time by kind (scripting, style, layout, paint, other);
 * - the JavaScript self time by source file (through the source maps) and by function;
 * - the inclusive time of the React components and hooks (a function named in PascalCase or
 *   `use…`) on the stack: what rendered.
 *
 * Settings: BENCH_RUNS (clicks, default 10, after two warm-ups), BENCH_CPU_SLOWDOWN (default 4),
 * BENCH_PROFILE_REUSE=1 (the build of a previous run, bench/.output/profile-real, whose API is on
 * port PROFILE_API_PORT), BENCH_PROFILE_TOP (lines per table, default 25).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { startMockServerProcess } from '../scripts/mockServerProcess.ts';
import { CARBON_FORM } from './carbonInteraction.ts';
import { FLOOR_TYPE_FORM, LOAD_CASE_FORM } from './configuratorInteraction.ts';
import { PHONE, slowDown, CPU_SLOWDOWN } from './lib/cpuSlowdown.ts';
import { clickChoices, openForm, type FormInteraction } from './lib/formInteraction.ts';
import {
  installInteractionClock,
  measureInteraction,
  WARM_UPS,
  type InteractionSample,
} from './lib/interactionClock.ts';
import { buildApp, launchChromium, median, OUTPUT_DIR, ROOT, startPreview } from './lib/run.ts';

const FORMS: Record<string, FormInteraction> = {
  'floor-type': FLOOR_TYPE_FORM,
  'load-case': LOAD_CASE_FORM,
  carbon: CARBON_FORM,
};
/** The API port of the profile build (fixed, so that BENCH_PROFILE_REUSE can use it again). */
const PROFILE_API_PORT = 8931;
const runs = Number(process.env.BENCH_RUNS ?? 10);
const top = Number(process.env.BENCH_PROFILE_TOP ?? 25);
const which = process.argv[2] ?? 'floor-type';
const form = FORMS[which];
if (!form) throw new Error(`Unknown interaction '${which}': ${Object.keys(FORMS).join(', ')}`);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

type Window = [start: number, end: number];

const KINDS: [kind: string, test: RegExp][] = [
  [
    'scripting',
    /^(EventDispatch|FunctionCall|TimerFire|RunMicrotasks|EvaluateScript|FireAnimationFrame|V8\.|v8\.|MajorGC|MinorGC|GCEvent|BlinkGC)/,
  ],
  [
    'style',
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)/,
  ],
  ['layout', /^(Layout|UpdateLayerTree|IntersectionObserverController)/],
  ['paint', /^(Paint|PrePaint|Layerize|Commit|CompositeLayers|PaintImage|UpdateLayer|RasterTask)/],
];
const kindOf = (name: string) => {
  const kind = KINDS.find(([, test]) => test.test(name))?.[0];
  return kind ?? `other: ${name}`;
};

/** Self time (µs) of each complete event of one thread, clipped to the windows, summed by kind. */
function selfTimeByKind(events: TraceEvent[], windows: Window[]): Map<string, number> {
  const sums = new Map<string, number>();
  const complete = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const overlap = (start: number, end: number) =>
    windows.reduce(
      (sum, [from, to]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)),
      0,
    );
  // Each event's time minus its children's: a stack of the open events.
  const stack: { event: TraceEvent; end: number; cursor: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      const self = overlap(done.cursor, done.end);
      const kind = kindOf(done.event.name);
      sums.set(kind, (sums.get(kind) ?? 0) + self);
      if (stack.length) stack.at(-1)!.cursor = done.end;
    }
  };
  for (const event of complete) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) {
      const self = overlap(parent.cursor, event.ts);
      const kind = kindOf(parent.event.name);
      sums.set(kind, (sums.get(kind) ?? 0) + self);
      parent.cursor = event.ts + event.dur!;
    }
    stack.push({ event, end: event.ts + event.dur!, cursor: event.ts });
  }
  close(Number.POSITIVE_INFINITY);
  return sums;
}

/** The source maps of the build's chunks, by the chunk's URL. */
function sourceMaps(dir: string) {
  const consumers = new Map<string, SourceMapConsumer | null>();
  return (url: string): SourceMapConsumer | null => {
    if (!consumers.has(url)) {
      const path = join(dir, new URL(url).pathname + '.map');
      consumers.set(
        url,
        existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null,
      );
    }
    return consumers.get(url)!;
  };
}

function analyseProfile(profile: CpuProfile, windows: Window[], dir: string) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const mapOf = sourceMaps(dir);
  const sourceOf = (frame: ProfileNode['callFrame']) => {
    if (!frame.url.startsWith('http')) return frame.url || '(native)';
    const map = mapOf(frame.url);
    if (!map) return new URL(frame.url).pathname;
    const source = map.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    }).source;
    return source ? relative(ROOT, resolve(dir, 'assets', source)).replace(/^(\.\.\/)+/, '') : '?';
  };
  const self = new Map<string, number>();
  const bySource = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, value: number) =>
    map.set(key, (map.get(key) ?? 0) + value);
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index]!;
    const interval = profile.timeDeltas[index + 1] ?? 0;
    if (!windows.some(([from, to]) => time >= from && time < to)) return;
    const node = byId.get(id)!;
    const frame = node.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') {
      add(self, frame.functionName, interval);
      return;
    }
    add(self, `${frame.functionName || '(anonymous)'} ${sourceOf(frame)}`, interval);
    add(
      bySource,
      sourceOf(frame).replace(/^node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*$/, '$1'),
      interval,
    );
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      if (/^([A-Z][A-Za-z0-9]*|use[A-Z][A-Za-z0-9]*)$/.test(name) && !seen.has(name)) {
        seen.add(name);
        add(inclusive, name, interval);
      }
    }
  });
  return { self, bySource, inclusive };
}

function table(title: string, map: Map<string, number>, clicks: number): string {
  const rows = [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `\n${title} (ms per click)`,
    ...rows.map(([key, us]) => `${(us / 1000 / clicks).toFixed(1).padStart(8)}  ${key}`),
  ].join('\n');
}

/**
 * The page's side: a React DevTools hook that counts, at each commit, the components that rendered
 * (a function or class fiber with React's PerformedWork flag), by name, into `__renders`.
 */
function countRenders(): void {
  const named = (type: unknown): string => {
    if (!type || typeof type === 'string') return '';
    const value = type as { displayName?: string; name?: string; render?: unknown; type?: unknown };
    return (
      value.displayName ||
      value.name ||
      (value.render ? named(value.render) : '') ||
      (value.type ? named(value.type) : '') ||
      ''
    );
  };
  const PERFORMED_WORK = 1;
  let counts: Record<string, number> = {};
  type Fiber = {
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    flags: number;
    type: unknown;
    tag: number;
  };
  // Function (0), class (1), forwardRef (11), memo (14) and simple memo (15) components.
  const isComponent = (fiber: Fiber) => [0, 1, 11, 14, 15].includes(fiber.tag);
  const add = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);
  /** A subtree mounted in this commit. */
  const mounted = (fiber: Fiber | null) => {
    for (let at = fiber; at; at = at.sibling) {
      if (isComponent(at)) add(`${named(at.type) || '(anonymous)'} (mount)`);
      mounted(at.child);
    }
  };
  /**
   * The fibers of this commit, as React's DevTools walk them: a fiber whose children are those of
   * the previous commit was not visited by the render (its subtree bailed out).
   */
  const visit = (fiber: Fiber, parentRendered: boolean) => {
    const previous = fiber.alternate;
    if (!previous) {
      if (isComponent(fiber)) add(`${named(fiber.type) || '(anonymous)'} (mount)`);
      return mounted(fiber.child);
    }
    const rendered = isComponent(fiber) && (fiber.flags & PERFORMED_WORK) !== 0;
    if (rendered) {
      const name = named(fiber.type) || '(anonymous)';
      add(name);
      if (!parentRendered) add(`↳ render started at ${name}`);
    }
    if (fiber.child === previous.child) return;
    for (let child = fiber.child; child; child = child.sibling)
      visit(child, rendered || (parentRendered && !isComponent(fiber)));
  };
  const commits: { time: number; counts: Record<string, number> }[] = [];
  (window as unknown as { __commits: typeof commits }).__commits = commits;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ =
    {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberRoot: (_id: number, root: { current: never }) => {
        counts = {};
        visit(root.current as Fiber, false);
        commits.push({ time: performance.now(), counts });
      },
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
    };
}

const dir = join(OUTPUT_DIR, 'profile-real');
const mockServer = await startMockServerProcess({ port: PROFILE_API_PORT });
try {
  if (!(process.env.BENCH_PROFILE_REUSE && existsSync(join(dir, 'index.html')))) {
    console.log('profile: building unminified, with source maps');
    await buildApp({
      outDir: dir,
      mock: false,
      apiBaseUrl: mockServer.url,
      args: ['--minify', 'false', '--sourcemap'],
    });
  }
  const preview = await startPreview(dir);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await installInteractionClock(page);
    await page.addInitScript(countRenders);
    await slowDown(page);
    const unreachable = await openForm(page, form, preview.url(form.site, form.path));
    if (unreachable) throw new Error(unreachable);
    const acts = clickChoices(page, form);
    for (let run = 0; run < WARM_UPS; run += 1) await measureInteraction(page, acts[run % 2]!);

    const session = await context.newCDPSession(page);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 100 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'],
    });
    await session.send('Profiler.start');

    const samples: InteractionSample[] = [];
    /** Components rendered before the paint of the interaction, and after it. */
    const before = new Map<string, number>();
    const after = new Map<string, number>();
    let commitsBefore = 0;
    let commitsAfter = 0;
    for (let run = 0; run < runs; run += 1) {
      await page.evaluate(() => {
        (window as unknown as { __commits: unknown[] }).__commits.length = 0;
      });
      const result = await measureInteraction(page, acts[run % 2]!);
      if ('failed' in result) throw new Error(result.failed);
      samples.push(result);
      const split = await page.evaluate(() => {
        const probe = (
          window as unknown as {
            __benchProbe: {
              events: { startTime: number; duration: number; interactionId: number }[];
            };
          }
        ).__benchProbe;
        const last = Math.max(...probe.events.map((entry) => entry.interactionId));
        const own = probe.events.filter((entry) => entry.interactionId === last);
        const start = Math.min(...own.map((entry) => entry.startTime));
        const end = Math.max(...own.map((entry) => entry.startTime + entry.duration));
        const commits = (
          window as unknown as { __commits: { time: number; counts: Record<string, number> }[] }
        ).__commits;
        return {
          start,
          end,
          all: commits.map((commit) => ({
            at: Math.round(commit.time - start),
            roots: Object.entries(commit.counts)
              .filter(([name]) => name.startsWith('↳'))
              .map(([name, count]) => `${name.slice(19)}×${count}`)
              .join(', '),
            top: Object.entries(commit.counts)
              .filter(([name]) => !name.startsWith('↳'))
              .sort((a, b) => b[1] - a[1])
              .slice(0, 14)
              .map(([name, count]) => `${name}×${count}`)
              .join(', '),
            total: Object.entries(commit.counts)
              .filter(([name]) => !name.startsWith('↳'))
              .reduce((sum, [, count]) => sum + count, 0),
          })),
          before: commits.filter((commit) => commit.time >= start && commit.time <= end),
          after: commits.filter((commit) => commit.time > end),
        };
      });
      for (const [list, into] of [
        [split.before, before],
        [split.after, after],
      ] as const)
        for (const commit of list)
          for (const [name, count] of Object.entries(commit.counts))
            into.set(name, (into.get(name) ?? 0) + count * 1000);
      if (run === runs - 1 || process.env.BENCH_PROFILE_COMMITS)
        console.log(
          `click ${run}: INP ${result.inp} ms (${Math.round(split.end - split.start)}); commits:\n${split.all.map((commit) => `  +${commit.at} ms: ${commit.total} components; from ${commit.roots}${commit.total > 100 ? `\n      ${commit.top}` : ''}`).join('\n')}`,
        );
      commitsBefore += split.before.length;
      commitsAfter += split.after.length;
    }
    const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };

    // The page's main thread: the renderer thread that dispatched the clicks.
    const pointerdowns = trace.traceEvents
      .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointerdown')
      .sort((a, b) => a.ts - b.ts);
    if (pointerdowns.length !== samples.length)
      throw new Error(
        `${pointerdowns.length} pointerdowns in the trace for ${samples.length} clicks`,
      );
    const { pid, tid } = pointerdowns[0]!;
    const windows = pointerdowns.map((event, index): Window => [
      event.ts,
      event.ts + samples[index]!.inp * 1000,
    ]);
    const main = trace.traceEvents.filter((event) => event.pid === pid && event.tid === tid);
    const kinds = selfTimeByKind(main, windows);
    const { self, bySource, inclusive } = analyseProfile(profile, windows, dir);

    console.log(
      `${form.name}: ${samples.length} clicks, CPU ×${CPU_SLOWDOWN}; INP median ${median(samples.map((s) => s.inp))} ms, after the handlers ${median(samples.map((s) => s.afterHandlers))} ms`,
    );
    console.log(table('Main thread, self time by kind, in the INP windows', kinds, samples.length));
    console.log(table('JavaScript self time by package or source file', bySource, samples.length));
    console.log(table('JavaScript self time by function', self, samples.length));
    console.log(table('Components and hooks on the stack (inclusive)', inclusive, samples.length));
    const sum = (counts: Map<string, number>) =>
      ([...counts.values()].reduce((all, count) => all + count, 0) / 1000 / samples.length).toFixed(
        0,
      );
    console.log(
      table(
        `Components rendered per click before the paint (${sum(before)} in ${(commitsBefore / samples.length).toFixed(1)} commits)`,
        before,
        samples.length,
      ),
    );
    console.log(
      table(
        `Components rendered per click after the paint (${sum(after)} in ${(commitsAfter / samples.length).toFixed(1)} commits)`,
        after,
        samples.length,
      ),
    );
    await context.close();
  } finally {
    await browser.close();
    await preview.stop();
  }
} finally {
  await mockServer.stop();
}

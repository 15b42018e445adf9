/**
 * Benchmark of the standalone mock server (`npm run bench:mock-server`), a script, not a test.
 *
 * Starts the server quietly in its own process on 127.0.0.1, then, for each operation, keeps
 * CONCURRENCY requests in flight over keep-alive connections for a bounded time and measures the
 * throughput (requests per second) and the latency percentiles. The load comes from Node's own
 * `node:http` client (no extra dependency; lighter than `fetch` per request, so the client costs
 * less of the machine's CPU than the server it measures).
 *
 * The operations: the login, then every list and search operation with today's seed data; then,
 * with the provider state at scale (user 1 with 1,000 histories, 1,000 floor simulations and
 * solutions, 200 clusters), every list again, and all of them in turn for a minute while the
 * server's resident memory is read every 5 s (it must stay flat).
 *
 * Prints a Markdown table (each throughput also as a ratio to the login's, measured in the same
 * run) and writes bench/results/mock-server.json (git-ignored).
 * Settings: BENCH_DURATION_S (default 10), BENCH_WARMUP_S (default 2), BENCH_CONCURRENCY (4),
 * BENCH_SOAK_S (60; 0 skips the memory run), BENCH_ONLY=<text> keeps the operations whose name
 * contains it; BENCH_CPU_PROF=1 writes the server's CPU profile to bench/results/profiles/ (open it
 * in a browser's developer tools).
 * Targets on a 2-core machine, 4 requests in flight: with the seed, 1,000 requests per second each;
 * at scale, a p99 under 100 ms each.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { SCALE_STATE } from '../mock-server/states/scaleStates';
import { ROOT, startMockServerProcess } from '../scripts/mockServerProcess';
import { describeRun, machineAtStart } from './lib/os.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const TARGET_RPS = 1_000;
/** With the provider state at scale: each list's p99. */
const TARGET_SCALE_P99_MS = 100;
/** The memory run at scale, every list in turn (BENCH_SOAK_S, default 60; 0 skips it). */
const SOAK_S = Number(process.env.BENCH_SOAK_S ?? 60);
const RESULTS_FILE = join(ROOT, 'bench', 'results', 'mock-server.json');
const PROFILE_DIR = join(ROOT, 'bench', 'results', 'profiles');
const CPU_PROFILE = process.env.BENCH_CPU_PROF === '1';
/** Only the operations whose name contains this text (`BENCH_ONLY=history`). */
const ONLY = process.env.BENCH_ONLY ?? '';

const CREDENTIALS = JSON.stringify({
  username: 'claire.martin@maconnerie-martin.fr',
  password: 'Rupteo2024!',
});

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  expectedStatus: number;
}

interface Result {
  name: string;
  /** 'seed' (today's seed data) or 'scale' (the provider state at scale). */
  phase: 'seed' | 'scale';
  requests: number;
  errors: number;
  durationS: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  meetsTarget: boolean;
}

interface Reply {
  status: number;
  body: string;
}

/** Sends one request; `keepBody` false drains the body without decoding it (the load loops). */
function send(agent: Agent, url: URL, scenario: Scenario, keepBody = true): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: scenario.method,
        path: scenario.path,
        headers: scenario.body
          ? { ...scenario.headers, 'Content-Length': Buffer.byteLength(scenario.body) }
          : scenario.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        if (keepBody) res.on('data', (chunk: Buffer) => chunks.push(chunk));
        else res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: keepBody ? Buffer.concat(chunks).toString('utf8') : '',
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(scenario.body);
  });
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Keeps `CONCURRENCY` requests in flight until `seconds` have passed; returns the latencies. */
async function load(agent: Agent, url: URL, scenario: Scenario, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const reply = await send(agent, url, scenario, false);
        if (reply.status !== scenario.expectedStatus) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { latencies, errors, elapsedS: (performance.now() - started) / 1000 };
}

async function run(url: URL, scenario: Scenario, phase: Result['phase']): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    if (WARMUP_S > 0) await load(agent, url, scenario, WARMUP_S);
    const { latencies, errors, elapsedS } = await load(agent, url, scenario, DURATION_S);
    const sorted = Float64Array.from(latencies).sort();
    const rps = latencies.length / elapsedS;
    const p99Ms = percentile(sorted, 99);
    return {
      name: scenario.name,
      phase,
      requests: latencies.length,
      errors,
      durationS: Number(elapsedS.toFixed(2)),
      rps: Math.round(rps),
      p50Ms: Number(percentile(sorted, 50).toFixed(2)),
      p90Ms: Number(percentile(sorted, 90).toFixed(2)),
      p99Ms: Number(p99Ms.toFixed(2)),
      maxMs: Number((sorted[sorted.length - 1] ?? 0).toFixed(2)),
      meetsTarget: errors === 0 && rps >= TARGET_RPS,
    };
  } finally {
    agent.destroy();
  }
}

function table(results: Result[]): string {
  const login = results.find((r) => r.name === 'POST /api/login-check');
  const ratio = (r: Result) => (login ? (r.rps / login.rps).toFixed(2) : '–');
  const lines = [
    '| data | operation | requests | errors | req/s | × login | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) | target |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.phase} | \`${r.name}\` | ${r.requests} | ${r.errors} | ${r.rps} | ${ratio(r)} | ${r.p50Ms} | ${r.p90Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.meetsTarget ? 'met' : 'missed'} |`,
    ),
  ];
  return lines.join('\n');
}

/** The resident memory of a process in MB (Linux), or null where it cannot be read. */
function residentMb(pid: number | undefined): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

interface Soak {
  seconds: number;
  requests: number;
  errors: number;
  /** The server's resident memory (MB) each 5 s. */
  residentMb: (number | null)[];
}

/** Every scenario in turn, `CONCURRENCY` in flight, for `seconds`; the server's memory each 5 s. */
async function soak(url: URL, scenarios: Scenario[], pid: number | undefined, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const memory: (number | null)[] = [residentMb(pid)];
  const sampler = setInterval(() => memory.push(residentMb(pid)), 5000);
  let requests = 0;
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async (offset: number) => {
    for (let i = offset; performance.now() < deadline; i += 1) {
      const scenario = scenarios[i % scenarios.length]!;
      const reply = await send(agent, url, scenario, false).catch(() => null);
      requests += 1;
      if (reply?.status !== scenario.expectedStatus) errors += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => worker(index)));
  } finally {
    clearInterval(sampler);
    agent.destroy();
  }
  memory.push(residentMb(pid));
  return { seconds, requests, errors, residentMb: memory } satisfies Soak;
}

/** Every list and search operation of the API, as the screens call them, for the user of `token`. */
function listScenarios(token: string): Scenario[] {
  const authorized = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const get = (path: string): Scenario => ({
    name: `GET ${path.split('?')[0]}`,
    method: 'GET',
    path,
    headers: authorized,
    expectedStatus: 200,
  });
  const post = (
    path: string,
    body: unknown,
    headers: Record<string, string> = authorized,
  ): Scenario => ({
    name: `POST ${path}`,
    method: 'POST',
    path,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    expectedStatus: 200,
  });
  return [
    post('/api/history/list', { sort: 'createdAt', order: 'DESC' }),
    get('/api/simulations/?order=DESC'),
    get('/api/solutions/?order=DESC'),
    get('/api/clusters/?order=DESC'),
    post(
      '/api/filters/bibliotheque',
      { filterChoices: {}, lunchResearch: true, save: false },
      { Accept: 'application/json' },
    ),
  ];
}

async function main(): Promise<void> {
  const started = machineAtStart();
  const server = await startMockServerProcess({
    quiet: true,
    nodeArgs: CPU_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [],
  });
  try {
    const url = new URL(server.url);
    const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
    const login: Scenario = {
      name: 'POST /api/login-check',
      method: 'POST',
      path: '/api/login-check',
      headers: json,
      body: CREDENTIALS,
      expectedStatus: 200,
    };

    const agent = new Agent({ keepAlive: false });
    const reply = await send(agent, url, login);
    agent.destroy();
    const token = (JSON.parse(reply.body) as { token?: string }).token;
    if (reply.status !== 200 || !token)
      throw new Error(`Login failed: ${reply.status} ${reply.body}`);

    const scenarios: Scenario[] = [login, ...listScenarios(token)].filter(
      (scenario) => !ONLY || scenario.name.includes(ONLY),
    );

    const results: Result[] = [];
    for (const scenario of scenarios) {
      console.log(`bench: ${scenario.name}, ${CONCURRENCY} in flight, ${DURATION_S} s…`);
      results.push(await run(url, scenario, 'seed'));
    }

    // At scale: user 1 with 1,000 histories, 1,000 floor simulations and solutions, 200 clusters.
    const stateAgent = new Agent({ keepAlive: false });
    const state = await send(stateAgent, url, {
      name: 'state',
      method: 'POST',
      path: '/__mock/state',
      headers: json,
      body: JSON.stringify({ state: SCALE_STATE, action: 'setup' }),
      expectedStatus: 200,
    });
    stateAgent.destroy();
    if (state.status !== 200)
      throw new Error(`Provider state failed: ${state.status} ${state.body}`);
    // The state answers the user's token among its values.
    const scaleToken = String((JSON.parse(state.body) as { token?: string }).token);
    const atScale = listScenarios(scaleToken).filter(
      (scenario) =>
        !scenario.name.includes('bibliotheque') && (!ONLY || scenario.name.includes(ONLY)),
    );
    for (const scenario of atScale) {
      console.log(`bench at scale: ${scenario.name}, ${CONCURRENCY} in flight, ${DURATION_S} s…`);
      const result = await run(url, scenario, 'scale');
      result.meetsTarget = result.errors === 0 && result.p99Ms < TARGET_SCALE_P99_MS;
      results.push(result);
    }
    console.log(`bench at scale: every list in turn for ${SOAK_S} s, the server's memory…`);
    const memory = SOAK_S > 0 ? await soak(url, atScale, server.child.pid, SOAK_S) : null;

    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model ?? 'unknown',
      concurrency: CONCURRENCY,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      target: { rps: TARGET_RPS, scaleP99Ms: TARGET_SCALE_P99_MS },
      results,
      soak: memory,
    };
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(summary, null, 2)}\n`);

    console.log(
      `\nMock server, ${summary.cpus} CPU(s), Node ${summary.node}, ${CONCURRENCY} requests in flight, ${DURATION_S} s each (targets: ${TARGET_RPS} req/s with the seed, p99 < ${TARGET_SCALE_P99_MS} ms at scale)\n`,
    );
    console.log(table(results));
    if (memory)
      console.log(
        `\nAt scale, every list in turn for ${memory.seconds} s: ${memory.requests} requests, ${memory.errors} errors; the server's resident memory each 5 s (MB): ${memory.residentMb.join(', ')}`,
      );
    // The block of docs/performance.md (bench/writeDocs.ts): one run, with its date and machine.
    writeFileSync(
      RESULTS_FILE.replace(/\.json$/, '.md'),
      [
        `${describeRun(started.end(''))} Node ${summary.node}, ${CONCURRENCY} requests in flight, ${DURATION_S} s each after ${WARMUP_S} s of warm-up; written by \`npm run bench:mock-server\` from \`bench/results/mock-server.json\`.`,
        '',
        table(results),
        '',
        memory
          ? `At scale, every list in turn for ${memory.seconds} s: ${memory.requests} requests, ${memory.errors} errors; the server's resident memory each 5 s (MB): ${memory.residentMb.join(', ')}.`
          : 'The memory run at scale was not made (`BENCH_SOAK_S=0`).',
        '',
      ].join('\n'),
    );
    console.log(`\nWritten to ${RESULTS_FILE} and mock-server.md`);
  } finally {
    await server.stop();
  }
}

await main();

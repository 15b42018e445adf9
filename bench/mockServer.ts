/**
 * Benchmark of the standalone mock server (`npm run bench:mock-server`), a script, not a test.
 *
 * Starts the server quietly in its own process on 127.0.0.1, then, for each operation, keeps
 * CONCURRENCY requests in flight over keep-alive connections for a bounded time and measures the
 * throughput (requests per second) and the latency percentiles. The load comes from Node's own
 * `node:http` client (no extra dependency; lighter than `fetch` per request, so the client costs
 * less of the machine's CPU than the server it measures).
 *
 * Prints a Markdown table and writes bench/results/mock-server.json (git-ignored).
 * Settings: BENCH_DURATION_S (default 10), BENCH_WARMUP_S (default 2), BENCH_CONCURRENCY (32);
 * BENCH_CPU_PROF=1 writes the server's CPU profile to bench/results/profiles/ (open it in a
 * browser's developer tools).
 * Target on a 2-core machine: 2,000 requests per second and p99 under 10 ms.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { ROOT, startMockServerProcess } from '../scripts/mockServerProcess';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const TARGET_RPS = 2_000;
const TARGET_P99_MS = 10;
const RESULTS_FILE = join(ROOT, 'bench', 'results', 'mock-server.json');
const PROFILE_DIR = join(ROOT, 'bench', 'results', 'profiles');
const CPU_PROFILE = process.env.BENCH_CPU_PROF === '1';

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

async function run(url: URL, scenario: Scenario): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    if (WARMUP_S > 0) await load(agent, url, scenario, WARMUP_S);
    const { latencies, errors, elapsedS } = await load(agent, url, scenario, DURATION_S);
    const sorted = Float64Array.from(latencies).sort();
    const rps = latencies.length / elapsedS;
    const p99Ms = percentile(sorted, 99);
    return {
      name: scenario.name,
      requests: latencies.length,
      errors,
      durationS: Number(elapsedS.toFixed(2)),
      rps: Math.round(rps),
      p50Ms: Number(percentile(sorted, 50).toFixed(2)),
      p90Ms: Number(percentile(sorted, 90).toFixed(2)),
      p99Ms: Number(p99Ms.toFixed(2)),
      maxMs: Number((sorted[sorted.length - 1] ?? 0).toFixed(2)),
      meetsTarget: errors === 0 && rps >= TARGET_RPS && p99Ms < TARGET_P99_MS,
    };
  } finally {
    agent.destroy();
  }
}

function table(results: Result[]): string {
  const lines = [
    '| operation | requests | errors | req/s | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| \`${r.name}\` | ${r.requests} | ${r.errors} | ${r.rps} | ${r.p50Ms} | ${r.p90Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.meetsTarget ? 'met' : 'missed'} |`,
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
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

    const scenarios: Scenario[] = [
      login,
      {
        name: 'GET /api/simulations/',
        method: 'GET',
        path: '/api/simulations/',
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        expectedStatus: 200,
      },
    ];

    const results: Result[] = [];
    for (const scenario of scenarios) {
      console.log(`bench: ${scenario.name}, ${CONCURRENCY} in flight, ${DURATION_S} s…`);
      results.push(await run(url, scenario));
    }

    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model ?? 'unknown',
      concurrency: CONCURRENCY,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      target: { rps: TARGET_RPS, p99Ms: TARGET_P99_MS },
      results,
    };
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(summary, null, 2)}\n`);

    console.log(
      `\nMock server, ${summary.cpus} CPU(s), Node ${summary.node}, ${CONCURRENCY} requests in flight, ${DURATION_S} s each (target: ${TARGET_RPS} req/s, p99 < ${TARGET_P99_MS} ms)\n`,
    );
    console.log(table(results));
    console.log(`\nWritten to ${RESULTS_FILE}`);
  } finally {
    await server.stop();
  }
}

await main();

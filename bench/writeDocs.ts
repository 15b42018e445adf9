/**
 * Writes the benchmark's tables into docs/performance.md from bench/results/ (no figure copied by
 * hand): each block between `<!-- bench:NAME -->` and `<!-- /bench -->` (bench/lib/docBlocks.ts)
 * holds one run's figures, with its date, machine and build. A block whose result file is missing
 * is left as it is. The blocks: `interactions` (bench/results/interactions.json),
 * `interaction-runs` (bench/results/interaction-runs.json: the last runs side by side), `bench`
 * (bench/results/bench.md), `mock-server` (bench/results/mock-server.md). Called by `npm run bench`
 * and `npm run bench:interactions`; alone (e.g. after `npm run bench:mock-server`):
 * `npm run bench:docs`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { replaceBlock } from './lib/docBlocks.ts';
import { interactionTable, type InteractionRow } from './lib/interactionRows.ts';
import { describeRun, type RunInfo } from './lib/os.ts';
import { runHistoryTable, type RunEntry } from './lib/runHistory.ts';
import { ROOT } from './lib/run.ts';

export const DOC = join(ROOT, 'docs', 'performance.md');
const RESULTS = join(ROOT, 'bench', 'results');

interface InteractionsFile extends RunInfo {
  cpuSlowdown: number;
  rows: InteractionRow[];
}

/** The interactions block: the run, then the build for a real backend's rows, then the demo's. */
export function interactionsBlock(result: InteractionsFile): string {
  const real = result.rows.filter((row) => row.build === 'real');
  const demo = result.rows.filter((row) => row.build === 'demo');
  const samples = Math.max(0, ...result.rows.map((row) => row.samples.length));
  return [
    `${describeRun(result)} CPU ×${result.cpuSlowdown}, phone profile (412 × 823; the library's and the histories' filters on the phone held in landscape, 823 × 412), up to ${samples} samples per row after two warm-ups; figures in ms. Written by \`npm run bench:interactions\` from \`bench/results/interactions.json\`.`,
    '',
    '**Build for a real backend** (`VITE_MOCK_API=off`), its API answered by the standalone mock server on its own port:',
    '',
    interactionTable(real),
    ...(demo.length
      ? ['', '**Demo build** (embedded mock backend), for information:', '', interactionTable(demo)]
      : []),
  ].join('\n');
}

const readJson = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

/** Rewrites the blocks of docs/performance.md whose results exist; returns the names written. */
export async function writeDocs(): Promise<string[]> {
  let doc = readFileSync(DOC, 'utf8');
  const written: string[] = [];
  const interactions = readJson<InteractionsFile>(join(RESULTS, 'interactions.json'));
  if (interactions) {
    doc = replaceBlock(doc, 'interactions', interactionsBlock(interactions));
    written.push('interactions');
  }
  const runs = readJson<RunEntry[]>(join(RESULTS, 'interaction-runs.json'));
  if (runs) {
    doc = replaceBlock(
      doc,
      'interaction-runs',
      `${runHistoryTable(runs)}\n\nThe last runs of \`npm run bench:interactions\`, the build for a real backend, CPU ×4; each column a run: its start (UTC), the load average of the minute before it and the commit measured ('+': with changes not committed). Written from \`bench/results/interaction-runs.json\`.`,
    );
    written.push('interaction-runs');
  }
  for (const [name, file] of [
    ['bench', 'bench.md'],
    ['mock-server', 'mock-server.md'],
  ] as const) {
    const path = join(RESULTS, file);
    if (!existsSync(path)) continue;
    doc = replaceBlock(doc, name, readFileSync(path, 'utf8'));
    written.push(name);
  }
  const options = (await resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await format(doc, { ...options, filepath: DOC }));
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  console.log(`docs/performance.md: ${(await writeDocs()).join(', ') || 'no result to write'}`);

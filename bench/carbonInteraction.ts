/**
 * Benchmark of the carbon simulator: the time from a field change in step 2 ('Votre plancher': a
 * favourite configuration chosen, which fills the floor's other fields) to the updated fields
 * painted (the runner and its clock: bench/lib/formInteraction.ts). Skipped, with the reason, when
 * the page cannot reach step 2.
 *
 * Run alone on a build already made (BENCH_DIST, default dist-demo; for dist-real, start the mock
 * server it points at first): `npx node bench/carbonInteraction.ts`; BENCH_RUNS samples,
 * BENCH_CPU_SLOWDOWN as in the benchmark.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import {
  formInteraction,
  runFormInteractionAlone,
  type FormInteraction,
  type FormTimings,
} from './lib/formInteraction.ts';

export const SIMULATOR_PATH = '/simuler-mon-empreinte-carbone/';

export const CARBON_FORM: FormInteraction = {
  name: 'carbon',
  site: 'carbon',
  path: SIMULATOR_PATH,
  owner: "the simulator's",
  steps: [
    { waitAndFill: /Code postal du chantier/, value: '69003' },
    { fill: /Nom du projet/, value: 'Banc d’essai' },
    { clickButton: 'Continuer' },
    { heading: 'Votre plancher' },
    { clickText: 'Poutrelles et entrevous béton' },
  ],
  /** Two favourite configurations of the concrete beam-and-block system, chosen in turn. */
  choices: ['Maison individuelle – plancher d’étage', 'Logement collectif – plancher courant'],
  unchanged: 'choosing a configuration changed nothing',
};

export type CarbonTimings = FormTimings;

export function carbonInteraction(
  browser: Browser,
  url: string,
  runs = 20,
): Promise<CarbonTimings> {
  return formInteraction(browser, CARBON_FORM, url, runs);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await runFormInteractionAlone(CARBON_FORM);

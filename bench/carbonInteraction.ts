/**
 * Benchmark of the carbon simulator's step 2 ('Votre plancher'): the construction system changed
 * between the two beam-and-block systems, measured by the interaction clock (the runner:
 * bench/lib/formInteraction.ts; the clock: bench/lib/interactionClock.ts). Not measured when the
 * page cannot reach step 2.
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
  name: "carbon simulator, step 2: 'Poutrelles et entrevous béton' ↔ '… PSE'",
  site: 'carbon',
  path: SIMULATOR_PATH,
  owner: "the simulator's construction system",
  steps: [
    { waitAndFill: /Code postal du chantier/, value: '69003' },
    { fill: /Nom du projet/, value: 'Banc d’essai' },
    { clickButton: 'Continuer' },
    { heading: 'Votre plancher' },
  ],
  /** The two beam-and-block systems, chosen in turn (each brings its own fields). */
  choices: ['Poutrelles et entrevous béton', 'Poutrelles et entrevous PSE'],
};

export function carbonInteraction(browser: Browser, url: string, runs = 20): Promise<FormTimings> {
  return formInteraction(browser, CARBON_FORM, url, runs);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await runFormInteractionAlone([CARBON_FORM]);

/**
 * Benchmark of the floor configurator: the time from a field change in step 2 ('Votre plancher':
 * a load case chosen) to the updated fields painted (the runner and its clock:
 * bench/lib/formInteraction.ts). Skipped, with the reason, when the page cannot reach step 2.
 *
 * Run alone on a build already made (BENCH_DIST, default dist-demo; for dist-real, start the mock
 * server it points at first): `npx node bench/configuratorInteraction.ts`; BENCH_RUNS samples,
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

export const CONFIGURATOR_PATH = '/configurer-un-plancher/';

export const CONFIGURATOR_FORM: FormInteraction = {
  name: 'configurator',
  site: 'floor',
  path: CONFIGURATOR_PATH,
  owner: "the configurator's",
  steps: [
    { heading: 'Votre projet' },
    { fill: /Code postal du chantier/, value: '69003' },
    { fill: /Nom de la configuration/, value: 'Banc d’essai' },
    { clickButton: 'Continuer' },
    { heading: 'Votre plancher' },
    { clickLabel: 'Plancher bas sur vide sanitaire' },
  ],
  /** Two load cases of step 2, chosen in turn (each sets other default loads). */
  choices: ['Logement – cloisons maçonnées', 'Logement – cloisons légères'],
  unchanged: 'choosing a load case changed nothing in step 2',
};

export type ConfiguratorTimings = FormTimings;

export function configuratorInteraction(
  browser: Browser,
  url: string,
  runs = 20,
): Promise<ConfiguratorTimings> {
  return formInteraction(browser, CONFIGURATOR_FORM, url, runs);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await runFormInteractionAlone(CONFIGURATOR_FORM);

/**
 * Benchmark of the floor configurator's step 2 ('Votre plancher'), two rows measured by the
 * interaction clock (the runner: bench/lib/formInteraction.ts; the clock:
 * bench/lib/interactionClock.ts): the floor type changed, and a load case changed (the benchmark's
 * own choice, which sets other default loads). A row whose field cannot be reached is not measured.
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
  type FormStep,
  type FormTimings,
} from './lib/formInteraction.ts';

export const CONFIGURATOR_PATH = '/configurer-un-plancher/';

const TO_STEP_2: FormStep[] = [
  { heading: 'Votre projet' },
  { fill: /Code postal du chantier/, value: '69003' },
  { fill: /Nom de la configuration/, value: 'Banc d’essai' },
  { clickButton: 'Continuer' },
  { heading: 'Votre plancher' },
];

/** The floor type of step 2, changed in turn (the whole step follows it). */
export const FLOOR_TYPE_FORM: FormInteraction = {
  name: "floor configurator, step 2: 'Plancher intermédiaire (entre deux niveaux chauffés)' ↔ 'Plancher bas sur vide sanitaire'",
  site: 'floor',
  path: CONFIGURATOR_PATH,
  owner: "the configurator's floor type",
  steps: TO_STEP_2,
  choices: [
    'Plancher intermédiaire (entre deux niveaux chauffés)',
    'Plancher bas sur vide sanitaire',
  ],
};

/** Two load cases of step 2, chosen in turn (each sets other default loads). */
export const LOAD_CASE_FORM: FormInteraction = {
  name: "same form, the benchmark's own choice ('Logement – cloisons maçonnées' ↔ 'légères')",
  site: 'floor',
  path: CONFIGURATOR_PATH,
  owner: "the configurator's load case",
  steps: [...TO_STEP_2, { clickLabel: 'Plancher bas sur vide sanitaire' }],
  choices: ['Logement – cloisons maçonnées', 'Logement – cloisons légères'],
};

export const CONFIGURATOR_FORMS = [FLOOR_TYPE_FORM, LOAD_CASE_FORM] as const;

export function configuratorInteraction(
  browser: Browser,
  form: FormInteraction,
  url: string,
  runs = 20,
): Promise<FormTimings> {
  return formInteraction(browser, form, url, runs);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await runFormInteractionAlone(CONFIGURATOR_FORMS);

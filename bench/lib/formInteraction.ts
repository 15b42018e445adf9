/**
 * The form interactions of the benchmark (floor configurator, carbon simulator): the page opened on
 * the phone profile at the benchmark's CPU slowdown, the steps that bring the form to the field to
 * change (data: one list per form), then two choices clicked in turn with the mouse, each measured
 * by the interaction clock (./interactionClock.ts). Unreachable, with the reason, when the field
 * cannot be reached: the row is then not measured, which fails the run.
 */
import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { CPU_SLOWDOWN, withPhonePage } from './cpuSlowdown.ts';
import { sampleInteractions, waitUntilQuiet, type RowSamples } from './interactionClock.ts';
import { interactionTable, rowVerdict, type BuildId } from './interactionRows.ts';
import { launchChromium, ROOT, startPreview, type SiteId } from './run.ts';

/** How long a page may take to show a step's heading or first field (a slowed CPU, a cold start). */
const STEP_TIMEOUT = 20_000;
/** How long the field to change may take to show once its step is open. */
const FIELD_TIMEOUT = 10_000;

/** One step on the way to the field to change. */
export type FormStep =
  /** Waits for a heading (a step of the form) to show. */
  | { heading: string }
  /** Waits for the text box of this name to show, then types `value` in it. */
  | { waitAndFill: RegExp; value: string }
  /** Types `value` in the text box of this name. */
  | { fill: RegExp; value: string }
  | { clickButton: string }
  /** Clicks the element whose whole text is this. */
  | { clickText: string }
  /** Clicks the first label holding this text. */
  | { clickLabel: string };

export interface FormInteraction {
  /** Names the row as the tables name it. */
  name: string;
  /** The page of the standalone run. */
  site: SiteId;
  path: string;
  /** "the configurator's": who could not reach step 2, in the skip reason. */
  owner: string;
  steps: FormStep[];
  /** The two choices clicked in turn (a label, else the element of that whole text). */
  choices: readonly [string, string];
}

/** The samples of a row, or why its field could not be reached. */
export type FormTimings = RowSamples & { unreachable?: string };

const exactly = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** The choice of this whole text: its label, else the element of that text. */
export function choice(page: Page, text: string): Locator {
  return page
    .locator('label')
    .filter({ hasText: exactly(text) })
    .or(page.getByText(text, { exact: true }))
    .first();
}

async function runStep(page: Page, step: FormStep): Promise<void> {
  if ('heading' in step) {
    await page.getByRole('heading', { name: step.heading }).waitFor({ timeout: STEP_TIMEOUT });
  } else if ('waitAndFill' in step) {
    const field = page.getByRole('textbox', { name: step.waitAndFill });
    await field.waitFor({ timeout: STEP_TIMEOUT });
    await field.fill(step.value);
  } else if ('fill' in step) {
    await page.getByRole('textbox', { name: step.fill }).fill(step.value);
  } else if ('clickButton' in step) {
    await page.getByRole('button', { name: step.clickButton }).click();
  } else if ('clickText' in step) {
    await page.getByText(step.clickText, { exact: true }).click();
  } else {
    await page.locator('label').filter({ hasText: step.clickLabel }).first().click();
  }
}

/**
 * Opens the form at `url` and takes the steps to the field to change, until the page is quiet;
 * returns why the field could not be reached, or null.
 */
export async function openForm(
  page: Page,
  form: FormInteraction,
  url: string,
): Promise<string | null> {
  await page.goto(url, { waitUntil: 'load' });
  try {
    for (const step of form.steps) await runStep(page, step);
    await choice(page, form.choices[0]).waitFor({ timeout: FIELD_TIMEOUT });
    await waitUntilQuiet(page);
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `${form.owner} field could not be reached (${reason})`;
  }
}

/** The two choices of the form, clicked with the mouse in turn. */
export const clickChoices = (page: Page, form: FormInteraction) =>
  form.choices.map((text) => () => choice(page, text).click());

export async function formInteraction(
  browser: Browser,
  form: FormInteraction,
  url: string,
  runs = 20,
): Promise<FormTimings> {
  return withPhonePage(browser, async (page) => {
    const unreachable = await openForm(page, form, url);
    if (unreachable) return { samples: [], failures: [], unreachable };
    return sampleInteractions(page, clickChoices(page, form), runs);
  });
}

/** The build a script run alone measures: BENCH_DIST, default dist-demo. */
export const buildOf = (): BuildId =>
  (process.env.BENCH_DIST ?? 'dist-demo').includes('real') ? 'real' : 'demo';

/**
 * One form's row alone, on a build already made (BENCH_DIST, default dist-demo; for dist-real,
 * start the mock server it points at first), BENCH_RUNS samples, BENCH_CPU_SLOWDOWN as in the
 * benchmark; the exit code is 1 when the row misses its targets.
 */
export async function runFormInteractionAlone(forms: readonly FormInteraction[]): Promise<void> {
  const preview = await startPreview(resolve(ROOT, process.env.BENCH_DIST ?? 'dist-demo'));
  const browser = await launchChromium();
  try {
    const rows = [];
    for (const form of forms) {
      const result = await formInteraction(
        browser,
        form,
        preview.url(form.site, form.path),
        Number(process.env.BENCH_RUNS ?? 20),
      );
      rows.push({ name: form.name, build: buildOf(), specDelayMs: 0, ...result });
    }
    console.log(`CPU ×${CPU_SLOWDOWN}, phone profile\n\n${interactionTable(rows)}`);
    if (rows.some((row) => rowVerdict(row).verdict !== 'met')) process.exitCode = 1;
  } finally {
    await browser.close();
    await preview.stop();
  }
}

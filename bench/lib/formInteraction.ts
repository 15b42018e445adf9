/**
 * The form interactions of the benchmark (floor configurator, carbon simulator): the page opened at
 * the benchmark's CPU slowdown, the steps that bring the form to the field to change (data: one
 * list per form), then the time from a field change to the updated fields painted, two choices
 * clicked in turn (the clock: ./settledChange.ts). Skipped, with the reason, when the field cannot
 * be reached or changing it changes nothing.
 */
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CPU_SLOWDOWN, withSlowedPage } from './cpuSlowdown.ts';
import { launchChromium, median, ROOT, startPreview, type SiteId } from './run.ts';
import { timeAlternatingChanges } from './settledChange.ts';

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
  /** Names the form in the log lines: 'configurator', 'carbon'. */
  name: string;
  /** The page of the standalone run. */
  site: SiteId;
  path: string;
  /** "the configurator's": who could not reach step 2, in the skip reason. */
  owner: string;
  steps: FormStep[];
  /** The two labels clicked in turn, the first one waited for after the steps. */
  choices: readonly [string, string];
  /** The skip reason when a click changed nothing. */
  unchanged: string;
}

export type FormTimings = { samples: number[] } | { skipped: string };

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

export async function formInteraction(
  browser: Browser,
  form: FormInteraction,
  url: string,
  runs = 20,
): Promise<FormTimings> {
  return withSlowedPage(browser, async (page) => {
    await page.goto(url, { waitUntil: 'load' });
    try {
      for (const step of form.steps) await runStep(page, step);
      await page
        .locator('label')
        .filter({ hasText: form.choices[0] })
        .first()
        .waitFor({ timeout: FIELD_TIMEOUT });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return { skipped: `${form.owner} step 2 could not be reached (${reason})` };
    }
    const samples = await timeAlternatingChanges(page, form.choices, runs);
    if (samples.length === 0) return { skipped: form.unchanged };
    return { samples };
  });
}

/**
 * One form's timing alone, on a build already made (BENCH_DIST, default dist-demo; for dist-real,
 * start the mock server it points at first), BENCH_RUNS samples, BENCH_CPU_SLOWDOWN as in the
 * benchmark.
 */
export async function runFormInteractionAlone(form: FormInteraction): Promise<void> {
  const preview = await startPreview(resolve(ROOT, process.env.BENCH_DIST ?? 'dist-demo'));
  const browser = await launchChromium();
  try {
    const result = await formInteraction(
      browser,
      form,
      preview.url(form.site, form.path),
      Number(process.env.BENCH_RUNS ?? 20),
    );
    if ('skipped' in result) console.log(`${form.name} timing skipped: ${result.skipped}`);
    else
      console.log(
        `${form.name} step 2 field change → updated fields painted, CPU ×${CPU_SLOWDOWN}: ` +
          `median ${median(result.samples).toFixed(1)} ms over ${result.samples.length} runs ` +
          `(min ${Math.min(...result.samples).toFixed(1)}, max ${Math.max(...result.samples).toFixed(1)})`,
      );
  } finally {
    await browser.close();
    await preview.stop();
  }
}

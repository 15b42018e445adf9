/**
 * Browser support for the journeys: one Chromium per test file, a fresh context (cookies, storage,
 * service workers) per journey, helpers to open a site and to check the page.
 *
 * A journey fails when the page throws an uncaught error or crashes; console errors are collected
 * too and fail the journey unless it declares them as expected (`allowConsoleError`). Every page
 * reports what its Content-Security-Policy blocks as a console error ('CSP violation: …').
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** Address of the preview server, given by e2e/run.ts. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4180';
const PORT = new URL(BASE_URL).port;

/**
 * How the app meets its backend (e2e/run.ts): `embedded` (the mock inside the page, on the page's
 * origin), `real` (the build for a real backend, the standalone mock server on `API_URL`, another
 * origin) or `dev` (the development server, embedded mock).
 */
export const MODE = (process.env.E2E_MODE ?? 'embedded') as 'embedded' | 'real' | 'dev';

/** The standalone mock server's address in the `real` mode; null when the mock is in the page. */
export const API_URL: string | null = process.env.E2E_API_URL ?? null;

/** A control endpoint of the mock backend (`/__mock/…`): on the API's origin, else the page's. */
async function mockControl<T>(page: Page, path: string, method = 'GET'): Promise<T> {
  if (API_URL) {
    const response = await fetch(`${API_URL}${path}`, { method });
    return (await response.json()) as T;
  }
  return page.evaluate(
    async ({ path, method }) => (await fetch(path, { method })).json() as Promise<T>,
    { path, method },
  );
}

export interface SentEmail {
  to: string;
  subject: string;
  link: string;
}

/** The e-mails the mock backend has sent, newest first. */
export async function readOutbox(page: Page): Promise<SentEmail[]> {
  const body = await mockControl<{ datas?: { emails?: SentEmail[] }; emails?: SentEmail[] }>(
    page,
    '/__mock/outbox',
  );
  return body.datas?.emails ?? body.emails ?? [];
}

/** Puts the standalone mock server back to its seed (the `real` mode's journeys share it). */
export async function resetSharedMock(): Promise<void> {
  if (!API_URL) return;
  const response = await fetch(`${API_URL}/__mock/reset`, { method: 'POST' });
  assert.ok(response.ok, `POST ${API_URL}/__mock/reset answered ${response.status}`);
}

export const ARTIFACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Time limit of one action or wait (click, fill, waiting for a text). */
const ACTION_TIMEOUT_MS = 10_000;
/** Time limit of a page load. */
const NAVIGATION_TIMEOUT_MS = 20_000;

/** The host names of the three sites, as a developer machine serves them. */
export const SITE_HOSTS = {
  general: 'localhost',
  floor: 'plancher.localhost',
  carbon: 'carbone.localhost',
} as const;

export type SiteId = keyof typeof SITE_HOSTS;

/** `http://{host}:{port}{path}` on the preview server. */
export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${PORT}${path}`;
}

export interface Journey {
  /** The journey's page (one tab in a fresh browser context). */
  page: Page;
  /** The node:test context of the journey. */
  t: TestContext;
  /** Loads `http://{host}:{port}{path}` in the journey's tab and waits for the app's header. */
  openSite: (host: string, path?: string) => Promise<Page>;
  /** Declares console errors matching `pattern` as expected in this journey. */
  allowConsoleError: (pattern: RegExp) => void;
}

export interface BrowserSetup {
  /** Declares a test that runs `body` in a fresh browser context. */
  journey: (name: string, body: (journey: Journey) => Promise<void>) => void;
}

/** Launches Chromium once for the test file (closed after its last test). */
export function setupBrowser(): BrowserSetup {
  let browser: Browser | undefined;

  before(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 30_000,
    });
  });

  after(async () => {
    await browser?.close();
  });

  const journey = (name: string, body: (journey: Journey) => Promise<void>) => {
    test(name, async (t) => {
      assert.ok(browser, 'Chromium did not start.');
      await resetSharedMock();
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
      });
      await context.addInitScript(reportPolicyViolations);
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
      const page = await context.newPage();

      const pageErrors: string[] = [];
      const consoleErrors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      page.on('crash', () => pageErrors.push('The page crashed.'));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        consoleErrors.push(`${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });

      const openSite = async (host: string, path = '/') => {
        await page.goto(siteUrl(host, path), { waitUntil: 'load' });
        await page.locator('header').first().waitFor({ state: 'visible' });
        return page;
      };

      try {
        await body({
          page,
          t,
          openSite,
          allowConsoleError: (pattern) => {
            allowed.push(pattern);
          },
        });
      } catch (error) {
        await saveScreenshot(page, `failure-${slug(name)}`).catch(() => undefined);
        for (const pageError of pageErrors) t.diagnostic(`page error: ${pageError}`);
        for (const consoleError of consoleErrors) t.diagnostic(`console error: ${consoleError}`);
        throw error;
      } finally {
        await context.close();
      }

      assert.deepEqual(pageErrors, [], `Uncaught page error(s):\n${pageErrors.join('\n')}`);
      const unexpected = consoleErrors.filter((text) => !allowed.some((re) => re.test(text)));
      assert.deepEqual(unexpected, [], `Console error(s):\n${unexpected.join('\n')}`);
    });
  };

  return { journey };
}

/**
 * Runs in every page of a journey before its own scripts: each Content-Security-Policy violation
 * becomes a console error, which fails the journey like any other.
 */
function reportPolicyViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}${where}`);
  });
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/**
 * Saves a full-page screenshot as e2e/artifacts/{name}.png and returns its path. Every screen a
 * journey looks at is also checked by axe: the journey fails on any violation.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await expectNoAxeViolations(page);
  return path;
}

/** Waits until `locator` is visible; fails with `what` in the message otherwise. */
export async function expectVisible(locator: Locator, what: string): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible' });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    assert.fail(`Expected ${what} to be visible. ${reason}`);
  }
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core on the page; fails with the list of violations (rule, impact, targets). Axe is
 * evaluated by the browser's debugging protocol, not added as an inline script, which the page's
 * Content-Security-Policy refuses.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are checked once the page's transitions have ended (a fading element fails contrast).
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => unknown } };
    return axe.run(document, { resultTypes: ['violations'] }) as Promise<AxeResults>;
  });
  const report = results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => `      ${node.target.join(' ')}`).join('\n');
    return `  - ${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help} (${violation.helpUrl})\n${targets}`;
  });
  assert.equal(
    results.violations.length,
    0,
    `axe found ${results.violations.length} violation(s) on ${page.url()}:\n${report.join('\n')}`,
  );
}

/**
 * Every image of the page's main content has loaded with pixels (`naturalWidth > 0`): an address
 * resolved on the wrong origin gets the app's HTML instead, and shows an empty box.
 */
export async function expectImagesLoaded(page: Page, what: string): Promise<void> {
  const images = page.locator('main img');
  assert.ok((await images.count()) > 0, `no image in ${what}`);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('main img')].every(
        (image) => (image as HTMLImageElement).complete,
      ),
    null,
    { timeout: ACTION_TIMEOUT_MS },
  );
  const broken = await images.evaluateAll((nodes) =>
    nodes
      .filter((node) => (node as HTMLImageElement).naturalWidth === 0)
      .map((node) => (node as HTMLImageElement).src),
  );
  assert.deepEqual(broken, [], `images of ${what} without pixels`);
}

/**
 * Each link answers its own file (a PDF, a zip, …), not the app's page: asked from the page, as a
 * click would, on whatever origin the link names.
 */
export async function expectLinksServeFiles(
  page: Page,
  links: Locator,
  what: string,
): Promise<void> {
  const hrefs = await links.evaluateAll((nodes) =>
    nodes.map((node) => (node as HTMLAnchorElement).href),
  );
  assert.ok(hrefs.length > 0, `no link in ${what}`);
  for (const href of new Set(hrefs)) {
    const type = await page.evaluate(
      async (url) => (await fetch(url)).headers.get('content-type') ?? '',
      href,
    );
    assert.ok(type && !type.startsWith('text/html'), `${href} answers '${type}', not its file`);
  }
}

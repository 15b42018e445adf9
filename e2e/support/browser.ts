/**
 * Helpers of the journeys: the sites' addresses, the mock backend's control endpoints, and checks of
 * the page (visible, axe, images, links, screenshots). The fixtures that run each journey in a fresh
 * browser context are in ./fixtures.ts.
 *
 * The helpers that depend on the project (`embedded`, `real`, `dev`, playwright.config.ts) read it
 * from the running test: call them inside a test.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/**
 * How the app meets its backend: `embedded` (the mock inside the page, on the page's origin), `real`
 * (the build for a real backend, the standalone mock server on the API's address, another origin) or
 * `dev` (the development server, embedded mock).
 */
export type Mode = 'embedded' | 'real' | 'dev';

/** The options each project of playwright.config.ts sets (see ./fixtures.ts). */
export interface JourneyOptions {
  /** How the app meets its backend. */
  mode: Mode;
  /** The standalone mock server's address in the `real` mode; null when the mock is in the page. */
  apiUrl: string | null;
}

function projectUse(): Partial<JourneyOptions> & { baseURL?: string } {
  return test.info().project.use as Partial<JourneyOptions> & { baseURL?: string };
}

/** The running journey's mode. */
export function currentMode(): Mode {
  return projectUse().mode ?? 'embedded';
}

/** The running journey's API address in the `real` mode; null when the mock is in the page. */
export function currentApiUrl(): string | null {
  return projectUse().apiUrl ?? null;
}

/** The address of the server the running journey's project serves the app on. */
export function appBaseUrl(): string {
  return projectUse().baseURL ?? 'http://127.0.0.1:4180';
}

/** A control endpoint of the mock backend (`/__mock/…`): on the API's origin, else the page's. */
async function mockControl<T>(page: Page, path: string, method = 'GET'): Promise<T> {
  const apiUrl = currentApiUrl();
  if (apiUrl) {
    const response = await fetch(`${apiUrl}${path}`, { method });
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

/**
 * Puts the standalone mock server back to its seed (the `real` mode's journeys share it). Every
 * journey of that mode starts with it (./fixtures.ts).
 */
export async function resetSharedMock(apiUrl = currentApiUrl()): Promise<void> {
  if (!apiUrl) return;
  // Control requests are JSON only (mock-server/server.ts).
  const response = await fetch(`${apiUrl}/__mock/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  assert.ok(response.ok, `POST ${apiUrl}/__mock/reset answered ${response.status}`);
}

export const ARTIFACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** Time limit of one action or wait (click, fill, waiting for a text). */
export const ACTION_TIMEOUT_MS = 10_000;
/** Time limit of a page load. */
export const NAVIGATION_TIMEOUT_MS = 20_000;

/** The host names of the three sites, as a developer machine serves them. */
export const SITE_HOSTS = {
  general: 'localhost',
  floor: 'plancher.localhost',
  carbon: 'carbone.localhost',
} as const;

export type SiteId = keyof typeof SITE_HOSTS;

/** `http://{host}:{port}{path}` on the running journey's app server. */
export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${new URL(appBaseUrl()).port}${path}`;
}

/**
 * Waits until the app has replaced the frame painted before its code ran: the app's root marks
 * `<html data-app-started>` once its first render has committed (src/app/boot/AppStartedMark.tsx).
 * The frame has the header and the page's headings, so waiting for those would not tell them apart.
 */
export async function waitForAppStart(page: Page): Promise<void> {
  await page.locator('html[data-app-started]').waitFor({
    state: 'attached',
    timeout: NAVIGATION_TIMEOUT_MS,
  });
}

/**
 * Runs in every page of a journey before its own scripts: each Content-Security-Policy violation
 * becomes a console error, which fails the journey like any other.
 */
export function reportPolicyViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}${where}`);
  });
}

export function slug(text: string): string {
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
  // Colours are checked once the page's transitions have ended (a fading element fails contrast),
  // and no new one has started two frames later (an element that mounts now fades in), within 2 s.
  await page.evaluate(async () => {
    const end = performance.now() + 2000;
    const running = () =>
      document.getAnimations().filter((animation) => animation.playState === 'running');
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    while (performance.now() < end) {
      const now = running();
      if (now.length === 0) {
        await twoFrames();
        if (running().length === 0) return;
      } else {
        await Promise.race([
          Promise.allSettled(now.map((animation) => animation.finished)),
          new Promise((resolve) => setTimeout(resolve, end - performance.now())),
        ]);
      }
    }
  });
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => unknown } };
    // While axe reads the page, a state that changes (a button that stops being busy as a queue's
    // try ends) takes its new colours at once: the colours read are those a user reads at rest,
    // never a transition's middle.
    const still = document.createElement('style');
    still.textContent =
      '*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-delay:0s!important}';
    document.head.append(still);
    try {
      return (await axe.run(document, { resultTypes: ['violations'] })) as AxeResults;
    } finally {
      still.remove();
    }
  });
  const report = results.violations.map((violation) => {
    // Each element: its selector, its HTML's start and what axe found (colours, ratio).
    const targets = violation.nodes
      .map(
        (node) =>
          `      ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n        ${(node.failureSummary ?? '').replaceAll('\n', ' ')}`,
      )
      .join('\n');
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

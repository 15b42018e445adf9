/**
 * The journeys' `test`: each journey runs in a fresh browser context (cookies, storage, service
 * workers) of the project's Chromium, with these fixtures besides Playwright's own:
 *
 * - `mode` and `apiUrl`: the project's options (playwright.config.ts), see `JourneyOptions`;
 * - `openSite(host, path)`: loads `http://{host}:{port}{path}` in the journey's tab and waits for the
 *   app's start (not only the frame painted before it: `waitForAppStart`) and its header. The journeys
 *   of the frame itself or of the app failing to load (sites, routing) use `page.goto`;
 * - `allowConsoleError(pattern)`: declares console errors matching `pattern` as expected.
 *
 * A journey fails when its page throws an uncaught error or crashes, or logs a console error it did
 * not declare; every page reports what its Content-Security-Policy blocks as a console error
 * ('CSP violation: …'). In the `real` mode each journey starts from the standalone mock server's seed
 * (`POST /__mock/reset`). A failed journey leaves a screenshot, e2e/artifacts/failure-{project}-{title}.png
 * (also attached to the report), and its page and console errors attached to the report.
 */
import assert from 'node:assert/strict';
import { test as base, type Page } from '@playwright/test';
import {
  reportPolicyViolations,
  resetSharedMock,
  saveScreenshot,
  siteUrl,
  slug,
  waitForAppStart,
  type JourneyOptions,
} from './browser.ts';

export { expect } from '@playwright/test';

export interface JourneyFixtures {
  /** Loads `http://{host}:{port}{path}` in the journey's tab and waits for the app's start. */
  openSite: (host: string, path?: string) => Promise<Page>;
  /** Declares console errors matching `pattern` as expected in this journey. */
  allowConsoleError: (pattern: RegExp) => void;
  /** What the journey's page reported, checked at its end. */
  pageReports: PageReports;
  /** Puts the standalone mock server back to its seed before each journey of the `real` mode. */
  sharedMockSeed: void;
}

interface PageReports {
  pageErrors: string[];
  consoleErrors: string[];
  allowed: RegExp[];
}

export const test = base.extend<JourneyFixtures, JourneyOptions>({
  mode: ['embedded', { scope: 'worker', option: true }],
  apiUrl: [null, { scope: 'worker', option: true }],

  sharedMockSeed: [
    async ({ apiUrl }, provide) => {
      await resetSharedMock(apiUrl);
      await provide();
    },
    { auto: true },
  ],

  context: async ({ context }, provide) => {
    await context.addInitScript(reportPolicyViolations);
    await provide(context);
  },

  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  pageReports: async ({}, provide) => {
    await provide({ pageErrors: [], consoleErrors: [], allowed: [] });
  },

  page: async ({ page, pageReports }, provide, testInfo) => {
    const { pageErrors, consoleErrors, allowed } = pageReports;
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    page.on('crash', () => pageErrors.push('The page crashed.'));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      consoleErrors.push(`${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    });

    await provide(page);

    if (testInfo.status !== testInfo.expectedStatus) {
      const name = `failure-${testInfo.project.name}-${slug(testInfo.title)}`;
      const path = await saveScreenshot(page, name).catch(() => undefined);
      if (path) await testInfo.attach(name, { path, contentType: 'image/png' });
      if (pageErrors.length > 0)
        await testInfo.attach('page errors', { body: pageErrors.join('\n') });
      if (consoleErrors.length > 0)
        await testInfo.attach('console errors', { body: consoleErrors.join('\n') });
      return;
    }
    assert.deepEqual(pageErrors, [], `Uncaught page error(s):\n${pageErrors.join('\n')}`);
    const unexpected = consoleErrors.filter((text) => !allowed.some((re) => re.test(text)));
    assert.deepEqual(unexpected, [], `Console error(s):\n${unexpected.join('\n')}`);
  },

  openSite: async ({ page }, provide) => {
    await provide(async (host, path = '/') => {
      await page.goto(siteUrl(host, path), { waitUntil: 'load' });
      await waitForAppStart(page);
      await page.locator('header').first().waitFor({ state: 'visible' });
      return page;
    });
  },

  allowConsoleError: async ({ pageReports }, provide) => {
    await provide((pattern) => {
      pageReports.allowed.push(pattern);
    });
  },
});

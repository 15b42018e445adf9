/**
 * The built page's own defences, as the server gives them: the Content-Security-Policy in the
 * page (each inline script allowed by its hash, no evaluated code), the referrer policy, and the
 * headers a meta cannot replace (no framing by another site, no MIME sniffing). Every journey
 * also fails on any violation of the policy (e2e/support/browser.ts).
 */
import assert from 'node:assert/strict';
import {
  inlineScriptsOf,
  policyOfPage,
  sha256Source,
} from '../../scripts/contentSecurityPolicy.ts';
import { expectVisible, siteUrl, SITE_HOSTS } from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

const directive = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

test('the served page allows each of its inline scripts by hash, and no evaluated code', async ({
  baseURL,
}) => {
  const html = await (await fetch(`${baseURL}/`)).text();
  const policy = policyOfPage(html);
  assert.ok(policy, 'index.html has no Content-Security-Policy meta element');
  const scriptSources = directive(policy, 'script-src');
  const scripts = inlineScriptsOf(html);
  assert.ok(scripts.length > 0, 'index.html has no inline script (the first paint has two)');
  for (const script of scripts)
    assert.ok(
      scriptSources.includes(sha256Source(script)),
      `no hash in script-src for the inline script ${script.slice(0, 60)}…`,
    );
  assert.ok(!scriptSources.includes("'unsafe-inline'"), "script-src allows 'unsafe-inline'");
  assert.ok(!policy.includes("'unsafe-eval'"), "the policy allows 'unsafe-eval'");
  assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
  // Before any script, style or link of the page.
  const meta = html.indexOf('http-equiv="Content-Security-Policy"');
  for (const tag of ['<script', '<style', '<link'])
    assert.ok(meta < html.indexOf(tag), `the policy comes after the first ${tag}`);
  assert.match(html, /<meta name="referrer" content="strict-origin-when-cross-origin"/);
});

test('the server forbids framing and MIME sniffing and sets the referrer policy', async ({
  baseURL,
}) => {
  const response = await fetch(`${baseURL}/configurer-un-plancher/`);
  // `vite preview` sends frame-ancestors alone; the production server (nginx, the `real` mode) the
  // rest of the policy that does not depend on the page too (e2e/journeys/productionServer.e2e.ts).
  const policy = response.headers.get('content-security-policy') ?? '';
  assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
  assert.equal(response.headers.get('x-frame-options'), 'DENY');
  assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
});

test('another site cannot show the app in a frame', async ({ page, allowConsoleError }) => {
  // Chromium reports the refused frame in the console.
  allowConsoleError(/frame-ancestors|Refused to display/);
  // A page of no site (about:blank) with no policy of its own frames the app.
  const appUrl = siteUrl(SITE_HOSTS.floor, '/');
  await page.setContent(`<h1>Autre site</h1><iframe title="cadre" src="${appUrl}"></iframe>`);
  const frame = page.frameLocator('iframe');
  await expectVisible(page.getByRole('heading', { name: 'Autre site' }), 'the framing page');
  // The app never renders inside: its header stays absent.
  await page.waitForTimeout(1500);
  assert.equal(await frame.locator('header').count(), 0, 'the app rendered inside a frame');
});

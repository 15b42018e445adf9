/**
 * The single-sign-on hand-over (`/connexion-sso/`) opened through a link someone else made: their
 * tokens in the address, without the state this tab kept when it left for the single-sign-on host.
 * Nobody is logged in by it, whether or not someone is logged in already; a logged-in user keeps
 * their name, token and history. The tokens leave the address before any request of the page.
 */
import assert from 'node:assert/strict';
import type { Page, Request } from '@playwright/test';
import { logInFromHeader, openPersonalSpace, storedSession } from '../support/account.ts';
import {
  currentApiUrl,
  expectVisible,
  saveScreenshot,
  siteUrl,
  SITE_HOSTS,
  waitForAppStart,
} from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

const JULIEN = 'julien.bernard@bet-structure.fr';
const PASSWORD = 'Rupteo2024!';
const MISMATCH =
  'Ce lien de connexion n’a pas été demandé depuis cet onglet, ou il a expiré. Veuillez vous connecter à nouveau.';

interface Tokens {
  token: string;
  refreshToken: string;
}

/** Julien Bernard's tokens, as his own login answers them (from the page: the embedded mock answers only it). */
async function julienTokens(page: Page): Promise<Tokens> {
  await waitForAppStart(page);
  const body = await page.evaluate(
    async ({ url, username, password }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password, rememberMe: false }),
      });
      return (await response.json()) as Record<string, unknown>;
    },
    { url: `${currentApiUrl() ?? ''}/api/login-check`, username: JULIEN, password: PASSWORD },
  );
  assert.equal(typeof body.token, 'string', "Julien's login answered no token");
  return { token: body.token as string, refreshToken: body.refreshToken as string };
}

function handoverPath({ token, refreshToken }: Tokens): string {
  const query = new URLSearchParams({ token, refreshToken, destination: '/' });
  return `/connexion-sso/?${query.toString()}`;
}

/** Opens the link as a full page load; returns what the page's requests carried. */
async function openHandover(page: Page, tokens: Tokens) {
  const requests: Request[] = [];
  const record = (request: Request) => requests.push(request);
  page.on('request', record);
  await page.goto(siteUrl(SITE_HOSTS.floor, handoverPath(tokens)), { waitUntil: 'load' });
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Connexion impossible' }),
    "'Connexion impossible'",
  );
  await expectVisible(page.getByText(MISMATCH), 'the reason');
  page.off('request', record);
  // The tokens left the address before the page asked for anything: no Referer, no address of
  // a request, no history entry carries them.
  for (const request of requests.slice(1)) {
    const seen = `${request.url()} ${(await request.allHeaders()).referer ?? ''}`;
    assert.ok(!seen.includes(tokens.token), `the token went out with ${request.url()}`);
  }
  assert.ok(!page.url().includes(tokens.token), 'the token stayed in the address');
  assert.ok(requests.length > 1, 'the page made no request');
  return requests;
}

test('a hand-over link with another account’s tokens logs nobody in', async ({ openSite }) => {
  const page = await openSite(SITE_HOSTS.floor, '/');
  const tokens = await julienTokens(page);
  await openHandover(page, tokens);
  await saveScreenshot(page, 'sso-handover-foreign-link-1280');
  const header = page.getByRole('banner').first();
  await expectVisible(
    header.getByRole('button', { name: 'Se connecter', exact: true }),
    "the header's 'Se connecter'",
  );
  assert.equal(await header.getByText('Julien Bernard').count(), 0);
  assert.equal((await storedSession(page)).user, undefined, 'a user was stored');
});

test('a hand-over link with another account’s tokens leaves the logged-in user and their history theirs', async ({
  openSite,
}) => {
  const page = await openSite(SITE_HOSTS.floor, '/');
  await logInFromHeader(page, { dialogName: 'Connexion' });
  const claire = (await storedSession(page)).user as { id: number; token: string };
  const tokens = await julienTokens(page);

  await openHandover(page, tokens);
  const header = page.getByRole('banner').first();
  await expectVisible(header.getByText('Claire Martin', { exact: true }), "'Claire Martin'");
  const stored = (await storedSession(page)).user as { id: number; token: string };
  assert.deepEqual({ id: stored.id, token: stored.token }, { id: claire.id, token: claire.token });

  // Her history is read with her token, and shows her configurations.
  const lists: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/simulations/')
      lists.push(request.headers().authorization ?? '');
  });
  await openPersonalSpace(page);
  await page.getByRole('link', { name: 'Mes configurations', exact: true }).click();
  const items = page.locator('ul[aria-label="Mes configurations"] > li');
  await expectVisible(items.first(), 'her first configuration');
  assert.ok(lists.length > 0, 'the list was not asked for');
  for (const authorization of lists) assert.equal(authorization, `Bearer ${claire.token}`);
  await saveScreenshot(page, 'sso-handover-foreign-link-logged-in-1280');
});

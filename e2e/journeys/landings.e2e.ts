/**
 * Landings: the addresses that people reach from outside the app, each opened by a full page load
 * as a link in an e-mail or a redirect lands, and what the app shows at its start: the reset
 * password's toast and the login dialog (#/reset-done), the activation and e-mail-confirmation
 * links' toasts, the reset link's password popup, and the single-sign-on refusal's message.
 *
 * The links come from the backend's outbox (`/__mock/outbox`), on the standalone mock server in the
 * `real` mode, on the page's origin with the embedded mock, which keeps its data across page loads:
 * in both, the link issued before the load is still known and its success toast shows.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import {
  currentApiUrl,
  expectVisible,
  saveScreenshot,
  siteUrl,
  SITE_HOSTS,
} from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

/** Where the API answers, as the page calls it: '' is the page's own origin. */
const apiBase = () => currentApiUrl() ?? '';

const PASSWORD = 'Secret2025!';

interface SentEmail {
  to: string;
  subject: string;
  link: string;
}

interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls the API from the page (the embedded mock backend answers only the page's requests). */
async function callApi(
  page: Page,
  method: string,
  path: string,
  data?: unknown,
  token?: string,
): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ url, method, data, token }) => {
      const response = await fetch(url, {
        method,
        headers: {
          ...(data === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(data === undefined ? {} : { body: JSON.stringify(data) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { url: `${apiBase()}${path}`, method, data, token },
  );
}

/** How long the backend may take to answer after a page load (the embedded one starts with the app). */
const BACKEND_START_TIMEOUT_MS = 15_000;

/**
 * The backend's outbox. Asked until it answers: the first paint (header included) comes before
 * the app, and the embedded mock backend answers only once the app has started it; until then
 * the preview server answers with the page.
 */
async function outbox(page: Page): Promise<SentEmail[]> {
  const deadline = Date.now() + BACKEND_START_TIMEOUT_MS;
  for (;;) {
    const emails = await page.evaluate(async (url) => {
      const response = await fetch(url).catch(() => null);
      if (!response?.ok || !response.headers.get('content-type')?.includes('json')) return null;
      return ((await response.json()) as { datas: { emails: SentEmail[] } }).datas.emails;
    }, `${apiBase()}/__mock/outbox`);
    if (emails) return emails;
    assert.ok(Date.now() < deadline, 'the backend did not answer /__mock/outbox');
    await page.waitForTimeout(200);
  }
}

async function lastEmailTo(page: Page, address: string): Promise<SentEmail> {
  const email = (await outbox(page)).find((sent) => sent.to === address);
  assert.ok(email, `no e-mail was sent to ${address}`);
  return email;
}

/** The parameters of a signed link ('/…?id=…&token=…&expires=…&signature=…'). */
function signedLinkParams(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link, 'http://link.invalid').searchParams);
}

/** Registers a new account on the floor site; its activation e-mail is in the outbox. */
async function register(page: Page, email: string): Promise<void> {
  const { status } = await callApi(page, 'POST', '/api/register/', {
    email,
    lastname: 'Arrivée',
    firstname: 'Lucie',
    company: '',
    rgpd: true,
    plainPassword: { password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  assert.equal(status, 200, `the registration of ${email} was refused`);
}

/**
 * Opens an address by a full page load and waits for the app's header. Returns whether the
 * backend still knows the e-mail `sent` after the load.
 */
async function land(
  page: Page,
  openSite: (host: string, path?: string) => Promise<Page>,
  path: string,
  sent: SentEmail,
): Promise<boolean> {
  await openSite(SITE_HOSTS.floor, path);
  const emails = await outbox(page);
  return emails.some((email) => email.to === sent.to && email.link === sent.link);
}

const toast = (page: Page, text: string) =>
  expectVisible(page.getByText(text, { exact: true }).first(), `the toast '${text}'`);

test("#/reset-done by a full page load: the toast 'Votre nouveau mot de passe a été enregistré' and the login", async ({
  openSite,
}) => {
  const page = await openSite(SITE_HOSTS.floor, '/#/reset-done');
  await toast(page, 'Votre nouveau mot de passe a été enregistré');
  await expectVisible(page.getByRole('dialog', { name: 'Connexion' }), 'the login dialog');
  assert.equal(new URL(page.url()).hash, '', 'the address keeps #/reset-done');
  await saveScreenshot(page, 'landings-reset-done');
});

test('an activation link from the outbox, opened by a full page load, shows its toast', async ({
  page,
  openSite,
}) => {
  await openSite(SITE_HOSTS.floor, '/');
  await outbox(page);
  const email = `lucie.arrivee.${Date.now()}@exemple.fr`;
  await register(page, email);
  const sent = await lastEmailTo(page, email);

  assert.ok(await land(page, openSite, sent.link, sent), 'the backend forgot the link');
  await toast(page, 'Votre compte est maintenant activé.');
  assert.equal(new URL(page.url()).search, '', 'the address keeps the link');
});

test('an e-mail confirmation link from the outbox, opened by a full page load, shows its toast', async ({
  page,
  openSite,
}) => {
  await openSite(SITE_HOSTS.floor, '/');
  await outbox(page);
  // A new account (so that no seeded user changes address): activated, logged in, it asks
  // for a new address, whose confirmation link the outbox keeps.
  const stamp = Date.now();
  const email = `lucie.arrivee.${stamp}@exemple.fr`;
  const newEmail = `lucie.nouvelle.${stamp}@exemple.fr`;
  await register(page, email);
  const activation = signedLinkParams((await lastEmailTo(page, email)).link);
  const enabled = await callApi(page, 'POST', '/api/account/enable/', activation);
  assert.equal(enabled.status, 200, 'the account was not activated');
  const login = await callApi(page, 'POST', '/api/login-check', {
    username: email,
    password: PASSWORD,
    rememberMe: false,
  });
  const token = String(login.body.token ?? '');
  assert.ok(token, 'the login gave no token');
  const change = await callApi(
    page,
    'PUT',
    '/api/user/email/update/',
    { currentEmail: email, newEmail },
    token,
  );
  assert.equal(change.status, 200, 'the e-mail change was refused');
  const sent = await lastEmailTo(page, newEmail);

  assert.ok(await land(page, openSite, sent.link, sent), 'the backend forgot the link');
  await toast(page, 'Votre nouvelle adresse e-mail est confirmée.');
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
});

test('a password reset link opened by a full page load opens the password popup', async ({
  openSite,
}) => {
  const page = await openSite(SITE_HOSTS.floor, '/user/data/password/jeton-arrivee');
  await expectVisible(
    page.getByRole('dialog', { name: 'Choisissez un nouveau mot de passe' }),
    'the password popup',
  );
});

test('a single sign-on refusal (?error=<code>) opened by a full page load shows its own text for the code', async ({
  page,
}) => {
  const message = 'L’authentification unique est réservée aux comptes Batiprime.';
  await page.goto(siteUrl(SITE_HOSTS.carbon, '/connexion-sso/?error=not_partner'), {
    waitUntil: 'load',
  });
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expectVisible(alert, 'the refusal message');
  await expectVisible(
    alert.getByRole('button', { name: 'Se connecter', exact: true }),
    "'Se connecter' under the message",
  );
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Connexion impossible' }),
    "the page's title",
  );
  await saveScreenshot(page, 'landings-sso-refused');
});

test('a single sign-on refusal with a text of its own shows the generic text, never the address’s', async ({
  page,
}) => {
  const planted = 'Votre compte est bloqué : appelez le 08 99 00 00 00';
  await page.goto(
    siteUrl(SITE_HOSTS.carbon, `/connexion-sso/?error=${encodeURIComponent(planted)}`),
    { waitUntil: 'load' },
  );
  await expectVisible(
    page
      .getByRole('alert')
      .filter({ hasText: "La connexion par l’authentification unique n'a pas abouti." }),
    'the generic refusal',
  );
  assert.equal(await page.getByText(/08 99/).count(), 0, 'the address’s text is shown');
});

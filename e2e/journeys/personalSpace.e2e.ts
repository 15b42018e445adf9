/** The personal space and its histories on the three sites, against the mock backend. */
import assert from 'node:assert/strict';
import type { Page, Request } from '@playwright/test';
import { logInFromHeader, openPersonalSpace } from '../support/account.ts';
import { expectVisible, saveScreenshot, SITE_HOSTS, siteUrl } from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

/** The list requests of a path made from now on, with their query. */
function recordListRequests(page: Page, path: string, times: number[] = []) {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== path || request.method() !== 'GET') return;
    seen.push(url);
    times.push(Date.now());
  });
  return seen;
}

/** The 400 ms of quiet plus 500 ms that a typed filter waits before its request (spec 000 §7). */
const TYPED_FILTER_WAIT_MS = 900;

/**
 * Types `text` one key at a time and returns when each key was sent. A request can only follow a key
 * by the whole wait, whatever the machine's load: every delay on the way only makes it later.
 */
async function typeKeys(page: Page, label: string, text: string): Promise<number[]> {
  const field = page.getByLabel(label);
  await field.focus();
  const sent: number[] = [];
  for (const key of text) {
    sent.push(Date.now());
    await page.keyboard.press(key);
    await page.waitForTimeout(100);
  }
  return sent;
}

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function resultCount(page: Page): Promise<number> {
  const text = await page
    .getByText(/^\d+ résultats?$/)
    .first()
    .textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

test('floor: history filtered by zip with one request after typing, delete, oldest first', async ({
  openSite,
}) => {
  const page = await openSite(SITE_HOSTS.floor, '/');
  await logInFromHeader(page, { dialogName: 'Connexion' });
  await openPersonalSpace(page);
  await expectVisible(page.getByText('Bienvenue Claire Martin'), 'the welcome');
  await page.getByRole('link', { name: 'Mes configurations', exact: true }).click();
  await expectVisible(page.getByText('42 résultats', { exact: true }), "'42 résultats'");
  await saveScreenshot(page, 'personal-space-floor-history-1280');

  const reset = page.getByRole('button', { name: 'Réinitialiser les filtres' });
  assert.equal(await reset.isDisabled(), true, 'reset is disabled until a filter is set');

  // Zip: several keystrokes, then exactly one request once typing stops, the whole wait after the last
  // key. Times are taken here, so a slowed machine only makes requests look later, never earlier; a
  // pause longer than the wait between two keys may let a request for the partial zip through, which
  // the rule allows.
  const requestTimes: number[] = [];
  const seen = recordListRequests(page, '/api/simulations/', requestTimes);
  const keyTimes = await typeKeys(page, 'Code postal', '69003');
  await waitUntil(
    () => seen.some((url) => url.searchParams.get('zip') === '69003'),
    'the filtered request',
  );
  await page.getByText('42 résultats', { exact: true }).waitFor({ state: 'detached' });
  await page.waitForTimeout(800);
  const firstKey = keyTimes[0]!;
  const lastKey = keyTimes.at(-1)!;
  assert.ok(
    requestTimes[0]! - firstKey >= TYPED_FILTER_WAIT_MS - 50,
    `the first request came ${requestTimes[0]! - firstKey} ms after the first key, before the wait`,
  );
  const longestPause = Math.max(...keyTimes.slice(1).map((at, index) => at - keyTimes[index]!));
  if (longestPause < TYPED_FILTER_WAIT_MS - 100) {
    const whileTyping = requestTimes.filter((at) => at < lastKey).length;
    assert.equal(whileTyping, 0, 'no request while the keys come faster than the wait');
  }
  // Whatever a pause let through before, after the wait that follows the last key: one request, for the
  // whole zip.
  const afterWait = seen.filter(
    (_, index) => requestTimes[index]! >= lastKey + TYPED_FILTER_WAIT_MS - 50,
  );
  assert.equal(afterWait.length, 1, `one request after typing stops, got ${afterWait.length}`);
  assert.equal(afterWait[0]!.searchParams.get('zip'), '69003');
  assert.equal(await reset.isDisabled(), false);
  const filtered = await resultCount(page);
  assert.ok(filtered > 0 && filtered < 42, `filtered count ${filtered}`);

  // Delete the first item: confirmation, toast, reload without it.
  await page
    .locator('ul[aria-label="Mes configurations"] > li')
    .first()
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Suppression' });
  await expectVisible(confirm, 'the delete confirmation');
  await expectVisible(
    confirm.getByText(/^Êtes-vous sûr de vouloir supprimer cette (simulation|solution) \?$/),
    'the confirmation text',
  );
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expectVisible(
    page.getByText(/^La (simulation|solution) a été supprimée\.$/),
    'the server message as a toast',
  );
  await expectVisible(
    page.getByText(`${filtered - 1} résultat${filtered - 1 > 1 ? 's' : ''}`, { exact: true }),
    'the reloaded count',
  );

  // Oldest first.
  const before = seen.length;
  await page.getByLabel('Trier par').selectOption('ASC');
  await waitUntil(() => seen.length > before, 'the sorted request');
  assert.equal(seen.at(-1)!.searchParams.get('order'), 'ASC');

  await page.setViewportSize({ width: 720, height: 900 });
  await saveScreenshot(page, 'personal-space-floor-history-720');
  await page.setViewportSize({ width: 600, height: 900 });
  await page.getByRole('button', { name: /^Filtres/ }).click();
  await expectVisible(page.getByRole('dialog', { name: 'Filtres' }), 'the mobile filter dialog');
  await saveScreenshot(page, 'personal-space-floor-filters-mobile');
});

test('carbon: history filtered by dates and system', async ({ openSite }) => {
  const page = await openSite(SITE_HOSTS.carbon, '/');
  await logInFromHeader(page, { dialogName: 'Connexion' });
  await openPersonalSpace(page);
  await page.getByRole('link', { name: 'Mes configurations', exact: true }).click();
  await expectVisible(page.getByText('12 résultats', { exact: true }), "'12 résultats'");
  await expectVisible(
    page.getByText(/^Le \d{2}\/\d{2}\/\d{4} à \d{1,2}h\d{2}$/).first(),
    "'Le date à HhM'",
  );

  const seen = recordListRequests(page, '/api/clusters/');
  const today = new Date();
  const yearAgo = `${today.getFullYear() - 1}-01-01`;
  await page.getByLabel('Date de début', { exact: true }).fill(yearAgo);
  await page
    .getByRole('combobox', { name: 'Système constructif', exact: true })
    .selectOption('predalles');
  await waitUntil(
    () => seen.some((url) => url.searchParams.get('systemType') === 'predalles'),
    'the systemType request',
  );
  const last = seen.at(-1);
  assert.ok(last, 'a request was made');
  assert.equal(last.searchParams.get('dateFrom'), yearAgo);
  assert.equal(last.searchParams.get('systemType'), 'predalles');
  const count = await resultCount(page);
  assert.ok(count <= 12);
  await saveScreenshot(page, 'personal-space-carbon-history-1280');
});

test('general: Mon espace personnel and the thermal history with its sorts', async ({
  openSite,
}) => {
  const page = await openSite(SITE_HOSTS.general, '/');
  await logInFromHeader(page, { dialogName: 'CONNEXION' });
  await openPersonalSpace(page);
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Mon espace personnel' }),
    "the title 'Mon espace personnel'",
  );
  await saveScreenshot(page, 'personal-space-general-home-1280');
  await page.getByRole('link', { name: 'Voir mon historique', exact: true }).click();
  await expectVisible(
    page.getByRole('heading', { name: 'Retrouvez tous les résultats de vos simulations' }),
    'the history title',
  );
  await expectVisible(page.getByText(/^\d+ résultats$/), 'the count');
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/history/list')
      bodies.push(request.postDataJSON());
  });
  await page.getByLabel('Trier par').selectOption('name-ASC');
  await page.waitForTimeout(500);
  // The list asks for summaries (project-defined `fields`, docs/api.md), sorted as chosen.
  assert.deepEqual(bodies.at(-1), { sort: 'name', order: 'ASC', fields: 'summary' });
  const names = await page.locator('ul[aria-label="Mes simulations"] > li h3').allTextContents();
  const sorted = [...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }));
  assert.deepEqual(names, sorted);
  await page.getByLabel('Trier par').selectOption('createdAt-ASC');
  await page.waitForTimeout(500);
  assert.deepEqual(bodies.at(-1), { sort: 'createdAt', order: 'ASC', fields: 'summary' });
  await saveScreenshot(page, 'personal-space-general-history-1280');
  await page.getByRole('link', { name: 'Retour à mon espace' }).click();
  await expectVisible(page.getByText('Bienvenue Claire Martin'), 'the space home');
});

test('the history opened by its address: its list leaves before the app has loaded, asked once', async ({
  openSite,
  mode,
}) => {
  test.skip(mode !== 'real', 'the embedded mock backend starts with the app: no early request');
  for (const { host, dialogName, path, method, shown } of [
    {
      host: SITE_HOSTS.floor,
      dialogName: 'Connexion',
      path: '/api/simulations/',
      method: 'GET',
      shown: '42 résultats',
    },
    {
      host: SITE_HOSTS.general,
      dialogName: 'CONNEXION',
      path: '/api/history/list',
      method: 'POST',
      shown: '14 résultats',
    },
  ]) {
    const page = await openSite(host, '/');
    await logInFromHeader(page, { dialogName });
    // When the app replaces the frame, in the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.documentElement?.hasAttribute('data-app-started')) return;
        (window as unknown as { appStartedAt: number }).appStartedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, childList: true, subtree: true });
    });
    const seen: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === path) seen.push(request);
    });
    await page.goto(siteUrl(host, '/espace-personnel#/historique'));
    await expectVisible(page.getByText(shown, { exact: true }), `'${shown}'`);
    // The app has started and its screen shows its own list (the frame's first items gone).
    await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => !document.querySelector('[data-frame-keep]'));
    assert.equal(seen.length, 1, `one request of ${path}`);
    assert.equal(seen[0]!.method(), method);
    assert.match((await seen[0]!.allHeaders()).authorization ?? '', /^Bearer /);
    const { sentAt, appStartedAt } = await page.evaluate((listPath) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => new URL(resource.name).pathname === listPath);
      return {
        sentAt: entry?.startTime ?? Number.NaN,
        appStartedAt: (window as unknown as { appStartedAt: number }).appStartedAt,
      };
    }, path);
    assert.ok(
      sentAt < appStartedAt,
      `the list left at ${sentAt} ms, the app started at ${appStartedAt} ms`,
    );
  }
});

/** When the list's first items and the app's start came, in the page's clock, and what was lost. */
interface FirstItemsMarks {
  at?: number;
  appStartedAt?: number;
  lost: string[];
}

/** Records the page's FirstItemsMarks in `window.firstItems` (an init script). */
function watchFirstItems() {
  const seen: FirstItemsMarks = { lost: [] };
  (window as unknown as { firstItems: FirstItemsMarks }).firstItems = seen;
  const observer = new MutationObserver(() => {
    const items = document.querySelector('ul.history-items > li');
    const now = performance.now();
    if (items && seen.at === undefined) seen.at = now;
    if (seen.at !== undefined && !items) seen.lost.push(`no item at ${Math.round(now)} ms`);
    if (seen.at !== undefined && document.querySelector('#root [data-history-loading]'))
      seen.lost.push(`loading view at ${Math.round(now)} ms`);
    if (document.documentElement?.hasAttribute('data-app-started') && !seen.appStartedAt)
      seen.appStartedAt = now;
  });
  observer.observe(document, { attributes: true, childList: true, subtree: true });
}

test('the history opened by its address: its first items before the app has started, kept until its list is there', async ({
  openSite,
  mode,
}) => {
  test.skip(mode !== 'real', 'the embedded mock backend starts with the app: no early request');
  for (const { host, dialogName, shown, label, width } of [
    {
      host: SITE_HOSTS.floor,
      dialogName: 'Connexion',
      shown: '42 résultats',
      label: 'Mes configurations',
      width: 1280,
    },
    {
      host: SITE_HOSTS.carbon,
      dialogName: 'Connexion',
      shown: '12 résultats',
      label: 'Mes simulations',
      width: 390,
    },
    {
      host: SITE_HOSTS.general,
      dialogName: 'CONNEXION',
      shown: '14 résultats',
      label: 'Mes simulations',
      width: 1280,
    },
  ]) {
    const page = await openSite(host, '/');
    await logInFromHeader(page, { dialogName });
    await page.setViewportSize({ width, height: 900 });
    await page.context().addInitScript(watchFirstItems);
    // Opened by its address, reloaded, then in a second tab: each a new load of the page.
    const second = await page.context().newPage();
    await second.setViewportSize({ width, height: 900 });
    for (const [tab, load] of [
      [page, () => page.goto(siteUrl(host, '/espace-personnel#/historique'))],
      [page, () => page.reload()],
      [second, () => second.goto(siteUrl(host, '/espace-personnel#/historique'))],
    ] as const) {
      await load();
      await tab.locator('html[data-app-started]').waitFor({ state: 'attached' });
      const list = tab.getByRole('list', { name: label });
      await expectVisible(tab.getByText(shown, { exact: true }), `'${shown}'`);
      // The screen's own list once loaded: every item, and its controls work.
      await tab.waitForFunction(() => !document.querySelector('[data-frame-keep]'));
      const count = Number(/\d+/.exec(shown)![0]);
      assert.equal(await list.getByRole('link', { name: /^Ouvrir/ }).count(), count);
      const marks = await tab.evaluate(
        () => (window as unknown as { firstItems: FirstItemsMarks }).firstItems,
      );
      assert.ok(
        marks.at !== undefined && marks.appStartedAt !== undefined && marks.at < marks.appStartedAt,
        `first items at ${marks.at} ms, the app started at ${marks.appStartedAt} ms`,
      );
      assert.deepEqual(marks.lost, [], 'the first items stay until the list is there');
      await list
        .getByRole('button', { name: /^Supprimer/ })
        .first()
        .click();
      const confirm = tab.getByRole('alertdialog', { name: 'Suppression' });
      await expectVisible(confirm, 'the delete confirmation');
      await confirm.getByRole('button', { name: 'Annuler', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
    }
    await saveScreenshot(second, `personal-space-history-first-items-${width}`);
    await second.close();
  }
});

/**
 * Offline and updates (issue 24; docs/offline.md). The app's service worker is in the build for a
 * real backend only (build/serviceWorker.ts): its journeys run in the `real` mode and are skipped in
 * the others, where the embedded mock's worker is the only one (checked here in the `embedded` mode).
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startPreview } from '../../bench/lib/run.ts';
import { checkInstallable } from '../../scripts/installable.ts';
import { logInFromHeader, openPersonalSpace } from '../support/account.ts';
import { expectVisible, SITE_HOSTS, waitForAppStart } from '../support/browser.ts';
import { fillCarbonSimulation } from '../support/carbon.ts';
import { test } from '../support/fixtures.ts';
import {
  activeWorker,
  openControlledSite,
  reloadOffline,
  waitForKeptList,
  waitForWorkerControl,
} from '../support/serviceWorker.ts';

const REAL_ONLY = 'the app’s service worker is in the build for a real backend only';
/** The build the `real` mode serves (playwright.config.ts). */
const REAL_DIST = resolve(process.env.E2E_DIST_REAL ?? 'dist-real');
const DEMO_DIST = resolve(process.env.E2E_DIST ?? 'dist-demo');
/** What the browser logs for each request refused while offline. */
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to load resource/;
/** What a load that got no answer shows (src/api/http.ts). */
const NO_ANSWER = 'Le serveur ne répond pas. Vérifiez votre connexion internet puis réessayez.';

test.describe('the build for a real backend', () => {
  test.skip(({ mode }) => mode !== 'real', REAL_ONLY);

  test('is installable: its worker precaches the shell, each site has its manifest and icons', () => {
    assert.deepEqual(checkInstallable(REAL_DIST), []);
  });

  test("a page loaded once reloads offline with the app and the user's list", async ({
    openSite,
    page,
    context,
    allowConsoleError,
  }) => {
    allowConsoleError(OFFLINE_ERRORS);
    await openSite(SITE_HOSTS.floor, '/');
    await logInFromHeader(page, { dialogName: 'Connexion' });
    await openPersonalSpace(page);
    await page.getByRole('link', { name: 'Mes configurations', exact: true }).click();
    await expectVisible(page.getByText('42 résultats', { exact: true }), "'42 résultats'");
    assert.match(await activeWorker(page), /\/sw\.js$/);
    const items = page.locator('ul[aria-label="Mes configurations"] > li');
    const firstItem = (await items.first().innerText()).split('\n')[0]!;
    await waitForKeptList(page, 'GET /api/simulations/');

    await reloadOffline(page);
    await expectVisible(page.getByRole('banner').first(), 'the header, offline');
    await expectVisible(page.getByText('Claire Martin', { exact: true }).first(), 'the user');
    await expectVisible(page.getByText('42 résultats', { exact: true }), 'the list, offline');
    await expectVisible(items.first().getByText(firstItem).first(), 'its first item, offline');
    await context.setOffline(false);
  });

  test('the PSI library searched once shows its results offline (catalogue reads, hash routes)', async ({
    openSite,
    context,
    allowConsoleError,
  }) => {
    allowConsoleError(OFFLINE_ERRORS);
    // The searches from now on go through the worker.
    const page = await openControlledSite(openSite, SITE_HOSTS.general, '/bibliotheque');
    await page.getByRole('checkbox', { name: 'Plancher intermédiaire' }).check();
    await page.waitForURL(/#\/results\//);
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const count = page.getByTestId('library-count');
    await expectVisible(count, 'the result count');
    const online = await count.textContent();

    await reloadOffline(page);
    await expectVisible(
      page.getByRole('button', { name: 'Retirer Type de plancher : Plancher intermédiaire' }),
      'the chosen filter, offline',
    );
    await expectVisible(count, 'the result count, offline');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    assert.equal(await count.textContent(), online);
    await context.setOffline(false);
  });

  test('a tool opened offline loads by itself when the network returns', async ({
    openSite,
    page,
    context,
    allowConsoleError,
  }) => {
    allowConsoleError(OFFLINE_ERRORS);
    await openControlledSite(openSite, SITE_HOSTS.floor, '/');

    // Never opened online: its form's definitions are not on the device.
    await context.setOffline(true);
    await openSite(SITE_HOSTS.floor, '/configurer-un-plancher/');
    await expectVisible(page.getByText(NO_ANSWER), 'the load failure, offline');
    await expectVisible(page.getByRole('button', { name: 'Réessayer' }), "'Réessayer'");

    // Back online: the load is tried again without a click (a moment after the browser's word,
    // then every few seconds while the server gives no answer: RetryWhenBackOnline).
    await context.setOffline(false);
    const firstStep = page.getByRole('heading', { level: 1, name: 'Votre projet' });
    await firstStep.waitFor({ state: 'visible', timeout: 20_000 });
    await expectVisible(page.getByText('Connexion rétablie'), "'Connexion rétablie'");
    assert.equal(await page.getByText(NO_ANSWER).count(), 0);
  });

  test("after a carbon simulation, the browser's shared caches hold nothing the user typed, and no logged-in user's answer", async ({
    openSite,
  }) => {
    const page = await openControlledSite(openSite, SITE_HOSTS.carbon, '/');
    const projectName = 'Maison Cache Dupont';
    await fillCarbonSimulation(page, projectName);
    await page.getByRole('button', { name: "Estimer l'impact carbone" }).click();
    await expectVisible(page.getByRole('article').first(), 'the simulation');
    await logInFromHeader(page, { dialogName: 'Connexion' });
    await page.reload();
    await waitForAppStart(page);

    const kept = await page.evaluate(async () => {
      const entries: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          entries.push(
            `${name} ${decodeURIComponent(request.url)} ${request.headers.get('Authorization') ?? ''}`,
          );
      }
      return entries;
    });
    assert.ok(
      kept.some((entry) => entry.startsWith('catalogue-2 ')),
      'the catalogue is kept',
    );
    const typed = kept.filter((entry) =>
      /Maison Cache Dupont|69003|step1|step2|Bearer/.test(entry),
    );
    assert.deepEqual(typed, [], 'nothing typed, nor a token, in the shared caches');
  });

  test("a new build deployed over the old one offers 'Nouvelle version disponible' and reloads on it", async ({
    page,
  }) => {
    // A copy of the build on a server of its own, so that "deploying" does not touch the shared one.
    const dir = mkdtempSync(join(tmpdir(), 'offline-update-'));
    cpSync(REAL_DIST, dir, { recursive: true });
    const preview = await startPreview(dir);
    try {
      const url = `http://${SITE_HOSTS.general}:${preview.port}/`;
      await page.goto(url, { waitUntil: 'load' });
      await activeWorker(page);
      // Controlled by the worker from now on (an uncontrolled page would let a new worker in at once).
      await page.reload({ waitUntil: 'load' });
      await waitForAppStart(page);
      await waitForWorkerControl(page);
      assert.equal(await page.getByText('Nouvelle version disponible').count(), 0);

      // The deployment: a changed index.html, and the worker that precaches its new revision.
      const marker = `<!-- deployed ${Date.now()} -->`;
      const index = join(dir, 'index.html');
      writeFileSync(index, readFileSync(index, 'utf8').replace('</body>', `${marker}</body>`));
      const worker = join(dir, 'sw.js');
      const text = readFileSync(worker, 'utf8');
      const updated = text.replace(
        /(\{url:"index\.html",revision:")[0-9a-f]+"/,
        (_, start: string) => `${start}${Date.now().toString(16)}"`,
      );
      assert.notEqual(updated, text, 'the worker precaches index.html with a revision');
      writeFileSync(worker, updated);

      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page.getByRole('complementary', { name: 'Nouvelle version disponible' });
      await expectVisible(prompt, "the prompt 'Nouvelle version disponible'");
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Recharger' }).click();
      await reloaded;
      await expectVisible(page.getByRole('banner').first(), 'the header after the reload');
      assert.ok((await page.content()).includes(marker), 'the page runs on the new build');
      assert.equal(await page.getByText('Nouvelle version disponible').count(), 0);
    } finally {
      await preview.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('the build with the embedded mock', () => {
  test.skip(({ mode }) => mode !== 'embedded', 'checks the demo build, served in that mode');

  test("keeps the mock's worker alone: no app worker is built or registered", async ({
    openSite,
    page,
  }) => {
    assert.equal(existsSync(join(DEMO_DIST, 'sw.js')), false, 'dist-demo has no sw.js');
    await openSite(SITE_HOSTS.general, '/');
    await expectVisible(page.locator('main h1').first(), 'the page');
    // The frame paints before the app starts: wait for the app's start (the mock's worker), then
    // a moment more, in which no other worker may come.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistrations()).length > 0,
      undefined,
      { timeout: 20_000, polling: 200 },
    );
    await page.waitForTimeout(1_000);
    const scripts = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map(
        (registration) =>
          (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL,
      ),
    );
    assert.equal(scripts.length, 1, `one worker registered: ${scripts.join(', ')}`);
    assert.match(scripts[0] ?? '', /\/mockServiceWorker\.js$/);
  });
});

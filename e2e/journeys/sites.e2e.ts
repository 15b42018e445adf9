/** Each site on its own host: language, site marker, header widget, accessibility, manifest. */
import assert from 'node:assert/strict';
import {
  expectNoAxeViolations,
  expectVisible,
  saveScreenshot,
  SITE_HOSTS,
  siteUrl,
  type SiteId,
} from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

const SITE_NAMES: Record<SiteId, string> = {
  general: 'Rupteo',
  floor: 'Configurateur de planchers',
  carbon: "Simulateur d'empreinte carbone",
};

for (const [site, host] of Object.entries(SITE_HOSTS) as [SiteId, string][]) {
  test(`the home page of the ${site} site loads on ${host}`, async ({ openSite }) => {
    const page = await openSite(host, '/');
    const html = page.locator('html');

    assert.equal(await html.getAttribute('lang'), 'fr');
    assert.equal(await html.getAttribute('data-site'), site);
    await expectVisible(
      page.getByRole('heading', { level: 1, name: SITE_NAMES[site], exact: true }),
      `the heading '${SITE_NAMES[site]}'`,
    );

    const header = page.getByRole('banner');
    await expectVisible(
      header.getByRole('button', { name: 'Se connecter', exact: true }),
      "the header button 'Se connecter'",
    );
    await expectVisible(
      header.getByRole('link', { name: "S'inscrire", exact: true }),
      "the header link 'S'inscrire'",
    );

    await expectNoAxeViolations(page);
    await saveScreenshot(page, `home-${site}`);
  });

  test(`the ${site} site links its web app manifest`, async ({ openSite }) => {
    const page = await openSite(host, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.equal(href, `/manifests/${site}.webmanifest`);

    const manifest = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }, href);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.body.display, 'standalone');
    assert.equal(manifest.body.lang, 'fr');
    // The manifest may use the typographic apostrophe where the page uses the ASCII one.
    assert.equal(String(manifest.body.name).replaceAll('\u2019', "'"), SITE_NAMES[site]);
  });

  test(`the ${site} site paints its frame before any script file loads`, async ({
    page,
    allowConsoleError,
  }) => {
    // The built page's own inline script shows the prerendered frame; the app's files never come.
    allowConsoleError(/Failed to load resource/);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(siteUrl(host, '/'));
    assert.equal(await page.locator('html').getAttribute('data-site'), site);
    await expectVisible(
      page.getByRole('heading', { level: 1, name: SITE_NAMES[site], exact: true }),
      `the heading '${SITE_NAMES[site]}' without the app`,
    );
    await expectVisible(
      page.getByRole('banner').getByRole('link', { name: SITE_NAMES[site] }),
      'the header with the site logo',
    );
    await expectNoAxeViolations(page);

    // A tool's page too, before the app has ever loaded (nothing in the browser's cache).
    if (site === 'general') {
      await page.goto(siteUrl(host, '/bibliotheque'));
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'Bibliothèque de PSI', exact: true }),
        "the library's title without the app",
      );
      assert.equal(
        await page
          .getByRole('banner')
          .getByRole('link', { name: 'Bibliothèque de PSI' })
          .getAttribute('aria-current'),
        'page',
      );
      // The library's start screen is there already: its largest text does not wait for the app.
      await expectVisible(
        page.getByText("Pour commencer veuillez sélectionner une valeur d'un filtre"),
        "the library's start message without the app",
      );
      await expectVisible(
        page.getByRole('status').getByText('Chargement des filtres'),
        'filters loading',
      );
      await expectNoAxeViolations(page);
      // The page's own chunk and the app's are asked for by the inline script, not by the entry.
      const preloaded = await page
        .locator('head link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      assert.ok(
        preloaded.some((href) => /^\/assets\/PsiLibraryPage-[\w-]+\.js$/.test(href)),
        `the library's chunk is preloaded (${preloaded.join(', ')})`,
      );
      assert.ok(preloaded.some((href) => /^\/assets\/app-[\w-]+\.js$/.test(href)));
      // A link to results opens over the same screen, without the start message.
      // (A hash of the same page is not a new load: the page is reloaded at it.)
      await page.goto(siteUrl(host, '/bibliotheque#/results/eyIxIjpbMl19'));
      await page.reload();
      await expectVisible(page.getByRole('heading', { name: 'Résultats' }), 'the results column');
      assert.equal(await page.getByText(/Pour commencer/).count(), 0);
      await page.goto(siteUrl(host, '/'));
    }

    // The app's header takes the frame's place without moving the tools (wide screens).
    const tools = page.getByRole('navigation', { name: 'Outils' });
    const before = await tools.boundingBox();
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expectVisible(
      page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }),
      "the app's header",
    );
    const after = await tools.boundingBox();
    assert.ok(before && after, 'the tools show in both headers');
    assert.ok(
      Math.abs(after.x - before.x) <= 8,
      `the tools moved by ${after.x - before.x} px when the app took over`,
    );
  });
}

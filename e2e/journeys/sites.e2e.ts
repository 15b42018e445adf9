/** Each site on its own host: language, site marker, header widget, accessibility, manifest. */
import assert from 'node:assert/strict';
import {
  expectNoAxeViolations,
  expectVisible,
  saveScreenshot,
  setupBrowser,
  SITE_HOSTS,
  type SiteId,
} from '../support/browser.ts';

const { journey } = setupBrowser();

const SITE_NAMES: Record<SiteId, string> = {
  general: 'Rupteo',
  floor: 'Configurateur de planchers',
  carbon: "Simulateur d'empreinte carbone",
};

for (const [site, host] of Object.entries(SITE_HOSTS) as [SiteId, string][]) {
  journey(`the home page of the ${site} site loads on ${host}`, async ({ openSite }) => {
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

  journey(`the ${site} site links its web app manifest`, async ({ openSite }) => {
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
}

/** Site override, 404 page, deep links and client-side navigation. */
import assert from 'node:assert/strict';
import {
  expectNoAxeViolations,
  expectVisible,
  SITE_HOSTS,
  siteUrl,
  waitForAppStart,
} from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

test('?site=floor shows the floor site and the choice stays in the tab', async ({ openSite }) => {
  const page = await openSite(SITE_HOSTS.general, '/?site=floor');
  assert.equal(await page.locator('html').getAttribute('data-site'), 'floor');
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Configurateur de planchers', exact: true }),
    'the floor home page',
  );

  // A full page load without the parameter, in the same tab.
  await openSite(SITE_HOSTS.general, '/configurer-un-plancher/');
  // (The configurator then keeps its configuration in the address: only `site` must be absent.)
  assert.equal(new URL(page.url()).searchParams.get('site'), null);
  assert.equal(await page.locator('html').getAttribute('data-site'), 'floor');
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Votre projet', exact: true }),
    "the floor configurator's first step",
  );
});

test('an unknown path shows the French 404 page', async ({ openSite }) => {
  const page = await openSite(SITE_HOSTS.general, '/cette-page-n-existe-pas');
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Page introuvable', exact: true }),
    "the heading 'Page introuvable'",
  );
});

const DEEP_LINKS = [
  {
    host: SITE_HOSTS.general,
    path: '/espace-personnel#/historique',
    text: 'Connectez-vous pour accéder à votre espace personnel.',
  },
  {
    host: SITE_HOSTS.general,
    // Seed history 1001 of the mock, opened from the personal space.
    path: '/evaluer-le-psi-dun-rupteur/#/1001/Maison_Dupont?history=1',
    text: '← Retour à mon historique',
  },
  {
    host: SITE_HOSTS.floor,
    path: '/configurer-un-plancher/',
    text: 'Votre projet',
    heading: true,
  },
  {
    host: SITE_HOSTS.carbon,
    path: '/simuler-mon-empreinte-carbone/',
    text: 'Votre projet',
    heading: true,
  },
];

for (const { host, path, text, heading } of DEEP_LINKS) {
  test(`the deep link ${host}${path} shows '${text}'`, async ({ openSite }) => {
    const page = await openSite(host, path);
    await expectVisible(
      heading
        ? page.getByRole('heading', { level: 1, name: text, exact: true })
        : page.getByText(text, { exact: true }),
      `the text '${text}'`,
    );
  });
}

test('a page of the floor site is a 404 on the general site', async ({ openSite }) => {
  const page = await openSite(SITE_HOSTS.general, '/configurer-un-plancher/');
  assert.equal(await page.locator('html').getAttribute('data-site'), 'general');
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Page introuvable', exact: true }),
    "the heading 'Page introuvable'",
  );
});

test('navigating from the header does not reload the document', async ({ openSite }) => {
  const page = await openSite(SITE_HOSTS.general, '/');
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Rupteo', exact: true }),
    'the home page',
  );
  // The first paint already shows the home page, with plain links; the app's header brings the
  // account links when it has taken over.
  await expectVisible(
    page.getByRole('banner').getByRole('link', { name: "S'inscrire", exact: true }),
    'the app in place',
  );
  await page.evaluate(() => {
    (window as unknown as { e2eMarker?: string }).e2eMarker = 'same-document';
  });
  const readMarker = () =>
    page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker);

  const header = page.getByRole('banner');
  await header
    .getByRole('navigation', { name: 'Outils' })
    .getByRole('link', { name: "Évaluer le PSI d'un rupteur", exact: true })
    .click();
  await expectVisible(
    page.getByRole('heading', { level: 1, name: "Évaluer le PSI d'un rupteur", exact: true }),
    'the rupteur finder page',
  );
  assert.equal(new URL(page.url()).pathname, '/evaluer-le-psi-dun-rupteur/');
  assert.equal(await readMarker(), 'same-document');

  await header.getByRole('link', { name: "S'inscrire", exact: true }).click();
  await expectVisible(
    page.getByRole('heading', { level: 1, name: 'Inscription', exact: true }),
    'the registration page',
  );
  assert.equal(new URL(page.url()).pathname, '/inscription');
  assert.equal(await readMarker(), 'same-document');
});

test('the app failing to load leaves the frame with a message and a retry', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/Failed to load resource/);
  await page.route(/\/assets\/app-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(siteUrl(SITE_HOSTS.general, '/bibliotheque'));
  const alert = page.getByRole('alert');
  await expectVisible(alert, 'the load failure message');
  assert.equal(
    await alert.getByText(/^Le chargement de la page a échoué\./).textContent(),
    'Le chargement de la page a échoué. Vérifiez votre connexion, puis rechargez la page.',
  );
  await expectVisible(page.getByRole('banner'), 'the frame, kept');
  await expectNoAxeViolations(page);
  assert.equal(
    await page.locator('html[data-app-started]').count(),
    0,
    'the app not marked started',
  );

  // Once the network is back, the button reloads the page and the app draws it.
  await page.unroute(/\/assets\/app-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Recharger la page' }).click();
  await waitForAppStart(page);
  await expectVisible(
    page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }),
    "the app's header after the reload",
  );
});

/**
 * The floor configurator (spec 002 §2.1-§2.3, §4.1, §5.1) on the floor site against the mock
 * backend: a visitor configures a floor up to the results, sorts them and opens a detail; a user
 * reopens a simulation from the personal space and modifies it; an impossible configuration,
 * opened from a shared link (config), ends on 'Aucun résultat trouvé'.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { logInFromHeader, openPersonalSpace } from '../support/account.ts';
import { expectVisible, saveScreenshot, SITE_HOSTS } from '../support/browser.ts';
import { expect, test } from '../support/fixtures.ts';

const PATH = '/configurer-un-plancher/';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Clicks the choice of a radio group by its exact label. */
async function choose(page: Page, label: string) {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .first()
    .click();
}

async function fillStep1(page: Page, zip: string, name: string) {
  await expectVisible(page.getByRole('heading', { name: 'Votre projet' }), "step 1 'Votre projet'");
  await page.getByRole('textbox', { name: /Code postal du chantier/ }).fill(zip);
  await page.getByRole('textbox', { name: /Nom de la configuration/ }).fill(name);
}

/** The thicknesses of the result cards, in order ('Épaisseur : 21 cm'). */
async function thicknesses(page: Page): Promise<number[]> {
  const badges = await page
    .getByTestId('solution-card')
    .getByText(/^Épaisseur : /)
    .allTextContents();
  return badges.map((text) => Number(/([\d,]+)/.exec(text)?.[1]?.replace(',', '.')));
}

test('a visitor configures a floor to the results, sorts them and opens a detail', async ({
  openSite,
  page,
}) => {
  await openSite(SITE_HOSTS.floor, PATH);
  const progress = page.getByRole('navigation', { name: 'Étapes de la configuration' });
  await expectVisible(progress, 'the progress steps');
  await expectVisible(page.getByRole('heading', { name: 'Votre projet' }), 'step 1');
  // The first paint's frame shows the step's title from the early answer; the app's progress takes
  // over a moment later: its steps are awaited, not read once.
  await expect
    .poll(async () =>
      (await progress.getByRole('listitem').allTextContents()).map((text) =>
        text.replace(/^\d/, ''),
      ),
    )
    .toEqual([
      'Étape 1 sur 3 : Votre projet',
      'Étape 2 sur 3 : Votre plancher',
      'Étape 3 sur 3 : Résultats',
    ]);

  // Step 1: the zip code validates on blur, 'Continuer' validates the step.
  const zip = page.getByRole('textbox', { name: /Code postal du chantier/ });
  await zip.fill('690');
  await zip.blur();
  await expectVisible(
    page.getByText('Doit être exactement 5 caractères'),
    'the zip length message',
  );
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expectVisible(page.getByText('Champ obligatoire'), "'Champ obligatoire'");
  await saveScreenshot(page, 'floor-configurator-step1-errors-1280');
  await fillStep1(page, '69003', 'Maison Garnier – plancher bas');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 2: a crawl-space floor for a house.
  await expectVisible(page.getByRole('heading', { name: 'Votre plancher' }), 'step 2');
  assert.match(new URL(page.url()).searchParams.get('config') ?? '', /^[\w-]+$/);
  await choose(page, 'Plancher bas sur vide sanitaire');
  await choose(page, 'Logement – cloisons maçonnées');
  assert.equal(
    await page.getByRole('textbox', { name: /Charges permanentes/ }).inputValue(),
    '250',
    'the load case sets gLoad',
  );
  await choose(page, 'Logement – cloisons légères');
  await choose(page, 'Up 0,20 W/m².K');
  await page.getByRole('textbox', { name: /Portée du plancher/ }).fill('5.2');
  await saveScreenshot(page, 'floor-configurator-step2-1280');
  await page.setViewportSize({ width: 720, height: 1000 });
  await saveScreenshot(page, 'floor-configurator-step2-720');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Trouver les solutions adaptées' }).click();

  // Results, thinnest first; then thickest first.
  await expectVisible(
    page.getByRole('heading', { name: 'Solutions recommandées pour vous' }),
    'the results',
  );
  const ascending = await thicknesses(page);
  assert.ok(ascending.length > 1, 'several solutions');
  assert.deepEqual(
    ascending,
    [...ascending].sort((a, b) => a - b),
  );
  await page.getByRole('combobox', { name: 'Trier par épaisseur' }).selectOption('desc');
  const descending = await thicknesses(page);
  assert.deepEqual(
    descending,
    [...ascending].sort((a, b) => b - a),
  );
  await saveScreenshot(page, 'floor-configurator-results-1280');

  // A detail, then back to the list.
  await page
    .getByRole('button', { name: /^Voir le détail/ })
    .first()
    .click();
  await expectVisible(page.getByText('Caractéristiques techniques').first(), 'the solution detail');
  await saveScreenshot(page, 'floor-configurator-detail-1280');
  await page.getByRole('button', { name: 'Page précédente' }).click();
  await expectVisible(
    page.getByRole('heading', { name: 'Solutions recommandées pour vous' }),
    'the results again',
  );

  // The exit confirmation: continue configuring, or leave to the site root.
  await page.getByRole('button', { name: 'Quitter la configuration', exact: true }).click();
  const exit = page.getByRole('alertdialog', { name: 'Êtes-vous sûr de vouloir quitter ?' });
  await expectVisible(exit, 'the exit dialog');
  await saveScreenshot(page, 'floor-configurator-exit-1280');
  await exit.getByRole('button', { name: 'Continuer la configuration' }).click();
  await exit.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /Configurateur de planchers, quitter/ }).click();
  await exit.getByRole('button', { name: 'Quitter', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('a logged-in user reopens a simulation from the personal-space history and modifies it', async ({
  openSite,
  page,
}) => {
  await openSite(SITE_HOSTS.floor, '/');
  await logInFromHeader(page, { dialogName: 'Connexion' });
  await openPersonalSpace(page);
  await page.getByRole('link', { name: 'Mes configurations', exact: true }).click();

  // The first simulation of the history opens its result (history={id}).
  const link = page
    .locator(`ul[aria-label="Mes configurations"] a[href^="${PATH}?history="]`)
    .first();
  await expectVisible(link, 'a simulation of the history');
  const href = (await link.getAttribute('href')) ?? '';
  const id = /history=(\d+)/.exec(href)?.[1];
  await link.click();
  await page.waitForURL((url) => url.searchParams.get('history') === id);
  const list = page.getByRole('heading', { name: 'Solutions recommandées pour vous' });
  const detail = page.getByRole('button', { name: 'Revenir à la configuration' });
  await expectVisible(list.or(detail).first(), 'the result of the simulation');
  await saveScreenshot(page, 'floor-configurator-history-1280');
  if (await list.isVisible()) {
    await expectVisible(
      page.getByRole('link', { name: /Retour à la liste des simulations/ }),
      "'Retour à la liste des simulations'",
    );
    await page
      .getByRole('button', { name: /^Voir le détail/ })
      .first()
      .click();
  }

  // Modify it: the form comes back with its answers.
  await page.getByRole('button', { name: 'Revenir à la configuration' }).click();
  await page.waitForURL((url) => url.searchParams.get('simulationId') === id);
  await expectVisible(page.getByRole('heading', { name: 'Votre projet' }), 'the prefilled step 1');
  assert.match(
    await page.getByRole('textbox', { name: /Code postal du chantier/ }).inputValue(),
    /^\d{5}$/,
  );
  await page
    .getByRole('textbox', { name: /Nom de la configuration/ })
    .fill('Configuration modifiée');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Votre plancher' }), 'step 2');
  await saveScreenshot(page, 'floor-configurator-modify-1280');
  await page.getByRole('button', { name: 'Trouver les solutions adaptées' }).click();
  await expectVisible(
    page
      .getByRole('heading', { name: 'Solutions recommandées pour vous' })
      .or(page.getByText('Aucun résultat trouvé'))
      .or(page.getByRole('button', { name: 'Revenir à la configuration' }))
      .first(),
    'the new result',
  );
});

test("a shared link to an impossible configuration ends on 'Aucun résultat trouvé'", async ({
  openSite,
  page,
}) => {
  const values = {
    zipCode: '44000',
    configurationName: 'Boutique – plancher du RDC',
    floorPosition: 'intermediaire',
    floorLevel: 'RDC',
    usage: 'commerce',
    loadCase: 'commerce',
    gLoad: '200',
    qLoad: '500',
    fireResistance: '60',
    continuity: 'false',
    floorSpan: '11.8',
  };
  const config = Buffer.from(JSON.stringify({ step: 2, values }), 'utf8').toString('base64url');
  await openSite(SITE_HOSTS.floor, `${PATH}?config=${config}`);
  await expectVisible(page.getByRole('heading', { name: 'Votre plancher' }), 'step 2 restored');
  assert.equal(
    await page.getByRole('textbox', { name: /Portée du plancher/ }).inputValue(),
    '11.8',
  );
  await page.getByRole('button', { name: 'Trouver les solutions adaptées' }).click();
  await expectVisible(page.getByText('Aucun résultat trouvé').first(), "'Aucun résultat trouvé'");
  await saveScreenshot(page, 'floor-configurator-empty-1280');
  await page.setViewportSize({ width: 720, height: 1000 });
  await saveScreenshot(page, 'floor-configurator-empty-720');
});

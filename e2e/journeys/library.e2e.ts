/** The PSI library of the general site (spec 001 §2.3, issue items 5 and 8), against the mock backend. */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectVisible,
  saveScreenshot,
  SITE_HOSTS,
  waitForAppStart,
} from '../support/browser.ts';
import { test } from '../support/fixtures.ts';

const START = "Pour commencer veuillez sélectionner une valeur d'un filtre";

function chips(page: Page) {
  return page
    .getByRole('list', { name: 'Critères choisis' })
    .getByRole('button', { name: /^Retirer / });
}

async function countText(page: Page): Promise<string> {
  const count = page.getByTestId('library-count');
  await expectVisible(count, 'the result count');
  return (await count.textContent()) ?? '';
}

/** Waits until the search of the current route has been painted (no search in progress). */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

test('library: chips added and removed, then the shared results URL reopened in a new page', async ({
  openSite,
  page,
}) => {
  await openSite(SITE_HOSTS.general, '/bibliotheque');
  await expectVisible(page.getByText(START), 'the start message');
  await saveScreenshot(page, 'library-start-1280');

  await page.getByRole('checkbox', { name: 'Plancher intermédiaire' }).check();
  await page.waitForURL(/#\/results\//);
  await expectVisible(
    page.getByRole('button', { name: 'Retirer Type de plancher : Plancher intermédiaire' }),
    'the floor chip',
  );
  await settled(page);
  await page.getByRole('checkbox', { name: 'Prédalles' }).check();
  await expectVisible(
    page.getByRole('button', { name: 'Retirer Système de plancher : Prédalles' }),
    'the floor-system chip',
  );
  await page.getByRole('checkbox', { name: 'Plancher / mur de façade' }).check();
  await expectVisible(
    page.getByRole('button', { name: 'Retirer Type de liaison : Plancher / mur de façade' }),
    'the junction chip',
  );
  await settled(page);
  assert.equal(await chips(page).count(), 3);

  // Removing a chip re-runs the search without that value.
  await page.getByRole('button', { name: 'Retirer Système de plancher : Prédalles' }).click();
  await page
    .getByRole('button', { name: 'Retirer Système de plancher : Prédalles' })
    .waitFor({ state: 'detached' });
  await settled(page);
  assert.equal(await chips(page).count(), 2);
  assert.equal(await page.getByRole('checkbox', { name: 'Prédalles' }).isChecked(), false);
  const count = await countText(page);
  assert.match(count, /^\d+ valeurs? de PSI pour \d+ rupteurs?$/);

  // A tab opens with the values and their RE2020 marker (intermediate floor).
  const firstOpen = page.getByRole('button', { name: /^Ouvrir / }).first();
  await firstOpen.click();
  await expectVisible(
    page.getByText(/Conforme RE2020|Non conforme RE2020/).first(),
    'an RE2020 marker',
  );
  await expectVisible(page.getByText('W/m.K', { exact: true }).first(), 'the unit');
  await saveScreenshot(page, 'library-results-1280');
  await expectNoAxeViolations(page);

  // The shared URL in a new page of the same context shows the same results.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared, { waitUntil: 'load' });
  // The frame painted before the app has no search in progress: wait for the app's results first.
  await waitForAppStart(other);
  await expectVisible(other.getByTestId('library-count'), 'the shared results');
  await settled(other);
  assert.equal(await countText(other), count);
  assert.deepEqual(
    await chips(other).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))),
    await chips(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))),
  );
  await other.close();

  // 720 px: still the side panel; below 720 px the filters open in their own panel.
  await page.setViewportSize({ width: 720, height: 900 });
  await saveScreenshot(page, 'library-results-720');
  await page.setViewportSize({ width: 400, height: 800 });
  await page.getByRole('button', { name: /^Filtres/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtres' });
  await expectVisible(dialog, 'the mobile filter panel');
  await saveScreenshot(page, 'library-filters-400');
  await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
  await page.waitForURL(/#\/$/);
  await expectVisible(page.getByText(START), 'the start message after reset');
});

test("library: a bad hash returns to '#/' with an empty state", async ({ openSite, page }) => {
  await openSite(SITE_HOSTS.general, '/bibliotheque#/results/pas-du-base64!');
  await page.waitForURL(/#\/$/);
  await expectVisible(page.getByText(START), 'the start message');
  assert.equal(await chips(page).count(), 0);
});

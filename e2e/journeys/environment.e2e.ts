/**
 * The environmental-data tool of the general site against the mock backend: for each construction
 * system (pou, pre, mur) a visitor answers the questionnaire to a result with its FDES list.
 */
import assert from 'node:assert/strict';
import {
  expectNoAxeViolations,
  expectVisible,
  saveScreenshot,
  SITE_HOSTS,
} from '../support/browser.ts';
import { answerToEnvironmentalResult } from '../support/environment.ts';
import { test } from '../support/fixtures.ts';

const SYSTEMS = [
  { label: 'Poutrelles', dataType: 'pou', armatures: false, seedHistory: 1005 },
  { label: 'Prédalles', dataType: 'pre', armatures: true, seedHistory: 1002 },
  { label: 'Prémur', dataType: 'mur', armatures: false, seedHistory: 1007 },
] as const;

for (const system of SYSTEMS) {
  test(`environmental data (${system.dataType}): ${system.label} answered to a result with its FDES list`, async ({
    openSite,
  }) => {
    const page = await openSite(SITE_HOSTS.general, '/donnees-environnementales/');
    // Its answers (the question's title shows while it loads, from the first paint on).
    const first = page.getByRole('list', { name: 'Quel est votre système constructif ?' });
    await expectVisible(first, 'the first question');
    if (system.dataType === 'pou') {
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'environment-question-1280');
    }
    const created = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/history/create',
    );
    await page.getByRole('button', { name: system.label, exact: true }).click();
    if (system.dataType === 'mur') {
      await page.getByRole('button', { name: 'Prémur standard' }).click();
      await expectVisible(
        page.getByText('épaisseur peau 1 + noyau + épaisseur peau 2 en cm'),
        'the Montage prémur hint',
      );
    }
    if (system.dataType === 'pre') {
      await page
        .getByRole('list', { name: 'Quel type de prédalle est posé ?' })
        .getByRole('button')
        .first()
        .click();
      await expectVisible(
        page.getByText('épaisseur prédalle + table de compression en cm'),
        'the Montage prédalles hint',
      );
    }
    await answerToEnvironmentalResult(page);
    const body = (await created).postDataJSON() as { dataType: string; filtersValue: number[] };
    assert.equal(body.dataType, system.dataType);
    assert.match(new URL(page.url()).hash, /^#\/\d+\/[^/]+$/);

    await expectVisible(page.getByText('Litrage béton', { exact: true }), "'Litrage béton'");
    await expectVisible(page.getByText('Ratio kilotage', { exact: true }), "'Ratio kilotage'");
    assert.equal(
      await page.getByText('Ratio kilotage armatures', { exact: true }).isVisible(),
      system.armatures,
    );
    const links = page.getByRole('list', { name: 'Fiches FDES' }).getByRole('link');
    const count = await links.count();
    assert.ok(count > 0, 'at least one FDES sheet');
    await expectVisible(
      page.getByText(
        `${count} fiche${count > 1 ? 's FDES correspondent' : ' FDES correspond'} à votre système`,
      ),
      'the FDES count',
    );
    assert.match(
      (await links.first().getAttribute('href')) ?? '',
      /^https:\/\/www\.base-inies\.fr\/.+search=\d{2}-\d{3}%3A\d{4}$/,
    );
    await page.getByRole('button', { name: 'Voir la fiche(s)' }).click();
    await page.waitForFunction(() => {
      const heading = document.getElementById('env-fdes-title');
      return heading !== null && heading.getBoundingClientRect().top < window.innerHeight;
    });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `environment-result-${system.dataType}-1280`);

    // A saved result opened from the personal space's link loads by id (a seeded history of
    // the same system: the in-page mock backend starts from its seed on each page load).
    await page.goto(page.url().replace(/#.*$/, `#/${system.seedHistory}/Resultat?history=1`), {
      waitUntil: 'load',
    });
    await expectVisible(page.getByRole('heading', { name: 'Fiches FDES' }), 'the saved result');
    await expectVisible(
      page.getByRole('link', { name: 'Retour à mon historique' }),
      "'Retour à mon historique'",
    );
    assert.ok((await links.count()) > 0, 'the saved result lists its FDES sheets');
    assert.equal(
      await page.getByText('Ratio kilotage armatures', { exact: true }).isVisible(),
      system.armatures,
    );
    if (system.dataType === 'pre') {
      await page.setViewportSize({ width: 720, height: 900 });
      await saveScreenshot(page, 'environment-result-pre-720');
    }
  });
}

test.describe(() => {
  // In the build for a real backend, once the app's service worker controls the page it serves the
  // scripts from its cache, past the route that holds them back: whether it controls the page at
  // the reload depends on how soon its precache ended. The first paint is the subject here, not
  // the worker (e2e/journeys/offline.e2e.ts covers it): the real project's page runs without it.
  test.use({
    // eslint-disable-next-line no-empty-pattern
    serviceWorkers: async ({}, provide, testInfo) =>
      provide(testInfo.project.name === 'real' ? 'block' : 'allow'),
  });

  test('environmental data: the answers given survive a reload, which opens over a loading state', async ({
    openSite,
    page,
  }) => {
    await openSite(SITE_HOSTS.general, '/donnees-environnementales/');
    await page.getByRole('button', { name: 'Prémur', exact: true }).click();
    await page.getByRole('button', { name: 'Prémur standard', exact: true }).click();
    const third = page.getByRole('heading', { level: 2, name: 'Quel est le montage du prémur ?' });
    await expectVisible(third, 'the third question');

    // The first paint after the reload, before any module runs (the scripts held back): not the first
    // question's frame, a loading state.
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload({ waitUntil: 'commit' });
    await expectVisible(page.locator('#root [role="status"]').first(), 'the frame’s loading state');
    assert.equal(await page.getByText('Quel est votre système constructif ?').count(), 0);

    await expectVisible(third, 'the third question after the reload');
    const given = page.getByRole('region', { name: 'Vos réponses' });
    assert.deepEqual(
      (await given.getByRole('listitem').allTextContents()).map((text) => text.includes('Prémur')),
      [true, true],
    );
    await saveScreenshot(page, 'environment-reloaded-1280');
    await answerToEnvironmentalResult(page);
  });
});

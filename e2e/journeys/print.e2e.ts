/**
 * Printing the result pages (issue 24 §2): the general result, the environmental result, a floor
 * solution's detail and the comparison of solutions, a carbon cluster. Under print emulation each
 * page shows no header, navigation nor button, and the print footer with the site's name and the
 * day's date; printed to PDF it is A4 (the page's own @page size) on a sane number of pages. The
 * screenshots and the PDFs' first pages go to e2e/artifacts/print-*.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ARTIFACTS_DIR, expectVisible, saveScreenshot, SITE_HOSTS } from '../support/browser.ts';
import { openFirstSavedCluster } from '../support/carbon.ts';
import { walkToEnvironmentalResult } from '../support/environment.ts';
import { test } from '../support/fixtures.ts';
import { floorStep2Path } from '../support/floor.ts';
import { answerToResult } from '../support/finder.ts';

/** More printed pages than this for one result is a layout gone wrong (an empty page per block). */
const MAX_PAGES = 8;

/** Today as the print footer writes it: 'Imprimé le 26 novembre 2026', '1er' for the first. */
function printedToday(): string {
  const day = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());
  return `Imprimé le ${day.replace(/^1 /, '1er ')}`;
}

/**
 * Emulates print on the page: no banner, navigation nor button shows, the print footer does with
 * the site's name (the end of the document's title) and today's date; a screenshot (axe-checked);
 * then the page, scrolled to its end, printed to PDF at its own @page size: A4, at most MAX_PAGES
 * pages, the footer on each, its first pages rendered to PNG.
 */
async function expectPrintable(page: Page, name: string): Promise<void> {
  const siteName = (await page.title()).split(' | ').pop()!;
  await page.emulateMedia({ media: 'print' });
  try {
    const footer = page.getByTestId('print-footer').first();
    await expectVisible(footer, 'the print footer');
    const text = (await footer.textContent()) ?? '';
    assert.ok(text.includes(siteName), `the site's name '${siteName}' in the footer: ${text}`);
    assert.ok(text.includes(printedToday()), `'${printedToday()}' in the footer: ${text}`);
    const shown = await page.evaluate(() => {
      const visible = (element: Element) => element.getClientRects().length > 0;
      const named = (element: Element) =>
        `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`;
      return {
        buttons: [...document.querySelectorAll('button, .chakra-button')]
          .filter((element) => visible(element) && element.getAttribute('data-print') !== 'show')
          .map(named),
        navigation: [...document.querySelectorAll('header[data-print], nav, [role=banner]')]
          .filter(visible)
          .map(named),
        footers: [...document.querySelectorAll('[data-testid=print-footer]')].filter(visible)
          .length,
      };
    });
    assert.deepEqual(shown.buttons, [], 'no button printed');
    assert.deepEqual(shown.navigation, [], 'no header nor navigation printed');
    assert.equal(shown.footers, 1, 'one print footer');
    await saveScreenshot(page, `print-${name}`);

    // Printed from further down the page, as a reader who scrolled (the footer is on every page).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const file = join(ARTIFACTS_DIR, `print-${name}.pdf`);
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    assert.match(info, /^Page size:.*\(A4\)/m, 'printed on A4');
    assert.ok(pages >= 1 && pages <= MAX_PAGES, `${pages} printed page(s) for ${name}`);
    const printed = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    assert.equal(
      printed.split(printedToday()).length - 1,
      pages,
      `the footer on each of the ${pages} page(s) of ${name}`,
    );
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '2', file, file.slice(0, -4)]);
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

test('print: the general result and the environmental result', async ({ openSite, page }) => {
  await openSite(SITE_HOSTS.general, '/evaluer-le-psi-dun-rupteur/');
  await answerToResult(page);
  await expectVisible(page.getByTestId('product-name'), 'the product name');
  await expectPrintable(page, 'general-result');

  await openSite(SITE_HOSTS.general, '/donnees-environnementales/');
  await walkToEnvironmentalResult(page);
  await expectPrintable(page, 'environmental-result');
});

test('print: a floor solution and the comparison of three', async ({ openSite, page }) => {
  await openSite(SITE_HOSTS.floor, floorStep2Path());
  await page.getByRole('button', { name: 'Trouver les solutions adaptées' }).click();
  const boxes = page.getByRole('checkbox', { name: /^Comparer/ });
  await expectVisible(boxes.first(), 'the solutions');
  for (let index = 0; index < 3; index += 1) {
    await boxes.nth(index).focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Comparer (3)' }).click();
  const comparison = page.getByRole('dialog', { name: 'Comparer les solutions' });
  await expectVisible(comparison.getByRole('rowheader', { name: 'Poids propre' }), 'the weights');
  await expectPrintable(page, 'floor-comparison');
  await page.keyboard.press('Escape');
  await comparison.waitFor({ state: 'hidden' });

  await page
    .getByTestId('solution-card')
    .first()
    .getByRole('button', { name: /^Voir le détail/ })
    .click();
  await expectVisible(
    page.getByRole('heading', { name: 'Caractéristiques techniques' }),
    'the technical data',
  );
  await expectPrintable(page, 'floor-detail');
});

test('print: a carbon cluster with its charts', async ({ openSite, page }) => {
  await openSite(SITE_HOSTS.carbon, '/');
  await openFirstSavedCluster(page);
  await expectVisible(
    page.getByRole('heading', { name: 'Comparaison des simulations' }),
    'the cluster chart',
  );
  // The charts' numbers on hover and keyboard focus, in a real browser (axe-checked).
  await page.getByTestId('chart-bar').first().hover();
  await expectVisible(page.getByTestId('chart-tip'), "a bar's number on hover");
  await saveScreenshot(page, 'chart-tip-hover');
  await page.getByRole('meter').first().focus();
  await expectVisible(
    page.getByTestId('chart-tip').filter({ hasText: /du seuil$/ }),
    "a gauge's number on focus",
  );
  await page.mouse.move(0, 0);
  await page.getByRole('meter').first().blur();
  await expectPrintable(page, 'carbon-cluster');
});

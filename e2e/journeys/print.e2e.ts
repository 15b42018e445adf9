/**
 * Printing the result pages (issue 24 §2): the general result, the environmental result, a floor
 * solution's detail and the comparison of solutions, a carbon cluster. Under print emulation each
 * page shows no header, navigation nor button, and the print footer with the site's name and the
 * day's date; printed to PDF it is A4 (the page's own @page size) on a sane number of pages. The
 * screenshots and the PDFs' first pages go to e2e/artifacts/print-*.
 *
 * Printed right away (issue 40 §2): each page, made to appear afresh (reloaded, or reopened), is
 * printed to PDF the moment it shows, ten times, then once more with the page's animations held at
 * their first frame (a print that comes before the entrance's first frame, as on a loaded machine).
 * Each PDF's text holds the page's figures and none of the screen's buttons nor navigation.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ARTIFACTS_DIR, expectVisible, saveScreenshot, SITE_HOSTS } from '../support/browser.ts';
import { openFirstSavedCluster } from '../support/carbon.ts';
import { walkToEnvironmentalResult } from '../support/environment.ts';
import { test } from '../support/fixtures.ts';
import { floorStep2Path } from '../support/floor.ts';
import { answerToResult } from '../support/finder.ts';

/** More printed pages than this for one result is a layout gone wrong (an empty page per block). */
const MAX_PAGES = 8;

/** How many times each result page is printed right after it appears. */
const PRINTS_RIGHT_AWAY = 10;

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
    // Back to the page's own media (`screen` would stay emulated, and page.pdf print with it).
    await page.emulateMedia({ media: null });
  }
}

/** A figure a printed page must hold: a text read on the screen, or the shape of a value. */
type Figure = string | RegExp;

interface Appearance {
  /** Leaves the page (closes it, goes back) so that `open` shows it afresh; nothing for a reload. */
  leave?: () => Promise<unknown>;
  /** Shows the page afresh (a reload, a reopening) and returns the moment it is visible. */
  open: () => Promise<unknown>;
  /** The page's figures, each required in every PDF. */
  figures: Figure[];
  /** Texts of the screen that must not print, besides its buttons and navigation. */
  notPrinted?: string[];
}

/**
 * The printed text of a PDF, its spaces and line breaks as single spaces; the PDF is kept as
 * e2e/artifacts/{name}-{project}.pdf.
 */
function printedText(pdf: Buffer, name: string): string {
  const file = join(ARTIFACTS_DIR, `${name}-${test.info().project.name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/**
 * The visible texts of the screen's buttons and navigation (each line of them), which never print;
 * but the page's title.
 */
function screenOnlyTexts(): string[] {
  const selector =
    'button:not([data-print=show]), .chakra-button:not([data-print=show]), header[data-print], nav, [role=banner]';
  // The page's title prints, though the navigation may name the page too.
  const titles = new Set(
    [...document.querySelectorAll<HTMLElement>('h1')].map((title) => title.innerText.trim()),
  );
  const lines = [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((element) => element.getClientRects().length > 0)
    .flatMap((element) => element.innerText.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.length >= 3 && !titles.has(line));
  return [...new Set(lines)];
}

/**
 * Prints the page to PDF the moment it appears, PRINTS_RIGHT_AWAY times (no wait and no scroll
 * between its showing and the print), then once more with its animations held at their first frame
 * (the debugging protocol's animation playback rate at 0). Each PDF holds the page's figures, and
 * none of the texts of the screen's buttons and navigation, each as whole
 * words (but the site's name, which the footer prints). The last PDF is kept as
 * e2e/artifacts/print-now-{name}-{project}.pdf.
 */
async function expectPrintedRightAway(
  page: Page,
  name: string,
  { leave, open, figures, notPrinted = [] }: Appearance,
): Promise<void> {
  const siteName = (await page.title()).split(' | ').pop()!;
  const timeline = await page.context().newCDPSession(page);
  try {
    for (let print = 1; print <= PRINTS_RIGHT_AWAY + 1; print += 1) {
      const held = print > PRINTS_RIGHT_AWAY;
      const which = `${name}, print ${print}${held ? ' (animations held at their first frame)' : ''}`;
      await leave?.();
      if (held) await timeline.send('Animation.setPlaybackRate', { playbackRate: 0 });
      await open();
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      if (held) await timeline.send('Animation.setPlaybackRate', { playbackRate: 1 });
      const printed = printedText(pdf, `print-now-${name}`);
      for (const figure of figures)
        assert.ok(
          typeof figure === 'string' ? printed.includes(figure) : figure.test(printed),
          `${which}: '${String(figure)}' printed. The PDF's text: ${printed}`,
        );
      const offPaper = [...(await page.evaluate(screenOnlyTexts)), ...notPrinted];
      const leaked = offPaper.filter(
        (text) => text !== siteName && ` ${printed} `.includes(` ${text} `),
      );
      assert.deepEqual(leaked, [], `${which}: no button nor navigation printed`);
    }
  } finally {
    await timeline.detach();
  }
}

/**
 * A reload of the page as it is (scrolled to its top: the print is not scrolled), up to `shown`.
 */
function reloadUntil(page: Page, shown: Locator): Pick<Appearance, 'leave' | 'open'> {
  return {
    // The last load settled first: reloaded while the demo's mock worker is being registered,
    // the page reports the interrupted registration as an uncaught error.
    leave: async () => {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
    },
    open: async () => {
      await page.reload({ waitUntil: 'commit' });
      await shown.waitFor({ state: 'visible' });
    },
  };
}

/** The text of `locator` on the screen, its spaces as single spaces (as `printedText` has them). */
async function screenText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

test('print: the general result and the environmental result', async ({ openSite, page }) => {
  await openSite(SITE_HOSTS.general, '/evaluer-le-psi-dun-rupteur/');
  await answerToResult(page);
  await expectVisible(page.getByTestId('product-name'), 'the product name');
  await expectPrintable(page, 'general-result');
  const save = page.getByRole('button', { name: 'Sauvegarder ce résultat' });
  await expectPrintedRightAway(page, 'general-result', {
    ...reloadUntil(page, save),
    figures: [
      await screenText(page.getByTestId('product-name')),
      /PSI moyen : \d+[.,]\d+ W\/m\.K · about \d+[.,]\d+ W\/m\.K · rive \d+[.,]\d+ W\/m\.K/,
      /ψ = \d+[.,]\d+ W\/m\.K/,
      'Critères de recherche',
    ],
    notPrinted: ["← Retour à l'accueil", 'Conserver mes résultats', 'Consulter la bibliothèque'],
  });

  await openSite(SITE_HOSTS.general, '/donnees-environnementales/');
  await walkToEnvironmentalResult(page);
  await expectPrintable(page, 'environmental-result');
  const sheets = await page.getByText(/^FDES n° /).allTextContents();
  assert.ok(sheets.length > 0, 'FDES sheets on the environmental result');
  await expectPrintedRightAway(page, 'environmental-result', {
    ...reloadUntil(page, save),
    figures: [
      /Litrage béton \d+(,\d+)? L\/m²/,
      /Ratio kilotage \d+(,\d+)? kg\/m²/,
      'Critères de recherche',
      'Fiches FDES',
      ...sheets,
    ],
    notPrinted: ['Conserver mes résultats', 'Consulter la bibliothèque'],
  });
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
  const weights = comparison.getByRole('rowheader', { name: 'Poids propre' });
  const compared = (await comparison.getByRole('columnheader').allTextContents()).slice(1);
  assert.equal(compared.length, 3, 'three solutions compared');
  const closeComparison = async () => {
    await page.keyboard.press('Escape');
    await comparison.waitFor({ state: 'hidden' });
  };
  await expectPrintedRightAway(page, 'floor-comparison', {
    leave: closeComparison,
    open: async () => {
      await page.getByRole('button', { name: 'Comparer (3)' }).click();
      await weights.waitFor({ state: 'visible' });
    },
    figures: [
      'Comparaison de 3 solutions',
      ...compared.map((name) => name.replace(/\s+/g, ' ').trim()),
      /Épaisseur( \d+ cm){3}/,
      /Poids propre( \d+ daN\/m²){3}/,
    ],
    // The page behind the dialog does not print.
    notPrinted: ['Solutions recommandées pour vous'],
  });
  await closeComparison();

  const openDetail = () =>
    page
      .getByTestId('solution-card')
      .first()
      .getByRole('button', { name: /^Voir le détail/ })
      .click();
  const technicalData = page.getByRole('heading', { name: 'Caractéristiques techniques' });
  await openDetail();
  await expectVisible(technicalData, 'the technical data');
  await expectPrintable(page, 'floor-detail');
  await expectPrintedRightAway(page, 'floor-detail', {
    leave: async () => {
      await page.getByRole('button', { name: 'Page précédente' }).click();
      await technicalData.waitFor({ state: 'detached' });
    },
    open: async () => {
      await openDetail();
      await technicalData.waitFor({ state: 'visible' });
    },
    figures: [
      compared[0]!.replace(/\s+/g, ' ').trim(),
      'Caractéristiques techniques',
      /Épaisseur totale \d+ cm/,
      /Poids propre \d+ daN\/m²/,
      /\d+,\d kg eq CO₂\/m²/,
    ],
  });
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
  const simulations = [
    ...new Set(await page.getByRole('heading', { name: /^Simulation \d+ – / }).allTextContents()),
  ];
  assert.ok(simulations.length > 1, `the cluster's simulations: ${simulations.join(', ')}`);
  // Reloaded: the saved cluster is read again with the user's token (callApi waits for the
  // stored session).
  await expectPrintedRightAway(page, 'carbon-cluster', {
    ...reloadUntil(page, page.getByRole('heading', { name: 'Comparaison des simulations' })),
    figures: [
      ...simulations,
      /Empreinte carbone \d+(,\d+)? kg eq CO₂\/m²/,
      'Comparaison des simulations',
      /soit \d+(,\d+)? % du seuil/,
    ],
  });
});

/**
 * Spreadsheet exports (issue 24 §2): a seeded user's carbon cluster and a floor comparison, each
 * exported to .xlsx and CSV; the files are taken from the download, read back (read-excel-file, a
 * small CSV reader) and their cells compared with the texts on the screen.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { expectVisible, saveScreenshot, SITE_HOSTS } from '../support/browser.ts';
import { openFirstSavedCluster } from '../support/carbon.ts';
import { test } from '../support/fixtures.ts';
import { floorStep2Path } from '../support/floor.ts';

type Cell = string | number | boolean | Date | null;

/** '1 234,5' (the screen's French notation) → 1234.5. */
function frenchNumber(text: string): number {
  const value = Number(text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  assert.ok(!Number.isNaN(value), `a number on the screen: '${text}'`);
  return value;
}

/** Today in French time, as the export dates itself. */
function todayInParis(): { french: string; iso: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return {
    french: `${parts.day}/${parts.month}/${parts.year}`,
    iso: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

/** RFC 4180 with ';': the cells of each line (quoted cells may hold ';', '"' and line breaks). */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      line.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      line.push(cell);
      lines.push(line);
      line = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return lines;
}

/** Clicks an export button and takes the download: its suggested name and its bytes. */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await (file as Download).path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

/** Both files of one screen as rows of cells: the .xlsx read back, the CSV parsed. */
async function exportBoth(page: Page, scope: Page | Locator, prefix: string) {
  const today = todayInParis();
  const xlsx = await download(
    page,
    scope.getByRole('button', { name: 'Exporter en Excel (.xlsx)' }),
  );
  assert.match(xlsx.name, new RegExp(`^${prefix}-[a-z0-9-]*${today.iso}\\.xlsx$`));
  const csv = await download(page, scope.getByRole('button', { name: 'Exporter en CSV' }));
  assert.match(csv.name, new RegExp(`^${prefix}-[a-z0-9-]*${today.iso}\\.csv$`));
  assert.deepEqual([...csv.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'the CSV starts with a BOM');
  return {
    today,
    xlsx: (await readSheet(xlsx.bytes)) as Cell[][],
    csv: parseCsv(csv.bytes.subarray(3).toString('utf8')),
  };
}

/** The value of a heading line ('Date de l'export' → '26/11/2026'). */
function headingValue(rows: Cell[][], label: string): Cell {
  const row = rows.find((one) => one[0] === label);
  assert.ok(row, `a line '${label}'`);
  return row[1] ?? null;
}

/** The table of a sheet: its header and its rows as label → cell. */
function records(rows: Cell[][], firstLabel: string): Map<string, Cell>[] {
  const headerIndex = rows.findIndex((row) => row[0] === firstLabel);
  assert.ok(headerIndex >= 0, `a header row starting with '${firstLabel}'`);
  const header = rows[headerIndex]!.map(String);
  return rows
    .slice(headerIndex + 1)
    .filter((row) => row[0] !== null && row[0] !== '')
    .map((row) => new Map(header.map((label, index) => [label, row[index] ?? null])));
}

/** A cell as a number, whether the .xlsx gives it as one or the CSV as '61,9'. */
const cellNumber = (cell: Cell) => (typeof cell === 'number' ? cell : frenchNumber(String(cell)));

const CARBON_UNIT = 'kg eq CO₂/m²';

test('exports: a carbon cluster to .xlsx and CSV, cells as on the screen', async ({ openSite }) => {
  const page = await openSite(SITE_HOSTS.carbon, '/');
  await openFirstSavedCluster(page);
  const title = page.getByRole('heading', { name: "Simulations d'empreinte carbone" });
  await expectVisible(title, 'the cluster results');
  await expectVisible(page.getByRole('article').first(), 'a simulation card');

  // Another threshold than the default: the export follows the screen's choice.
  await page.getByLabel('Type de bâtiment').selectOption({ label: 'Bureaux' });
  const thresholdText = (await page.getByTestId('gauge-threshold').textContent()) ?? '';
  const thresholdMatch = /^Seuil Ic construction \((.+), (.+)\) : (.+) kg eq CO₂\/m²\.$/.exec(
    thresholdText,
  );
  assert.ok(thresholdMatch, `the threshold text: '${thresholdText}'`);
  const project = (await title.locator('xpath=following-sibling::p[1]').textContent()) ?? '';

  // The screen's figures: the table beside the chart, and the gauge's shares.
  const table = page.getByRole('region', { name: 'Tableau des empreintes carbone' });
  const screenRows = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
  assert.ok(screenRows.length > 0, 'simulations on the screen');
  const shares = new Map<string, string>();
  for (const text of await page.getByText(/, soit .+ % du seuil$/).allTextContents()) {
    const match = /^(.+) : .+, soit (.+) % du seuil$/.exec(text)!;
    shares.set(match[1]!, match[2]!);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Exporter en CSV' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'exports-cluster-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  const { today, xlsx, csv } = await exportBoth(page, page, 'cluster');
  for (const [format, rows] of [
    ['xlsx', xlsx],
    ['csv', csv],
  ] as const) {
    const what = (text: string) => `${format}: ${text}`;
    assert.equal(rows[0]![0], "Simulations d'empreinte carbone", what('the title'));
    assert.equal(headingValue(rows, 'Site'), "Simulateur d'empreinte carbone", what('the site'));
    assert.equal(headingValue(rows, 'Projet'), project, what('the project'));
    assert.equal(headingValue(rows, "Date de l'export"), today.french, what('the date'));
    assert.equal(
      cellNumber(headingValue(rows, `Seuil Ic construction (${CARBON_UNIT})`)),
      frenchNumber(thresholdMatch[3]!),
      what('the threshold'),
    );
    assert.equal(headingValue(rows, 'Type de bâtiment'), thresholdMatch[1], what('the type'));
    assert.equal(
      String(headingValue(rows, 'Période (dépôt du permis de construire)')).toLowerCase(),
      thresholdMatch[2],
      what('the period'),
    );
    const exported = records(rows, 'Simulation');
    assert.equal(exported.length, screenRows.length, what('one row per simulation'));
    for (const [name, footprint, acv, bio, note] of screenRows) {
      const row = exported.find((one) => one.get('Simulation') === name);
      assert.ok(row, what(`a row for '${name}'`));
      assert.equal(
        cellNumber(row.get(`Empreinte carbone (${CARBON_UNIT})`)!),
        frenchNumber(footprint!),
        what(`${name}: footprint`),
      );
      assert.equal(
        cellNumber(row.get(`Empreinte carbone ACV dynamique (RE2020) (${CARBON_UNIT})`)!),
        frenchNumber(acv!),
        what(`${name}: dynamic footprint`),
      );
      assert.equal(
        cellNumber(row.get(`Carbone biogénique stocké (${CARBON_UNIT})`)!),
        frenchNumber(bio!),
        what(`${name}: biogenic carbon`),
      );
      assert.equal(row.get('Note') ?? '', note, what(`${name}: note`));
      assert.equal(
        cellNumber(row.get('Part du seuil Ic construction (%)')!),
        frenchNumber(shares.get(name!)!),
        what(`${name}: share of the threshold`),
      );
    }
  }
  // Numbers stay numbers in the workbook.
  const firstRow = records(xlsx, 'Simulation')[0]!;
  assert.equal(typeof firstRow.get(`Empreinte carbone (${CARBON_UNIT})`), 'number');
});

test('exports: a floor comparison to .xlsx and CSV, cells as on the screen', async ({
  openSite,
  page,
}) => {
  await openSite(SITE_HOSTS.floor, floorStep2Path());
  const find = page.getByRole('button', { name: 'Trouver les solutions adaptées' });
  await expectVisible(find, "'Trouver les solutions adaptées'");
  await find.click();
  const boxes = page.getByRole('checkbox', { name: /^Comparer/ });
  await expectVisible(boxes.first(), 'the comparison checkboxes');
  for (let index = 0; index < 3; index += 1) {
    await boxes.nth(index).focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Comparer (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comparer les solutions' });
  await expectVisible(dialog, 'the comparison dialog');

  // The table on the screen: criteria in rows, solutions in columns.
  const screenTable = await dialog.getByRole('table').evaluate((table) => ({
    caption: table.querySelector('caption')?.textContent?.trim() ?? '',
    names: [...table.querySelectorAll('thead th')].slice(1).map((cell) => cell.textContent ?? ''),
    rows: [...table.querySelectorAll('tbody tr')].map((row) => ({
      label: row.querySelector('th')?.textContent ?? '',
      cells: [...row.querySelectorAll('td')].map((cell) =>
        cell.querySelector('li')
          ? [...cell.querySelectorAll('li')].map((item) => item.textContent ?? '').join('\n')
          : (cell.textContent ?? ''),
      ),
    })),
  }));
  assert.equal(screenTable.names.length, 3);

  await saveScreenshot(page, 'exports-comparison-1280');

  const { today, xlsx, csv } = await exportBoth(page, dialog, 'comparaison');
  for (const [format, rows] of [
    ['xlsx', xlsx],
    ['csv', csv],
  ] as const) {
    const what = (text: string) => `${format}: ${text}`;
    assert.equal(rows[0]![0], screenTable.caption, what('the caption'));
    assert.equal(headingValue(rows, 'Site'), 'Configurateur de planchers', what('the site'));
    assert.equal(headingValue(rows, "Date de l'export"), today.french, what('the date'));
    const exported = records(rows, 'Solution');
    assert.deepEqual(
      exported.map((row) => row.get('Solution')),
      screenTable.names,
      what('one row per solution, in the order of the screen'),
    );
    const labels = [...exported[0]!.keys()];
    for (const { label, cells } of screenTable.rows) {
      // The label as it is, or with the unit the screen writes after each number.
      const column = labels.find((one) => one === label || one.startsWith(`${label} (`));
      assert.ok(column, what(`a column for '${label}'`));
      const unit = column === label ? null : /\(([^()]+)\)$/.exec(column)![1]!;
      cells.forEach((text, index) => {
        const cell = exported[index]!.get(column) ?? '';
        if (label.startsWith('Carbone – ') && text !== 'Non communiqué')
          assert.equal(cellNumber(cell), frenchNumber(text), what(`${label}, solution ${index}`));
        else if (unit && text.endsWith(` ${unit}`))
          assert.equal(
            cellNumber(cell),
            frenchNumber(text.slice(0, -unit.length - 1)),
            what(`${label}, solution ${index}`),
          );
        else assert.equal(String(cell), text, what(`${label}, solution ${index}`));
      });
    }
  }
});

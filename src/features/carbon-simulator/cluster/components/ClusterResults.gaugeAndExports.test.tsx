/** The cluster results: the RE2020 gauge and the spreadsheet exports. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSheet } from 'read-excel-file/node';
import { fileDownload } from '@/lib/export/fileDownload';
import { useFixedDate } from '@/testing/fakeClock';
import { EXPORT_FAILED_MESSAGE } from '@/ui/export/ExportButtons';
import { GAUGE_HONESTY } from './Re2020Gauge';
import { renderCluster } from './clusterResultsTestSetup';

jest.setTimeout(20_000);

describe('RE2020 gauge', () => {
  afterEach(() => jest.useRealTimers());

  it('defaults to the current period and maisons individuelles, and follows the choices', async () => {
    useFixedDate('2026-06-15T10:00:00Z');
    await renderCluster(301);
    const threshold = screen.getByTestId('gauge-threshold');
    // 2025-2027 in 2026.
    expect(screen.getByLabelText('Période (dépôt du permis de construire)')).toHaveValue(
      '2025-2027',
    );
    expect(threshold).toHaveTextContent('530 kg eq CO₂/m²');
    expect(screen.getByLabelText('Type de bâtiment')).toHaveValue('maison');
    await userEvent.selectOptions(
      screen.getByLabelText('Type de bâtiment'),
      'Logements collectifs',
    );
    expect(threshold).toHaveTextContent('650 kg eq CO₂/m²');
    await userEvent.selectOptions(
      screen.getByLabelText('Période (dépôt du permis de construire)'),
      'À partir de 2031',
    );
    expect(threshold).toHaveTextContent('490 kg eq CO₂/m²');
    const meter = screen.getAllByRole('meter')[0]!;
    expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\d+(,\d)? %$/));
  });

  it('defaults to the period of the day it is opened: 2028 to 2030 in 2029', async () => {
    useFixedDate('2029-06-15T10:00:00Z');
    await renderCluster(301);
    expect(screen.getByLabelText('Période (dépôt du permis de construire)')).toHaveValue(
      '2028-2030',
    );
    expect(screen.getByTestId('gauge-threshold')).toHaveTextContent('475 kg eq CO₂/m²');
  });

  it('says that the floor is only one part of the Ic construction, and names its source', async () => {
    await renderCluster(301);
    expect(screen.getByText(GAUGE_HONESTY)).toBeInTheDocument();
    expect(
      screen.getByText(
        /Source : Arrêté du 4 août 2021 relatif aux exigences de performance énergétique/,
      ),
    ).toBeInTheDocument();
  });
});

describe('spreadsheet exports (issue 24 §2)', () => {
  let saved: jest.SpyInstance;
  beforeEach(() => {
    saved = jest.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
  });
  afterEach(() => {
    saved.mockRestore();
    jest.useRealTimers();
  });

  /** The figures of the card's first figure, the threshold and the gauge text, as the screen writes them. */
  function screenFigures() {
    const card = within(screen.getAllByRole('article')[0]!);
    const title = card.getByRole('heading', { level: 3 }).textContent!;
    const footprint = card.getByText('Empreinte carbone').nextElementSibling!.textContent!;
    const threshold = /: (.+) kg eq CO₂\/m²/.exec(
      screen.getByTestId('gauge-threshold').textContent!,
    )![1]!;
    return { title, footprint, threshold };
  }

  it("'Exporter en Excel (.xlsx)' saves a dated .xlsx whose cells hold the screen's figures and threshold", async () => {
    useFixedDate('2026-06-15T10:00:00Z');
    await renderCluster(302);
    await userEvent.selectOptions(screen.getByLabelText('Type de bâtiment'), 'Bureaux');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en Excel (.xlsx)' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [blob, name] = saved.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^cluster-[a-z0-9-]+-2026-06-15\.xlsx$/);
    const rows = await readSheet(Buffer.from(await blob.arrayBuffer()));
    const { title, footprint, threshold } = screenFigures();
    expect(rows[0]![0]).toBe("Simulations d'empreinte carbone");
    expect(rows).toContainEqual(expect.arrayContaining(["Date de l'export", '15/06/2026']));
    expect(rows).toContainEqual(
      expect.arrayContaining(['Seuil Ic construction (kg eq CO₂/m²)', Number(threshold)]),
    );
    expect(rows).toContainEqual(expect.arrayContaining(['Type de bâtiment', 'Bureaux']));
    const header = rows.find((row) => row[0] === 'Simulation')!;
    const first = rows.find((row) => row[0] === title)!;
    const column = header.indexOf('Empreinte carbone (kg eq CO₂/m²)');
    expect(String(first[column]).replace('.', ',')).toBe(footprint.replace(' kg eq CO₂/m²', ''));
    expect(rows.filter((row) => typeof row[3] === 'number')).toHaveLength(2);
  });

  it("'Exporter en CSV' saves a dated CSV with the same figures", async () => {
    useFixedDate('2026-06-15T10:00:00Z');
    await renderCluster(302);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [blob, name] = saved.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^cluster-[a-z0-9-]+-2026-06-15\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    const { title, footprint } = screenFigures();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain("Date de l'export;15/06/2026");
    expect(text).toContain('Seuil Ic construction (kg eq CO₂/m²);530');
    expect(text).toContain(`${title};`);
    expect(text).toContain(`;${footprint.replace(' kg eq CO₂/m²', '')};`);
  });

  it('can be reached and run from the keyboard', async () => {
    await renderCluster(302);
    const button = screen.getByRole('button', { name: 'Exporter en CSV' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![1]).toMatch(/\.csv$/);
  });

  it('says in French when the export fails, and lets the user try again', async () => {
    saved.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await renderCluster(302);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORT_FAILED_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(EXPORT_FAILED_MESSAGE)).not.toBeInTheDocument();
  });
});

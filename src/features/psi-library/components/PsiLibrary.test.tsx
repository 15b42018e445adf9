import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { encodeChoicesHash } from '../libraryHash';
import { CSV_FILE_NAME } from '../libraryCsv';
import { PsiLibrary } from './PsiLibrary';

jest.setTimeout(20_000);

afterEach(() => jest.restoreAllMocks());

function openAt(hash: string, apiBaseUrl?: string) {
  window.history.replaceState(null, '', `/bibliotheque#${hash}`);
  return renderWithProviders(<PsiLibrary />, { apiBaseUrl });
}

describe('PSI library screen against the mock backend (spec 001 §2.3, issue item 8)', () => {
  it("'#/' loads the filters and asks to choose a value", async () => {
    openAt('/');
    expect(await screen.findByRole('group', { name: 'Type de plancher' })).toBeInTheDocument();
    expect(
      screen.getByText("Pour commencer veuillez sélectionner une valeur d'un filtre"),
    ).toBeInTheDocument();
  });

  it('ticking a value moves to its results route; removing its chip goes back to the start', async () => {
    const user = userEvent.setup();
    openAt('/');
    await user.click(await screen.findByRole('checkbox', { name: 'Plancher intermédiaire' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/results\//));
    const chip = await screen.findByRole('button', {
      name: 'Retirer Type de plancher : Plancher intermédiaire',
    });
    expect(await screen.findByTestId('library-count')).toHaveTextContent(
      /valeurs de PSI pour \d+ rupteurs/,
    );
    await user.click(chip);
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(
      await screen.findByText("Pour commencer veuillez sélectionner une valeur d'un filtre"),
    ).toBeInTheDocument();
  });

  it("with the API elsewhere than the page, the rupteurs' pictures come from the API's address", async () => {
    // Same origin as the test page (no CORS in jsdom), but under a path of its own.
    const { container } = openAt(
      `/results/${encodeURIComponent(encodeChoicesHash({ '22': [223], '23': [232], '24': [241] }))}`,
      'http://localhost/backend',
    );
    await screen.findAllByRole('button', { name: /^Ouvrir / });
    const sources = [...container.querySelectorAll('img')].map((image) =>
      image.getAttribute('src'),
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources)
      expect(source).toMatch(
        /^http:\/\/localhost\/backend\/media\/download\/[\w-]+\?format=thumb$/,
      );
  });

  it('a shared results URL shows its chips; a tab opens and closes; the CSV downloads', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(CSV_FILE_NAME);
    });
    openAt(
      `/results/${encodeURIComponent(encodeChoicesHash({ '22': [223], '23': [232], '24': [241] }))}`,
    );
    const chips = await screen.findByRole('list', { name: 'Critères choisis' });
    expect(within(chips).getAllByRole('button', { name: /^Retirer/ })).toHaveLength(3);
    const [first] = await screen.findAllByRole('button', { name: /^Ouvrir / });
    await user.click(first!);
    const close = screen.getAllByRole('button', { name: /^Fermer / })[0]!;
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByText('W/m.K').length).toBeGreaterThan(0);
    await user.click(close);
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(click).toHaveBeenCalled();
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("a bad hash returns to '#/' with an empty state", async () => {
    openAt('/results/%%%bad');
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(
      await screen.findByText("Pour commencer veuillez sélectionner une valeur d'un filtre"),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { toaster } from '@/ui/toast/toaster';
import type { Fdes } from '@/api/environmentTypes';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { environmentalFixture, thermalHistoryFixture } from '../resultFixtures';
import {
  claireSession,
  recordRequests,
  stopRecording,
  visitorSession,
} from '@/testing/mockSession';
import { RupteurResultScreen } from './RupteurResultScreen';

jest.setTimeout(20_000);

afterEach(() => {
  stopRecording();
  toaster.remove();
  window.history.replaceState(null, '', '/');
});

describe('RupteurResultScreen', () => {
  it("shows 'Chargement du résultat', then the loaded history; the owner sees the header bar with the name as HTML", async () => {
    renderWithProviders(<RupteurResultScreen historyId={1001} />, {
      preloadedState: claireSession(),
    });
    expect(screen.getByText('Chargement du résultat')).toBeInTheDocument();
    const bar = await screen.findByRole('region', { name: 'Simulation sauvegardée' });
    expect(within(bar).getByTestId('history-name').innerHTML).toBe('<b>Maison</b> Dupont');
    expect(within(bar).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('a visitor does not see the owner bar', async () => {
    renderWithProviders(<RupteurResultScreen historyId={1001} />, {
      preloadedState: visitorSession(),
    });
    await screen.findByTestId('product-name');
    expect(screen.queryByRole('region', { name: 'Simulation sauvegardée' })).toBeNull();
  });

  it('uses the history of the navigation state without loading it', async () => {
    const history = thermalHistoryFixture({ id: 4242, customer: null, name: null });
    window.history.replaceState({ history }, '', '/');
    const seen = recordRequests('/api/history/load');
    renderWithProviders(<RupteurResultScreen historyId={4242} />, {
      preloadedState: visitorSession(),
    });
    expect(screen.getByTestId('product-name')).toHaveTextContent('Rupteur Poutrelle RP ITI');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
  });

  it('renderEnvironmental gets the loaded history and the FDES sheets loaded with it (no second load)', async () => {
    const seen = recordRequests('/api/history/load');
    const renderEnvironmental = jest.fn((history: ThermalHistory, fdes: Fdes[] | null) => (
      <p>
        Corps {history.id} : {fdes?.length ?? 'aucune'} fiches
      </p>
    ));
    renderWithProviders(
      <RupteurResultScreen historyId={1002} renderEnvironmental={renderEnvironmental} />,
      { preloadedState: claireSession() },
    );
    expect(await screen.findByText(/^Corps 1002 : [1-9]\d* fiches$/)).toBeInTheDocument();
    const [history, fdes] = renderEnvironmental.mock.calls.at(-1)!;
    expect(fdes).toEqual(history.fdes);
    await waitFor(() => expect(seen).toHaveLength(1));
  });

  it('renderEnvironmental gets no FDES sheets of a load when the history came with the navigation', async () => {
    const history = environmentalFixture();
    window.history.replaceState({ history }, '', '/');
    const renderEnvironmental = jest.fn(() => <p>Corps</p>);
    renderWithProviders(
      <RupteurResultScreen historyId={history.id} renderEnvironmental={renderEnvironmental} />,
      { preloadedState: visitorSession() },
    );
    expect(screen.getByText('Corps')).toBeInTheDocument();
    expect(renderEnvironmental).toHaveBeenLastCalledWith(history, null);
  });

  it('back link goes to the history when the query contains history', async () => {
    window.history.replaceState(null, '', '/evaluer-le-psi-dun-rupteur/#/1001/Rupteur?history=1');
    renderWithProviders(<RupteurResultScreen historyId={1001} />, {
      preloadedState: claireSession(),
    });
    expect(await screen.findByRole('link', { name: '← Retour à mon historique' })).toHaveAttribute(
      'href',
      '/espace-personnel#/historique',
    );
  });

  it('PDF: the new window opens on the click, then goes to the report under the site origin', async () => {
    const fakeWindow = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };
    const open = jest.spyOn(window, 'open').mockReturnValue(fakeWindow as unknown as Window);
    renderWithProviders(<RupteurResultScreen historyId={1001} />, {
      preloadedState: claireSession(),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Télécharger le pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Télécharger' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() =>
      expect(fakeWindow.location.href).toMatch(
        new RegExp(`^${window.location.origin}/api/history/rapport/1001/[0-9a-f]{32}\\.pdf$`),
      ),
    );
    open.mockRestore();
  });

  it("with the API elsewhere than the page, the PDF, the pictures and the certificate come from the API's address", async () => {
    // Same origin as the test page (no CORS in jsdom), but under a path of its own.
    const api = 'http://localhost/backend';
    const fakeWindow = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };
    const open = jest.spyOn(window, 'open').mockReturnValue(fakeWindow as unknown as Window);
    const history = thermalHistoryFixture({ id: 1001 });
    history.rupteur = {
      ...history.rupteur!,
      certification1: '/media/certificats/acermi-rp.pdf',
      certification2: 'javascript:alert(1)',
    };
    window.history.replaceState({ history }, '', '/');
    renderWithProviders(<RupteurResultScreen historyId={1001} />, {
      preloadedState: claireSession(),
      apiBaseUrl: api,
    });
    const zoom = await screen.findByRole('button', { name: /^Agrandir l'image/ });
    expect(within(zoom).getByRole('img')).toHaveAttribute(
      'src',
      `${api}${history.rupteur.image!.urlThumb}`,
    );
    expect(screen.getByRole('link', { name: 'Fiche produit' })).toHaveAttribute(
      'href',
      history.rupteur.urlProduct,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Certifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certifications' });
    expect(within(dialog).getByRole('link', { name: 'acermi-rp.pdf' })).toHaveAttribute(
      'href',
      `${api}/media/certificats/acermi-rp.pdf`,
    );
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: /Fermer/ }));

    await user.click(await screen.findByRole('button', { name: 'Télécharger le pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Télécharger' }));
    await waitFor(() =>
      expect(fakeWindow.location.href).toMatch(
        /^http:\/\/localhost\/backend\/api\/history\/rapport\/1001\/[0-9a-f]{32}\.pdf$/,
      ),
    );
    open.mockRestore();
  });

  it('the refine screen is rendered on "Évaluer les valeurs de PSI", and the result comes back with the new history', async () => {
    const refined = thermalHistoryFixture({
      rupteur: { ...thermalHistoryFixture().rupteur!, name: 'ThermoPrédalle TPR' },
    });
    renderWithProviders(
      <RupteurResultScreen
        historyId={1001}
        renderRefine={({ historyId, onDone }) => (
          <button type="button" onClick={() => onDone({ ...refined, id: historyId })}>
            Suivant
          </button>
        )}
      />,
      { preloadedState: claireSession() },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Évaluer les valeurs de PSI' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByTestId('product-name')).toHaveTextContent('ThermoPrédalle TPR');
  });
});

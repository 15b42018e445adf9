/**
 * The environmental-data page: keeping a result (save, PDF, e-mail), and a result opened by its id.
 * Keeping comes first: the first render of a file also loads the page's code, and the result's own
 * loading text is checked once that code is there, as it was after the questionnaire's tests.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { toaster } from '@/ui/toast/toaster';
import { claireSession, recordRequests, visitorSession } from '@/testing/mockSession';
import EnvironmentalDataPage from './EnvironmentalDataPage';
import {
  goTo,
  environmentalPageHooks,
  SYSTEM_QUESTION,
  question,
  answerAll,
} from './environmentalDataPageTestSetup';

jest.setTimeout(20_000);

environmentalPageHooks();

describe('keeping an environmental result (spec 001 §1: save, PDF, e-mail)', () => {
  it('the owner sees the bar with the saved name, date and delete, and the keep-results card', async () => {
    goTo('#/1002/Predalle?history=1');
    renderWithProviders(<EnvironmentalDataPage />, { preloadedState: claireSession() });
    const bar = await screen.findByRole('region', { name: 'Simulation sauvegardée' });
    expect(within(bar).getByText('Résidence Les Tilleuls – bât. B')).toBeInTheDocument();
    expect(within(bar).getByText(/^Sauvegardée le /)).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(await screen.findByText('Ratio kilotage armatures')).toBeInTheDocument();
    for (const name of ['Sauvegarder ce résultat', 'Télécharger le pdf', 'Envoyer par email']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // One back link only: the result page's.
    expect(screen.getAllByRole('link', { name: /Retour à mon historique/ })).toHaveLength(1);
  });

  it('the owner saves the result under a new name', async () => {
    const user = userEvent.setup();
    goTo('#/1002/Predalle');
    renderWithProviders(<EnvironmentalDataPage />, { preloadedState: claireSession() });
    await user.click(await screen.findByRole('button', { name: 'Sauvegarder ce résultat' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox');
    await user.clear(name);
    await user.type(name, 'Prédalles – chantier Nord');
    await user.click(within(dialog).getByRole('button', { name: /Sauvegarder/ }));
    await waitFor(() =>
      expect(toaster.getVisibleToasts().map((toast) => toast.description)).toContain(
        'Votre simulation a été sauvegardée dans votre espace personnel',
      ),
    );
    const bar = await screen.findByRole('region', { name: 'Simulation sauvegardée' });
    expect(within(bar).getByText('Prédalles – chantier Nord')).toBeInTheDocument();
  });

  it('a visitor who asks to save is asked to log in first', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<EnvironmentalDataPage />, {
      preloadedState: visitorSession(),
    });
    await question();
    await user.click(screen.getByRole('button', { name: 'Poutrelles' }));
    await answerAll(user, SYSTEM_QUESTION);
    expect(screen.queryByRole('region', { name: 'Simulation sauvegardée' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Sauvegarder ce résultat' }));
    await waitFor(() =>
      expect(store.getState().session.loginDialog).toMatchObject({
        open: true,
        pendingAction: 'rupteurResult/save',
      }),
    );
  });
});
describe('environmental result opened by id', () => {
  it("loads the history ('Chargement du résultat'), then its summary and FDES; back link to the history", async () => {
    goTo('#/1002/Predalle?history=1');
    renderWithProviders(<EnvironmentalDataPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du résultat');
    expect(await screen.findByText('Ratio kilotage armatures')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour à mon historique/ })).toHaveAttribute(
      'href',
      '/espace-personnel#/historique',
    );
    expect(screen.getByRole('heading', { name: 'Critères de recherche' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Fiches FDES' })).getAllByRole('link').length,
      ).toBeGreaterThan(0),
    );
  });

  it('loads the history once: the result page hands it, with its FDES sheets, to the environmental view', async () => {
    const loads = recordRequests('/api/history/load');
    goTo('#/1002/Predalle');
    renderWithProviders(<EnvironmentalDataPage />, { preloadedState: claireSession() });
    await screen.findByRole('region', { name: 'Simulation sauvegardée' });
    expect(await screen.findByText('Ratio kilotage armatures')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Fiches FDES' })).getAllByRole('link').length,
    ).toBeGreaterThan(0);
    // Any second load would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loads).toEqual([{ path: '/api/history/load', body: { id: 1002 } }]);
  });

  it('a missing history shows the server message', async () => {
    goTo('#/999999/Inconnu');
    renderWithProviders(<EnvironmentalDataPage />);
    expect(await screen.findByText('Cette simulation est introuvable.')).toBeInTheDocument();
  });

  it('a thermal history is refused with a French message', async () => {
    const loads = recordRequests('/api/history/load');
    goTo('#/1001/Rupteur');
    renderWithProviders(<EnvironmentalDataPage />);
    expect(
      await screen.findByText('Ce résultat ne contient pas de données environnementales.'),
    ).toBeInTheDocument();
    // Loading it again would not change it: no 'Réessayer', and one load only.
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loads).toHaveLength(1);
  });
});

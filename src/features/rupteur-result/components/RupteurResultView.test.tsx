import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickLoadsDocument, renderWithRouter, routerPath } from '@/testing/renderWithRouter';
import { environmentalFixture, loadedState, thermalHistoryFixture } from '../resultFixtures';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { RupteurResultView } from './RupteurResultView';
import type { ResultHandlers } from './resultViewTypes';

const handlers = new Proxy({} as ResultHandlers, { get: () => () => undefined });

const FINDER = '/evaluer-le-psi-dun-rupteur/';

function renderResult(history: ThermalHistory, fromHistory = false) {
  return renderWithRouter(
    [
      {
        path: FINDER,
        element: (
          <RupteurResultView
            state={loadedState(history)}
            userId={null}
            fromHistory={fromHistory}
            handlers={handlers}
          />
        ),
      },
      { path: '/', element: <p>Page d'accueil</p> },
      { path: '/bibliotheque', element: <p>Page de la bibliothèque</p> },
      { path: '/donnees-environnementales/', element: <p>Page des données</p> },
      { path: '/espace-personnel', element: <p>Page de mon espace</p> },
    ],
    { path: `${FINDER}#/${history.id}/nom` },
  );
}

describe('RupteurResultView: its links to the other pages go through the router', () => {
  it.each([
    ['Consulter la bibliothèque', '/bibliotheque', 'Page de la bibliothèque'],
    ['Voir les données environnementales', '/donnees-environnementales/', 'Page des données'],
    ["← Retour à l'accueil", '/', "Page d'accueil"],
  ])("'%s' opens %s without a document load", async (name, path, page) => {
    const user = userEvent.setup();
    const { router } = renderResult(thermalHistoryFixture({ customer: null, name: null }));
    expect(await clickLoadsDocument(user, screen.getByRole('link', { name }))).toBe(false);
    expect(routerPath(router)).toBe(path);
    expect(await screen.findByText(page)).toBeInTheDocument();
  });

  it("'← Retour à mon historique' opens the personal space's history", async () => {
    const user = userEvent.setup();
    const { router } = renderResult(thermalHistoryFixture(), true);
    const link = screen.getByRole('link', { name: '← Retour à mon historique' });
    expect(await clickLoadsDocument(user, link)).toBe(false);
    expect(routerPath(router)).toBe('/espace-personnel#/historique');
  });

  it('an environmental history links to its result on the environmental page', async () => {
    const user = userEvent.setup();
    const history = environmentalFixture();
    const { router } = renderResult(history);
    const link = screen.getByRole('link', { name: 'Voir le résultat environnemental' });
    expect(await clickLoadsDocument(user, link)).toBe(false);
    expect(router.state.location.pathname).toBe('/donnees-environnementales/');
    expect(router.state.location.hash).toMatch(new RegExp(`^#/${history.id}/`));
  });
});

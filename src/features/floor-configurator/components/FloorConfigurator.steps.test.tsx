import { act, screen, waitFor, within } from '@testing-library/react';
import { setFaults } from '../../../../mock-server/faults';
import { formLoaded, formReceived } from '../floorConfiguratorSlice';
import { renderPage, enter, toStep2 } from './FloorConfiguratorTestSetup';

describe('FloorConfigurator (spec 002 §2.1, §4.1, §5.1)', () => {
  it('shows the loading state, then step 1 with the progress steps and the fixed Résultats step', async () => {
    renderPage();
    expect(screen.getByText('Chargement du formulaire…')).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Votre projet' });
    const progress = screen.getByRole('navigation', { name: 'Étapes de la configuration' });
    const items = within(progress).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Votre projet'),
      expect.stringContaining('Votre plancher'),
      expect.stringContaining('Résultats'),
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeInTheDocument();
  });

  it('shows the first step’s title and description over the loading state as soon as they come', async () => {
    // The form's answer is slow: what shows meanwhile is the loading view.
    setFaults([{ operation: 'GET /api/configurator/', kind: 'latency', ms: 2000, times: 1 }]);
    const { store } = renderPage();
    expect(screen.getByText('Chargement du formulaire…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        formReceived([
          { step: 1, title: 'Votre chantier', description: 'Son code postal.', fields: [] },
          { step: 2, title: 'Votre dalle', fields: [] },
        ]),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Votre chantier' })).toBeInTheDocument();
    expect(screen.getByText('Son code postal.')).toBeInTheDocument();
    expect(screen.getByText('Chargement du formulaire…')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Étapes de la configuration' });
    expect(progress).toHaveTextContent('Votre dalle');
  });

  it("zipCode validates on blur: 'Champ obligatoire', then 'Doit être exactement 5 caractères'", async () => {
    const { user } = renderPage();
    await screen.findByRole('form', { name: 'Votre projet' });
    const zip = screen.getByRole('textbox', { name: /Code postal du chantier/ });
    await user.click(zip);
    await user.tab();
    expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();
    await user.type(zip, '690');
    await user.tab();
    expect(await screen.findByText('Doit être exactement 5 caractères')).toBeInTheDocument();
  });

  it("'Continuer' validates step 1: configurationName is required", async () => {
    const { user } = renderPage();
    await screen.findByRole('form', { name: 'Votre projet' });
    await enter(user, screen.getByRole('textbox', { name: /Code postal du chantier/ }), '69003');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
  });

  it("step 2 has 'Trouver les solutions adaptées' and 'Retour à l'étape précédente', which keeps the answers", async () => {
    const { user } = renderPage();
    await toStep2(user);
    expect(screen.getByRole('button', { name: 'Trouver les solutions adaptées' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /Retour à l'étape précédente/ }));
    await screen.findByRole('form', { name: 'Votre projet' });
    expect(screen.getByRole('textbox', { name: /Code postal du chantier/ })).toHaveValue('69003');
  });

  it('clicking a load case sets gLoad and qLoad', async () => {
    const { user } = renderPage();
    await toStep2(user);
    await user.click(screen.getByRole('radio', { name: 'Logement – cloisons maçonnées' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Charges permanentes/ })).toHaveValue('250'),
    );
    expect(screen.getByRole('textbox', { name: /Charges d’exploitation/ })).toHaveValue('150');
  });

  it("the usage narrows the load cases and the 'up' values; 'Aucune valeur disponible.' when none", async () => {
    const { user } = renderPage();
    await toStep2(user);
    await user.click(screen.getByRole('radio', { name: 'Plancher bas sur vide sanitaire' }));
    expect(
      await screen.findByRole('radio', { name: 'Up 0,15 W/m².K (très performant)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Up 0,36/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('radio', { name: 'Bureaux – cloisons légères' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Parking couvert' }));
    expect(await screen.findByText('Aucune valeur disponible.')).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Parking – véhicules légers (≤ 30 kN)' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('radio', { name: 'Logement – cloisons légères' }),
    ).not.toBeInTheDocument();
  });

  it("'Veuillez remplir les champs ci-dessus.' while no usage is chosen", async () => {
    const { user, store } = renderPage();
    await toStep2(user);
    const state = store.getState().floorConfigurator;
    act(() => {
      store.dispatch(
        formLoaded({
          steps: state.steps,
          values: { ...state.answers, usage: '', floorPosition: 'vide-sanitaire' },
          step: 2,
        }),
      );
    });
    // The Up radio is shown (crawl space) but no usage gives its values yet.
    expect(await screen.findByText('Veuillez remplir les champs ci-dessus.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Coefficient Up visé/ })).toBeInTheDocument();
  });

  it('continuity shows width and length; the server message shows under the field and clears on success', async () => {
    const { user } = renderPage();
    await toStep2(user);
    expect(screen.getByRole('textbox', { name: /Portée du plancher/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Oui' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /Portée du plancher/ })).not.toBeInTheDocument(),
    );
    await user.type(screen.getByRole('textbox', { name: /Largeur de l’appui/ }), '300');
    await user.type(screen.getByRole('textbox', { name: /Longueur totale/ }), '900');
    expect(
      await screen.findByText('La largeur de continuité doit être comprise entre 20 et 120 cm.'),
    ).toBeInTheDocument();
    const width = screen.getByRole('textbox', { name: /Largeur de l’appui/ });
    await user.clear(width);
    await user.type(width, '20');
    await waitFor(() =>
      expect(
        screen.queryByText('La largeur de continuité doit être comprise entre 20 et 120 cm.'),
      ).not.toBeInTheDocument(),
    );
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { CONFIG_PARAM, decodeConfiguration, encodeConfiguration } from '../configParam';
import { submitted } from '../floorConfiguratorSlice';
import { RESULTS_PAGE_TITLE } from './FloorConfigurator';
import { PATH, lastLocation, renderPage, fillStep1, toStep2 } from './FloorConfiguratorTestSetup';

describe('FloorConfigurator (spec 002 §2.1, §4.1, §5.1)', () => {
  it('a server refusal on submit is shown inline and the button is usable again', async () => {
    const { user } = renderPage();
    await toStep2(user);
    await user.click(screen.getByRole('radio', { name: 'Plancher bas sur vide sanitaire' }));
    await user.click(screen.getByRole('radio', { name: 'Logement – cloisons légères' }));
    await user.click(await screen.findByRole('radio', { name: 'Up 0,20 W/m².K' }));
    await user.type(screen.getByRole('textbox', { name: /Portée du plancher/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Trouver les solutions adaptées' }));
    expect(
      await screen.findByText('La portée doit être comprise entre 1,50 et 12,00 m.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Portée du plancher/ })).toHaveValue('20');
    expect(screen.getByRole('button', { name: 'Trouver les solutions adaptées' })).toBeEnabled();
  });

  it('the answers are kept in the address (config, replaced in place, not a navigation) and restored on load', async () => {
    const entries = window.history.length;
    const { user, unmount } = renderPage();
    const opened = lastLocation;
    await fillStep1(user);
    await waitFor(() => {
      const config = new URL(window.location.href).searchParams.get(CONFIG_PARAM);
      expect(decodeConfiguration(config)?.values).toMatchObject({
        zipCode: '69003',
        configurationName: 'Maison Test',
      });
    });
    // The address only: the router did not navigate (the page and its shell did not render again).
    expect(lastLocation).toBe(opened);
    expect(window.history.length).toBe(entries);
    const saved = `${PATH}${window.location.search}`;
    unmount();
    renderPage(saved);
    await screen.findByRole('form', { name: 'Votre projet' });
    expect(screen.getByRole('textbox', { name: /Code postal du chantier/ })).toHaveValue('69003');
    expect(screen.getByRole('textbox', { name: /Nom de la configuration/ })).toHaveValue(
      'Maison Test',
    );
  });

  it("the close icon and the logo open 'Êtes-vous sûr de vouloir quitter ?'; stay, or leave to the site root", async () => {
    const { user } = renderPage();
    await screen.findByRole('form', { name: 'Votre projet' });
    await user.click(screen.getByRole('button', { name: 'Quitter la configuration' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Êtes-vous sûr de vouloir quitter ?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continuer la configuration' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Configurateur de planchers, quitter/ }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Quitter' }));
    expect(await screen.findByText('Accueil du site')).toBeInTheDocument();
    expect(lastLocation).toBe('/');
  });

  it('submitting shows the results step; back returns to step 2 with the answers', async () => {
    const { user } = renderPage();
    await toStep2(user);
    await user.click(
      screen.getByRole('radio', { name: 'Plancher intermédiaire (entre deux niveaux chauffés)' }),
    );
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Niveau du plancher/ }),
      'R+1',
    );
    await user.click(screen.getByRole('radio', { name: 'Logement – cloisons légères' }));
    await user.type(screen.getByRole('textbox', { name: /Portée du plancher/ }), '4.8');
    await user.click(screen.getByRole('button', { name: 'Trouver les solutions adaptées' }));
    expect(
      await screen.findByText('Solutions recommandées pour vous', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Étapes de la configuration' });
    expect(within(progress).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    // Keyboard and screen-reader users land on the results.
    expect(screen.getByRole('heading', { level: 1, name: RESULTS_PAGE_TITLE })).toHaveFocus();
    // Back returns one step, with the answers.
    await user.click(screen.getByRole('button', { name: /Retour à l'étape précédente/ }));
    await screen.findByRole('heading', { name: 'Votre plancher' });
    expect(screen.getByRole('textbox', { name: /Portée du plancher/ })).toHaveValue('4.8');
  });

  it('the progress keeps step 2 current while the submission is in progress', async () => {
    const { user, store } = renderPage();
    await toStep2(user);
    act(() => {
      store.dispatch(submitted(store.getState().floorConfigurator.answers));
    });
    expect(store.getState().floorConfigurator.status).toBe('submitting');
    const progress = screen.getByRole('navigation', { name: 'Étapes de la configuration' });
    expect(within(progress).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getAllByRole('listitem')[0]).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(store.getState().floorConfigurator.status).not.toBe('submitting'));
  });

  it("'Revenir à la configuration' reloads the simulation's form at ?simulationId={id}", async () => {
    const config = encodeConfiguration({
      step: 2,
      values: {
        zipCode: '69003',
        configurationName: 'Maison Test',
        floorPosition: 'vide-sanitaire',
        usage: 'habitation',
        loadCase: 'habitation',
        gLoad: '150',
        qLoad: '150',
        up: '0.20',
        continuity: 'false',
        floorSpan: '5.2',
      },
    });
    const { user, store } = renderPage(`${PATH}?${CONFIG_PARAM}=${config}`);
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Trouver les solutions adaptées' },
        { timeout: 5000 },
      ),
    );
    const [card] = await screen.findAllByTestId('solution-card', {}, { timeout: 5000 });
    const id = store.getState().floorConfigurator.simulationId;
    expect(id).toBeGreaterThan(0);
    await user.click(within(card!).getByRole('button', { name: /^Voir le détail/ }));
    await user.click(await screen.findByRole('button', { name: 'Revenir à la configuration' }));
    await screen.findByRole('form', { name: 'Votre projet' }, { timeout: 5000 });
    expect(new URLSearchParams(lastLocation.split('?')[1]).get('simulationId')).toBe(String(id));
    expect(screen.getByRole('textbox', { name: /Code postal du chantier/ })).toHaveValue('69003');
    // Submitting it again modifies the same simulation.
    expect(store.getState().floorConfigurator.answers.simulationId).toBe(id);
  });

  it('the joist infills follow the answers: a choice no longer offered gives way to the server’s', async () => {
    const { user } = renderPage();
    await toStep2(user);
    const infill = screen.getByRole('combobox', { name: /Matériau des entrevous/ });
    await user.selectOptions(infill, 'bois');
    await user.click(screen.getByRole('radio', { name: 'Plancher bas sur vide sanitaire' }));
    await waitFor(() =>
      expect(within(infill).queryByRole('option', { name: /bois/i })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(infill).toHaveValue('indifferent'));
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useFakeClock } from '@/testing/fakeClock';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { CONFIG_PARAM, decodeConfiguration, encodeConfiguration } from '../configParam';
import { setFaults } from '../../../../mock-server/faults';
import { formLoaded, formReceived, submitted } from '../floorConfiguratorSlice';
import { FloorConfigurator, RESULTS_PAGE_TITLE } from './FloorConfigurator';

jest.setTimeout(30_000);
// The form load delay, the step-2 debounce and the mock backend's waits run on a fake clock.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

const PATH = '/configurer-un-plancher/';
let lastLocation = '';

function LocationSpy() {
  const location = useLocation();
  useEffect(() => {
    lastLocation = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

function renderPage(route = PATH) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/configurer-un-plancher/" element={<FloorConfigurator />} />
        <Route path="/" element={<p>Accueil du site</p>} />
      </Routes>
      <LocationSpy />
    </>,
    { site: 'floor', route },
  );
  return { user, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Enters a whole answer at once (a paste: one change, not one per character). Each change renders the
 * whole form again, so the answers that only lead a test to the state it checks are not typed.
 */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillStep1(user: User) {
  await screen.findByRole('form', { name: 'Votre projet' });
  await enter(user, screen.getByRole('textbox', { name: /Code postal du chantier/ }), '69003');
  await enter(
    user,
    screen.getByRole('textbox', { name: /Nom de la configuration/ }),
    'Maison Test',
  );
}

async function toStep2(user: User) {
  await fillStep1(user);
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  await screen.findByRole('heading', { name: 'Votre plancher' });
}

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
          values: { ...state.values, usage: '', floorPosition: 'vide-sanitaire' },
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
    expect(screen.queryByRole('textbox', { name: /Portée du plancher/ })).not.toBeInTheDocument();
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

  it('a server refusal on submit is shown inline and the button is usable again', async () => {
    const { user } = renderPage();
    await toStep2(user);
    await user.click(screen.getByRole('radio', { name: 'Plancher bas sur vide sanitaire' }));
    await user.click(screen.getByRole('radio', { name: 'Logement – cloisons légères' }));
    await user.click(screen.getByRole('radio', { name: 'Up 0,20 W/m².K' }));
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
    await user.selectOptions(screen.getByRole('combobox', { name: /Niveau du plancher/ }), 'R+1');
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
      store.dispatch(submitted(store.getState().floorConfigurator.values));
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
    expect(store.getState().floorConfigurator.values.simulationId).toBe(id);
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

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFakeClock } from '@/testing/fakeClock';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { completeFormFixture, initialFormFixture } from '../simulatorFixtures';
import { confirmDismissed } from '@/ui/confirm/confirmSlice';
import { setFaults } from '../../../../mock-server/faults';
import {
  formLoaded,
  formReceived,
  pageOpened,
  step1Accepted,
  submitFailed,
  submitSucceeded,
} from '../simulatorSlice';
import { decodeSimulation, SIMULATION_PARAM } from '../simulatorQuery';
import { CarbonSimulator, RESULTS_PAGE_TITLE } from './CarbonSimulator';

jest.setTimeout(20_000);
// The step-2 update delays and the mock backend's waits run on a fake clock.
beforeEach(() => useFakeClock());
afterEach(() => jest.useRealTimers());

function renderLoaded(answer = initialFormFixture, step2 = false, cluster?: number) {
  const view = renderWithProviders(<CarbonSimulator onRestart={() => undefined} />, {
    site: 'carbon',
  });
  if (cluster !== undefined)
    view.store.dispatch({ type: 'carbonSimulator/pageOpened', payload: { cluster } });
  view.store.dispatch(formLoaded(answer));
  if (step2) view.store.dispatch(step1Accepted(answer));
  return view;
}

describe('CarbonSimulator', () => {
  it("the progress bar is titled from the server's steps, then 'Résultats'", async () => {
    renderLoaded();
    const nav = await screen.findByRole('navigation', { name: 'Étapes de la simulation' });
    await waitFor(() => expect(nav).toHaveTextContent('1. Votre projet'));
    expect(nav).toHaveTextContent('2. Votre plancher');
    expect(nav).toHaveTextContent('3. Résultats');
  });

  it('shows the step’s title and description over the loading state as soon as they come', async () => {
    // The form's answer is slow: what shows meanwhile is the loading view.
    setFaults([{ operation: 'GET /api/simulator/', kind: 'latency', ms: 2000, times: 1 }]);
    const { store } = renderWithProviders(<CarbonSimulator onRestart={() => undefined} />, {
      site: 'carbon',
    });
    store.dispatch(pageOpened({}));
    expect(await screen.findByText('Chargement du simulateur')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    store.dispatch(
      formReceived([
        { step: 1, title: 'Votre chantier', description: 'Sa région.', fields: [] },
        { step: 2, title: 'Votre dalle', fields: [] },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Votre chantier' })).toBeInTheDocument();
    expect(screen.getByText('Sa région.')).toBeInTheDocument();
    expect(screen.getByText('Chargement du simulateur')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Étapes de la simulation' })).toHaveTextContent(
      '2. Votre dalle',
    );
  });

  it("results opened from the history: the progress shows the server's step titles", async () => {
    const { store } = renderWithProviders(<CarbonSimulator onRestart={() => undefined} />, {
      site: 'carbon',
    });
    store.dispatch(pageOpened({ history: 301 }));
    const nav = await screen.findByRole('navigation', { name: 'Étapes de la simulation' });
    await waitFor(() => expect(nav).toHaveTextContent('1. Votre projet'));
    expect(nav).toHaveTextContent('2. Votre plancher');
    expect(nav).toHaveTextContent('3. Résultats');
    expect(nav).not.toHaveTextContent('Étape');
    expect(screen.getByRole('heading', { level: 1, name: RESULTS_PAGE_TITLE })).toBeInTheDocument();
  });

  it("step 1 validates on blur: 'Champ obligatoire', 'Doit contenir exactement 5 caractères.'", async () => {
    renderLoaded();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const zip = await screen.findByRole('textbox', { name: /Code postal du chantier/ });
    await user.click(zip);
    await user.tab();
    expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();
    await user.type(zip, '690');
    await user.tab();
    expect(await screen.findByText('Doit contenir exactement 5 caractères.')).toBeInTheDocument();
  });

  it("'Estimer l'impact carbone' appears only when the configuration is complete", async () => {
    const incomplete = { ...completeFormFixture, isCompleted: false };
    const { store } = renderLoaded(incomplete, true);
    await screen.findByRole('heading', { name: 'Votre plancher' });
    expect(screen.queryByRole('button', { name: "Estimer l'impact carbone" })).toBeNull();
    store.dispatch(step1Accepted(completeFormFixture));
    expect(
      await screen.findByRole('button', { name: "Estimer l'impact carbone" }),
    ).toBeInTheDocument();
  });

  it('the results step has a level-one title, which takes the focus', async () => {
    const { store } = renderLoaded(completeFormFixture, true);
    await screen.findByRole('heading', { name: 'Votre plancher' });
    store.dispatch(submitSucceeded());
    const title = await screen.findByRole('heading', { level: 1, name: RESULTS_PAGE_TITLE });
    await waitFor(() => expect(title).toHaveFocus());
  });

  it("shows 'Retour à l'étape précédente' without a cluster, not with one", async () => {
    const first = renderLoaded(completeFormFixture, true);
    expect(
      await screen.findByRole('button', { name: "Retour à l'étape précédente" }),
    ).toBeInTheDocument();
    first.unmount();
    // The page's own request for the cluster's form answers late: the step shown is the one given.
    setFaults([{ operation: 'GET /api/simulator/', kind: 'latency', ms: 3000, times: 1 }]);
    renderLoaded(completeFormFixture, true, 301);
    await screen.findByRole('heading', { name: 'Votre plancher' });
    expect(screen.queryByRole('button', { name: "Retour à l'étape précédente" })).toBeNull();
  });

  it('clicking the chosen thermalBreak again removes the answer', async () => {
    const { store } = renderLoaded(completeFormFixture, true);
    // The form owns the answers; the page's address keeps them (config).
    const kept = () =>
      decodeSimulation(new URL(window.location.href).searchParams.get(SIMULATION_PARAM))?.answers ??
      [];
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const avec = await screen.findByRole('radio', { name: 'Avec rupteurs thermiques' });
    await user.click(avec);
    await waitFor(() => expect(kept()).toContainEqual({ field: 'thermalBreak', value: 'avec' }));
    await user.click(avec);
    await waitFor(() => expect(kept().some((a) => a.field === 'thermalBreak')).toBe(false));
    await waitFor(() => expect(store.getState().carbonSimulator.updating).toBe(false));
    await waitFor(() => expect(avec).not.toBeChecked());
    expect(kept().some((a) => a.field === 'thermalBreak')).toBe(false);
  });

  it('the close button and the logo open the exit confirmation', async () => {
    const { store } = renderLoaded();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Fermer le simulateur' }));
    expect(store.getState().confirm).toMatchObject({
      open: true,
      title: 'Êtes-vous sûr de vouloir quitter ?',
      cancelLabel: 'Continuer ma simulation',
    });
    store.dispatch(confirmDismissed());
    await user.click(screen.getByRole('button', { name: /^Quitter le simulateur/ }));
    expect(store.getState().confirm.open).toBe(true);
  });

  it('step 1: the postal code keeps only the characters its pattern allows', async () => {
    renderLoaded();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const zip = await screen.findByRole('textbox', { name: /Code postal du chantier/ });
    await user.type(zip, '69a0 03');
    expect(zip).toHaveValue('69003');
  });

  it('step 2: an input in cm blocks the comma and the period', async () => {
    renderLoaded(completeFormFixture, true);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('radio', { name: 'Plancher bas sur vide sanitaire' }));
    const insulation = await screen.findByRole('textbox', {
      name: /Isolant complémentaire en sous-face/,
    });
    await user.clear(insulation);
    await user.type(insulation, '12,5.');
    expect(insulation).toHaveValue('125');
  });

  it('step 2 shows and hides fields with the comparators ==, !=, >, >=, <, <=, NOT IN', async () => {
    renderLoaded(completeFormFixture, true);
    await screen.findByRole('heading', { name: 'Votre plancher' });
    const shown = (name: string) => document.querySelector(`input[name="${name}"]`) !== null;
    // span 4,8 > 4,5: propping, not selfSupporting (<=); thickness 20 < 22 on an intermediate
    // floor (==): acousticUnderlay; seismicZone 2, not >= 3: no chainings; floorLevel NOT IN
    // [haut] and systemType NOT IN [plancher-bois]: thermalBreak; != poutrelles-entrevous-pse but
    // not == vide-sanitaire: no insulation.
    expect(shown('propping')).toBe(true);
    expect(shown('selfSupporting')).toBe(false);
    expect(shown('acousticUnderlay')).toBe(true);
    expect(shown('seismicChaining')).toBe(false);
    expect(shown('thermalBreak')).toBe(true);
    expect(shown('complementaryInsulation')).toBe(false);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const span = screen.getByRole('textbox', { name: /Portée entre appuis/ });
    await user.clear(span);
    await user.type(span, '4');
    expect(shown('selfSupporting')).toBe(true);
    expect(shown('propping')).toBe(false);
    await user.click(screen.getByRole('radio', { name: /^Plancher haut/ }));
    expect(shown('thermalBreak')).toBe(false);
    expect(shown('acousticUnderlay')).toBe(false);
    await user.click(screen.getByRole('radio', { name: /^Plancher bas sur vide sanitaire/ }));
    expect(shown('complementaryInsulation')).toBe(true);
  });

  it("a refused submission shows the server's message under each field it names", async () => {
    const { store } = renderLoaded(completeFormFixture, true);
    await screen.findByRole('heading', { name: 'Votre plancher' });
    store.dispatch(
      submitFailed({
        message: 'La configuration est incomplète ou contient des valeurs refusées.',
        errors: { span: 'Champ obligatoire' },
      }),
    );
    expect(
      await screen.findByText('La configuration est incomplète ou contient des valeurs refusées.'),
    ).toBeInTheDocument();
    const span = screen.getByRole('textbox', { name: /Portée entre appuis/ });
    expect(span).toHaveAccessibleDescription(/Champ obligatoire/);
  });
});

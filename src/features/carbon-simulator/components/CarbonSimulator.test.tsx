import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { completeFormFixture, initialFormFixture } from '../simulatorFixtures';
import { formLoaded, step1Accepted } from '../simulatorSlice';
import { CarbonSimulator } from './CarbonSimulator';

jest.setTimeout(20_000);

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
    expect(nav).toHaveTextContent('1. Votre projet');
    expect(nav).toHaveTextContent('2. Votre plancher');
    expect(nav).toHaveTextContent('3. Résultats');
  });

  it("step 1 validates on blur: 'Champ obligatoire', 'Doit contenir exactement 5 caractères.'", async () => {
    renderLoaded();
    const user = userEvent.setup();
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

  it("shows 'Retour à l'étape précédente' without a cluster, not with one", async () => {
    const first = renderLoaded(completeFormFixture, true);
    expect(
      await screen.findByRole('button', { name: "Retour à l'étape précédente" }),
    ).toBeInTheDocument();
    first.unmount();
    renderLoaded(completeFormFixture, true, 301);
    await screen.findByRole('heading', { name: 'Votre plancher' });
    expect(screen.queryByRole('button', { name: "Retour à l'étape précédente" })).toBeNull();
  });

  it('clicking the chosen thermalBreak again removes the answer', async () => {
    const { store } = renderLoaded(completeFormFixture, true);
    const user = userEvent.setup();
    const avec = await screen.findByRole('radio', { name: 'Avec rupteurs thermiques' });
    await user.click(avec);
    await waitFor(() =>
      expect(store.getState().carbonSimulator.answers).toContainEqual({
        field: 'thermalBreak',
        value: 'avec',
      }),
    );
    await user.click(avec);
    await waitFor(() =>
      expect(store.getState().carbonSimulator.answers.some((a) => a.field === 'thermalBreak')).toBe(
        false,
      ),
    );
    await waitFor(() => expect(store.getState().carbonSimulator.updating).toBe(false));
    await waitFor(() => expect(avec).not.toBeChecked());
    expect(store.getState().carbonSimulator.answers.some((a) => a.field === 'thermalBreak')).toBe(
      false,
    );
  });
});

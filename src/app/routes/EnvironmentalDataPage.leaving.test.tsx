/** The environmental-data page: leaving the questionnaire, and the answers in progress across a reload. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import EnvironmentalDataPage from './EnvironmentalDataPage';
import { recordBodies, environmentalPageHooks, question } from './environmentalDataPageTestSetup';

jest.setTimeout(20_000);

environmentalPageHooks();

describe('leaving the environmental questionnaire (spec 001 §2.1, same app)', () => {
  it("'Retour' on the first question opens 'Quitter le questionnaire ?'; 'Retour au questionnaire' stays", async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnvironmentalDataPage />);
    await question();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Quitter le questionnaire ?')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retour au questionnaire' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await question('Quel est votre système constructif ?');
  });

  it("'Retour' past the first question shows the previous one; the browser warns before leaving once answered", async () => {
    const user = userEvent.setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    renderWithProviders(<EnvironmentalDataPage />);
    await question();
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Prémur' }));
    await question('Quel type de prémur est posé ?');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await question('Quel est votre système constructif ?');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('answers in progress across a reload of the tab (docs/deviations.md)', () => {
  async function answerPremurStandard(user: ReturnType<typeof userEvent.setup>) {
    await question();
    await user.click(screen.getByRole('button', { name: 'Prémur' }));
    await question('Quel type de prémur est posé ?');
    await user.click(screen.getByRole('button', { name: 'Prémur standard' }));
    await question('Quel est le montage du prémur ?');
  }

  const givenAnswers = () =>
    screen.getByRole('heading', { name: 'Vos réponses' }).closest('section')!;

  it('the reloaded page lists the answers given and asks the question after them', async () => {
    const user = userEvent.setup();
    const seen = recordBodies();
    const first = renderWithProviders(<EnvironmentalDataPage />);
    await answerPremurStandard(user);
    first.unmount();

    // A reload: a new app in the same tab.
    renderWithProviders(<EnvironmentalDataPage />);
    await question('Quel est le montage du prémur ?');
    expect(within(givenAnswers()).getByText('Prémur')).toBeInTheDocument();
    expect(within(givenAnswers()).getByText('Prémur standard')).toBeInTheDocument();
    const filterCalls = seen.filter((request) => request.path === '/api/filters');
    expect(filterCalls.at(-1)!.body).toEqual({
      answers: filterCalls.at(-2)!.body.answers,
      dataType: 'mur',
    });
    // Still a questionnaire past its first question: the browser warns before leaving.
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("'Quitter sans enregistrer' forgets them: the questionnaire starts again at its first question", async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<EnvironmentalDataPage />);
    await answerPremurStandard(user);
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await question('Quel est votre système constructif ?');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' }));
    first.unmount();

    renderWithProviders(<EnvironmentalDataPage />);
    await question('Quel est votre système constructif ?');
    expect(screen.queryByRole('heading', { name: 'Vos réponses' })).toBeNull();
  });
});

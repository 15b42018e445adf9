/** The environmental-data page: its questionnaire. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { setFaults } from '../../../mock-server/faults';
import EnvironmentalDataPage from './EnvironmentalDataPage';
import {
  recordBodies,
  environmentalPageHooks,
  QUESTION,
  SYSTEM_QUESTION,
  question,
  SEARCH_FAILED,
  answerAll,
} from './environmentalDataPageTestSetup';

jest.setTimeout(20_000);

environmentalPageHooks();

describe('environmental-data questionnaire', () => {
  it('an answered question stays while the next one loads, its loading screen after 300 ms', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnvironmentalDataPage />);
    await question(SYSTEM_QUESTION);
    setFaults([{ operation: 'POST /api/filters', kind: 'latency', ms: 1000, times: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Prémur' }));
    // Right after the answer, the question stays as it was: no loading screen flashes.
    expect(screen.getByRole('list', { name: SYSTEM_QUESTION })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // A slower answer: the loading screen, then the next question.
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement des questions…');
    expect(screen.queryByRole('list', { name: SYSTEM_QUESTION })).not.toBeInTheDocument();
    await question('Quel type de prémur est posé ?');
  });

  it("first question 'Quel est votre système constructif ?' offers Poutrelles, Prédalles, Prémur", async () => {
    renderWithProviders(<EnvironmentalDataPage />);
    // The specification's first question is titled while it loads, and stays in place.
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des questions…');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const loading = screen.getByRole('heading', QUESTION);
    expect(loading).toHaveTextContent('Quel est votre système constructif ?');
    expect(await question()).toBe(loading);
    expect(loading.closest('[data-motion]')).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const answers = within(
      screen.getByRole('list', { name: 'Quel est votre système constructif ?' }),
    );
    expect(answers.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Poutrelles',
      'Prédalles',
      'Prémur',
    ]);
    expect(screen.getByText('Progression')).toBeInTheDocument();
  });

  it('choosing Prémur loads its filters with dataType mur; the hint of Montage prémur shows', async () => {
    const user = userEvent.setup();
    const seen = recordBodies();
    renderWithProviders(<EnvironmentalDataPage />);
    await question();
    await user.click(screen.getByRole('button', { name: 'Prémur' }));
    await question('Quel type de prémur est posé ?');
    const filterCalls = seen.filter((request) => request.path === '/api/filters');
    expect(filterCalls.at(-1)!.body).toEqual({ answers: [70003], dataType: 'mur' });
    // Progress = (step + 1) / (filters + 1): step 1 of 1 + 4 filters.
    expect(screen.getByText('33 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prémur standard' }));
    await question('Quel est le montage du prémur ?');
    expect(
      screen.getByText('épaisseur peau 1 + noyau + épaisseur peau 2 en cm'),
    ).toBeInTheDocument();
  });

  it('Prédalles: the hint of Montage prédalles shows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnvironmentalDataPage />);
    await question();
    await user.click(screen.getByRole('button', { name: 'Prédalles' }));
    await question('Quel type de prédalle est posé ?');
    await user.click(screen.getAllByRole('button', { name: /Prédalle/ })[0]!);
    await question('Quel est le montage des prédalles ?');
    expect(screen.getByText('épaisseur prédalle + table de compression en cm')).toBeInTheDocument();
  });

  it('re-picking an earlier answer truncates the later ones and reloads the filters', async () => {
    const user = userEvent.setup();
    const seen = recordBodies();
    renderWithProviders(<EnvironmentalDataPage />);
    await question();
    await user.click(screen.getByRole('button', { name: 'Prémur' }));
    await question('Quel type de prémur est posé ?');
    await user.click(screen.getByRole('button', { name: 'Prémur standard' }));
    await question('Quel est le montage du prémur ?');
    await user.click(screen.getByRole('button', { name: 'Modifier : Système constructif' }));
    await question('Quel est votre système constructif ?');
    expect(screen.getByRole('button', { name: 'Prémur' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Poutrelles' }));
    await question('Quel type de poutrelle est posé ?');
    expect(seen.filter((r) => r.path === '/api/filters').at(-1)!.body).toEqual({
      answers: [70001],
      dataType: 'pou',
    });
    expect(screen.queryByText('Prémur standard')).not.toBeInTheDocument();
  });

  it.each([
    ['Poutrelles', 'pou', false],
    ['Prédalles', 'pre', true],
    ['Prémur', 'mur', false],
  ])(
    '%s: after the last answer the result is fetched, a history created (dataType %s) and the app goes to #/{historyId}/{name}',
    async (system, dataType, withArmatures) => {
      const user = userEvent.setup();
      const seen = recordBodies();
      renderWithProviders(<EnvironmentalDataPage />);
      await question();
      await user.click(screen.getByRole('button', { name: system }));
      await answerAll(user, SYSTEM_QUESTION);
      const result = seen.find((r) => r.path === '/api/env/result')!;
      const created = seen.find((r) => r.path === '/api/history/create')!;
      expect(result.body).toMatchObject({ dataType });
      expect(created.body).toEqual(result.body);
      expect(window.location.hash).toMatch(/^#\/\d+\/[^/ ]+$/);
      expect(screen.getByText('Litrage béton')).toBeInTheDocument();
      expect(screen.getByText('Litrage béton supplémentaire')).toBeInTheDocument();
      expect(screen.getByText('Ratio kilotage')).toBeInTheDocument();
      expect(Boolean(screen.queryByText('Ratio kilotage armatures'))).toBe(withArmatures);
      expect(screen.getAllByText(/ L\/m²$/).length).toBe(2);
      const fdesList = screen.getByRole('list', { name: 'Fiches FDES' });
      const links = within(fdesList).getAllByRole('link');
      expect(screen.getByText(/fiches? FDES correspond/)).toHaveTextContent(
        `${links.length} fiches FDES correspondent à votre système`,
      );
      expect(links[0]).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/www\.base-inies\.fr\/.*search=\d{2}-\d{3}%3A\d{4}$/),
      );
      expect(links[0]).toHaveAttribute('target', '_blank');
    },
  );

  it("'Voir la fiche(s)' scrolls to the FDES list", async () => {
    const user = userEvent.setup();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWithProviders(<EnvironmentalDataPage />);
    await question();
    await user.click(screen.getByRole('button', { name: 'Prémur' }));
    await answerAll(user, SYSTEM_QUESTION);
    await user.click(screen.getByRole('button', { name: 'Voir la fiche(s)' }));
    expect(scrolled).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Fiches FDES' })).toHaveFocus();
  });

  it('a failed filters call shows the error with Réessayer, then retries', async () => {
    const user = userEvent.setup();
    setFaults([{ operation: 'POST /api/filters', kind: 'server-error', times: 1 }]);
    renderWithProviders(<EnvironmentalDataPage />);
    expect(
      await screen.findByText("Les questions n'ont pas pu être chargées."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await question('Quel est votre système constructif ?');
  });

  it('a failed search keeps the answers and can be retried', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnvironmentalDataPage />);
    await question();
    setFaults([{ operation: 'POST /api/env/result', kind: 'server-error', times: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Prémur' }));
    await answerAll(user, SYSTEM_QUESTION);
    expect(await screen.findByText(SEARCH_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Vos réponses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Fiches FDES' })).toBeInTheDocument();
  });
});

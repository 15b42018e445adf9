import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { setFaults } from '../../../mock-server/faults';
import { server } from '../../../mock-server/node';
import { toaster } from '@/ui/toast/toaster';
import { claireSession, recordRequests, visitorSession } from '@/testing/mockSession';
import EnvironmentalDataPage from './EnvironmentalDataPage';

jest.setTimeout(20_000);

interface SeenBody {
  path: string;
  body: Record<string, unknown>;
}

function recordBodies(): SeenBody[] {
  const seen: SeenBody[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST') return;
    const body = (await request.clone().json()) as Record<string, unknown>;
    seen.push({ path, body });
  });
  return seen;
}

function goTo(hash: string) {
  act(() => {
    window.history.replaceState(null, '', `/donnees-environnementales/${hash}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

beforeEach(() => goTo(''));
afterEach(() => {
  server.events.removeAllListeners();
  toaster.remove();
});

const QUESTION = { level: 2, name: /\?$/ } as const;
const SYSTEM_QUESTION = 'Quel est votre système constructif ?';
/**
 * The question's heading once its answers show (the first one's title shows while it loads), and
 * not `other` (an answered question stays on screen while the next one loads).
 */
const answeredQuestion = (other?: string) => {
  const heading = screen.queryByRole('heading', QUESTION);
  const title = heading?.textContent ?? '';
  return heading && title !== other && screen.queryByRole('list', { name: title }) ? heading : null;
};
/** The question shown with its answers; with `title`, once that question shows. */
const question = (title?: string) =>
  waitFor(() => {
    const shown = answeredQuestion();
    if (!shown) throw new Error('no question with its answers');
    if (title !== undefined) expect(shown).toHaveTextContent(title);
    return shown;
  });
const SEARCH_FAILED = "Les données environnementales n'ont pas pu être obtenues.";

/**
 * Answers with the first answer of each question until the result, or the search's failure, shows,
 * from the question after `answered` (the one just answered, which stays on screen while the next
 * one loads). One wait looks for all three: finders raced against each other would leave the
 * losers polling the page until their timeout, and a failed search would wait for that timeout.
 */
async function answerAll(user: ReturnType<typeof userEvent.setup>, answered?: string) {
  let last = answered;
  for (let i = 0; i < 10; i += 1) {
    const current = await waitFor(() => {
      const next = answeredQuestion(last);
      if (next) return next;
      if (
        screen.queryByRole('heading', { name: 'Fiches FDES' }) ||
        screen.queryByText(SEARCH_FAILED)
      )
        return null;
      throw new Error('neither a question, nor the result, nor its failure');
    });
    if (!current) return;
    last = current.textContent ?? '';
    const answers = within(screen.getByRole('list', { name: last }));
    await user.click(answers.getAllByRole('button')[0]!);
  }
  throw new Error('no result after 10 answers');
}

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

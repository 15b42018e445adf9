/**
 * What the environmental-data page's tests share: the bodies posted, the address's hash, the hooks
 * of each test, and finding and answering the questions.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { server } from '../../../mock-server/node';
import { toaster } from '@/ui/toast/toaster';

jest.setTimeout(20_000);

export interface SeenBody {
  path: string;
  body: Record<string, unknown>;
}

export function recordBodies(): SeenBody[] {
  const seen: SeenBody[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST') return;
    const body = (await request.clone().json()) as Record<string, unknown>;
    seen.push({ path, body });
  });
  return seen;
}

export function goTo(hash: string) {
  act(() => {
    window.history.replaceState(null, '', `/donnees-environnementales/${hash}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

/** Before each test: the questionnaire's address; after it, no listener and no toast. */
export function environmentalPageHooks() {
  beforeEach(() => goTo(''));
  afterEach(() => {
    server.events.removeAllListeners();
    toaster.remove();
  });
}

export const QUESTION = { level: 2, name: /\?$/ } as const;
export const SYSTEM_QUESTION = 'Quel est votre système constructif ?';
/**
 * The question's heading once its answers show (the first one's title shows while it loads), and
 * not `other` (an answered question stays on screen while the next one loads).
 */
export const answeredQuestion = (other?: string) => {
  const heading = screen.queryByRole('heading', QUESTION);
  const title = heading?.textContent ?? '';
  return heading && title !== other && screen.queryByRole('list', { name: title }) ? heading : null;
};
/** The question shown with its answers; with `title`, once that question shows. */
export const question = (title?: string) =>
  waitFor(() => {
    const shown = answeredQuestion();
    if (!shown) throw new Error('no question with its answers');
    if (title !== undefined) expect(shown).toHaveTextContent(title);
    return shown;
  });
export const SEARCH_FAILED = "Les données environnementales n'ont pas pu être obtenues.";

/**
 * Answers with the first answer of each question until the result, or the search's failure, shows,
 * from the question after `answered` (the one just answered, which stays on screen while the next
 * one loads). One wait looks for all three: finders raced against each other would leave the
 * losers polling the page until their timeout, and a failed search would wait for that timeout.
 */
export async function answerAll(user: ReturnType<typeof userEvent.setup>, answered?: string) {
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

import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { siteSystem } from '@/ui/theme/system';
import {
  StepQuestionnaire,
  type QuestionnaireLayout,
  type StepQuestionnaireProps,
} from './StepQuestionnaire';

const question = {
  title: 'Quel est le type de plancher ?',
  options: [
    { id: 1, label: 'Dalle pleine' },
    { id: 2, label: 'Prédalle' },
  ],
};

function props(layout: QuestionnaireLayout): StepQuestionnaireProps {
  return {
    layout,
    ids: { question: 'q', answers: 'a' },
    step: 0,
    progress: 0,
    question,
    answers: [],
    leaveDialogOpen: false,
    onAnswer: jest.fn(),
    onShowStep: jest.fn(),
    onBack: jest.fn(),
    onRetry: jest.fn(),
    onLeave: jest.fn(),
    onStay: jest.fn(),
  };
}

const withTheme = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>
);

/** The list rendered hidden, ahead of the first answer. */
function warmUp(): Element | null {
  return document.querySelector('[data-warm-up]');
}

/** All the CSS rules in the document. */
function injectedCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('\n');
}

/** The classes of an element and of everything in it, in document order. */
function classesIn(root: Element): string[] {
  return [root, ...root.querySelectorAll('*')].map((element) => element.className.toString());
}

describe.each<QuestionnaireLayout>(['spacious', 'compact'])(
  'StepQuestionnaire (%s): the given answers list, made ready with the first question',
  (layout) => {
    it('is rendered hidden before the first answer: nothing shows it, nothing reaches it', async () => {
      const user = userEvent.setup();
      render(<StepQuestionnaire {...props(layout)} />, { wrapper: withTheme });
      expect(warmUp()).not.toBeNull();
      expect(warmUp()).not.toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Vos réponses' })).toBeNull();
      // What the keyboard and assistive technologies reach: the answers and 'Retour' only.
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Dalle pleine',
        'Prédalle',
        'Retour',
      ]);
      for (const name of ['Dalle pleine', 'Prédalle', 'Retour']) {
        await user.tab();
        expect(screen.getByRole('button', { name })).toHaveFocus();
      }
      await user.tab();
      expect(document.body).toHaveFocus();
    });

    it('puts in the page, before the first answer, the styles of the list that answer shows', () => {
      const view = render(<StepQuestionnaire {...props(layout)} />, { wrapper: withTheme });
      const warmClasses = classesIn(warmUp()!.querySelector('section')!);
      const styled = warmClasses.flatMap((names) => names.match(/css-[a-z0-9]+/g) ?? []);
      expect(styled.length).toBeGreaterThanOrEqual(3);
      for (const name of styled) expect(injectedCss()).toContain(`.${name}`);
      view.rerender(
        <StepQuestionnaire
          {...props(layout)}
          step={1}
          answers={[{ key: 7, step: 0, name: 'Type de plancher', answer: 'Prédalle' }]}
        />,
      );
      expect(warmUp()).toBeNull();
      const list = screen.getByRole('heading', { name: 'Vos réponses' }).closest('section')!;
      expect(classesIn(list)).toEqual(warmClasses);
    });

    it('is not rendered while the question loads or failed', () => {
      const view = render(
        <StepQuestionnaire {...props(layout)} loading="Chargement de la question" />,
        { wrapper: withTheme },
      );
      expect(warmUp()).toBeNull();
      view.rerender(<StepQuestionnaire {...props(layout)} failure={{ message: 'Hors ligne.' }} />);
      expect(warmUp()).toBeNull();
    });
  },
);

describe('StepQuestionnaire: the focus with focusEachQuestion', () => {
  const next = {
    title: 'Quel est le système constructif ?',
    options: [{ id: 3, label: 'Poutrelles' }],
  };
  const given = [{ key: 'q1', step: 0, name: 'Type de plancher', answer: 'Dalle pleine' }];
  /** The finder's second question, after one answer. */
  const secondQuestion = (
    <StepQuestionnaire
      {...props('compact')}
      focusEachQuestion
      step={1}
      question={next}
      answers={given}
    />
  );

  it('each question after the first takes the focus on its heading', () => {
    const { rerender } = render(<StepQuestionnaire {...props('compact')} focusEachQuestion />, {
      wrapper: withTheme,
    });
    expect(document.body).toHaveFocus();
    rerender(secondQuestion);
    expect(screen.getByRole('heading', { name: next.title })).toHaveFocus();
  });

  it('the first question shown leaves the focus, even past step 0 (answers kept across a reload)', () => {
    render(secondQuestion, { wrapper: withTheme });
    expect(screen.getByRole('heading', { name: next.title })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });
});

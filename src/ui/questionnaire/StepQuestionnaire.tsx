/**
 * A questionnaire that asks one question per step (spec 001 §2.1, §2.2): its progress, the question
 * with its hint and clickable answers, the answers given so far (each can be re-picked), a loading
 * or an error state in place of the question, 'Retour' and the leave dialog. Presentational: the
 * tools map their state and their texts onto its props.
 */
import {
  Alert,
  Box,
  Button,
  Heading,
  HStack,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Activity, memo, useEffect, useRef } from 'react';
import { LeaveQuestionnaireDialog } from '@/ui/leave/LeaveQuestionnaireDialog';
import { PageLoader } from '@/ui/loader/PageLoader';
import { ProgressBar } from '@/ui/progress/ProgressBar';
import { motionAttributes } from '@/ui/theme/motion';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';

/** One answer a question offers. */
export interface QuestionnaireOption {
  id: number;
  label: string;
}

/** The question shown. */
export interface QuestionnaireQuestion {
  title: string;
  /** A line above the title ('Question 2'). */
  caption?: string;
  hint?: string | null;
  options: readonly QuestionnaireOption[];
  /** The option answered earlier, shown pressed. */
  chosenId?: number;
}

/** An answer given so far. */
export interface QuestionnaireGivenAnswer {
  /** Stable across renders (the filter's id). */
  key: number | string;
  /** The step it answers, passed to `onShowStep`. */
  step: number;
  /** The question's short name ('Type de plancher'). */
  name: string;
  /** The answer's label, or null when it is no longer among the question's options. */
  answer: string | null;
}

export interface QuestionnaireTexts {
  /** The progress bar's label, also its accessible name. */
  progress: string;
  answersTitle: string;
  back: string;
  retry: string;
  /** The compact layout's button beside each given answer; its accessible name adds the question. */
  edit: string;
  /** In place of an answer no longer among the question's options. */
  unknownAnswer: string;
}

const DEFAULT_QUESTIONNAIRE_TEXTS: QuestionnaireTexts = {
  progress: 'Progression',
  answersTitle: 'Vos réponses',
  back: 'Retour',
  retry: 'Réessayer',
  edit: 'Modifier',
  unknownAnswer: '—',
};

/**
 * - 'spacious': the question under its caption, large answers on up to two columns, 'Retour' under
 *   it at every state, the answers given so far last, each a button that shows its question again.
 * - 'compact': the answers given so far first, each with an edit button; the answers as a list
 *   named by the question on up to three columns, 'Retour' under them while a question shows.
 */
export type QuestionnaireLayout = 'spacious' | 'compact';

/** What the questionnaire asks of the tool showing it. */
export interface QuestionnaireCallbacks {
  onAnswer: (step: number, optionId: number) => void;
  /** Shows an answered question again. */
  onShowStep: (step: number) => void;
  /** 'Retour': the previous question, or the leave dialog from the first one. */
  onBack: () => void;
  onRetry: () => void;
  /** The leave dialog's answers. */
  onLeave: () => void;
  onStay: () => void;
}

export interface StepQuestionnaireProps extends QuestionnaireCallbacks {
  layout?: QuestionnaireLayout;
  /** The ids of the question's and the given answers' headings (unique in the page). */
  ids: { question: string; answers: string };
  texts?: Partial<QuestionnaireTexts>;
  /** The step shown, from 0. */
  step: number;
  /** From 0 to 1. */
  progress: number;
  /** Shown when neither `loading` nor `failure` is set. */
  question: QuestionnaireQuestion | null;
  /** The label of the loader shown in place of the question. */
  loading?: string | null;
  /**
   * The title of this step's question when the tool knows it before the server answers (the
   * environmental tool's first question, spec 001 §2.2): shown over the loader while the question
   * loads (the page's first paint draws it too), and the question then shows in place, without
   * fading in again.
   */
  knownTitle?: string | null;
  /** Shown in place of the question, with a retry button; it wins over `loading`. */
  failure?: { title?: string; message: string } | null;
  answers: readonly QuestionnaireGivenAnswer[];
  /** The given answers cannot be re-picked meanwhile (compact layout). */
  busy?: boolean;
  /** Moves the focus to each new question's heading after the first (keyboard, screen readers). */
  focusEachQuestion?: boolean;
  leaveDialogOpen: boolean;
  testId?: string;
}

/** What differs in looks between the two layouts. */
const LOOKS = {
  spacious: {
    loaderMinH: undefined,
    heading: 'xl',
    hint: {},
    grid: { columns: { base: 1, md: 2 } },
    option: {
      size: 'lg',
      h: 'auto',
      py: '3',
      textAlign: 'left',
      justifyContent: 'flex-start',
    },
    answersHeading: 'md',
    answersList: { variant: 'plain' },
  },
  compact: {
    loaderMinH: '48',
    heading: 'lg',
    hint: { mt: '1' },
    grid: {
      as: 'ul',
      listStyleType: 'none',
      columns: { base: 1, sm: 2, md: 3 },
      mt: '4',
    },
    option: { w: 'full' },
    answersHeading: 'sm',
    answersList: { as: 'ol', listStyleType: 'none', ps: '0' },
  },
} as const;

/**
 * An answer given so far: a button that shows its question again (spacious), or the answer with an
 * edit button (compact). Memoised: a new answer renders its own item, not those before it.
 */
const GivenAnswerItem = memo(function GivenAnswerItem({
  spacious,
  step,
  name,
  answer,
  current,
  disabled,
  editLabel,
  onShowStep,
}: {
  spacious: boolean;
  step: number;
  name: string;
  answer: string;
  /** Its question is the one shown. */
  current: boolean;
  disabled: boolean;
  editLabel: string;
  onShowStep: (step: number) => void;
}) {
  return (
    <List.Item>
      {spacious ? (
        <Button
          variant="plain"
          size="sm"
          h="auto"
          px="0"
          whiteSpace="normal"
          textAlign="left"
          aria-current={current ? 'step' : undefined}
          onClick={() => onShowStep(step)}
        >
          {name} : {answer}
        </Button>
      ) : (
        <HStack gap="2" wrap="wrap">
          <Text>
            {name} : <strong>{answer}</strong>
          </Text>
          <Button
            size="xs"
            variant="ghost"
            disabled={disabled || current}
            onClick={() => onShowStep(step)}
            aria-label={`${editLabel} : ${name}`}
          >
            {editLabel}
          </Button>
        </HStack>
      )}
    </List.Item>
  );
});

/** The answers given so far, under their heading. */
function GivenAnswers({
  layout,
  headingId,
  title,
  answers,
  step,
  busy,
  texts,
  onShowStep,
}: {
  layout: QuestionnaireLayout;
  headingId?: string;
  title: string;
  answers: readonly QuestionnaireGivenAnswer[];
  step: number;
  busy: boolean;
  texts: QuestionnaireTexts;
  onShowStep: (step: number) => void;
}) {
  const look = LOOKS[layout];
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size={look.answersHeading} id={headingId} mb="2">
        {title}
      </Heading>
      <List.Root gap="1" {...look.answersList}>
        {answers.map((given) => (
          <GivenAnswerItem
            key={given.key}
            spacious={layout === 'spacious'}
            step={given.step}
            name={given.name}
            answer={given.answer ?? texts.unknownAnswer}
            current={given.step === step}
            disabled={busy}
            editLabel={texts.edit}
            onShowStep={onShowStep}
          />
        ))}
      </List.Root>
    </Box>
  );
}

/** A sample answer, never shown. */
const WARM_UP_TEXT = 'Aa';
const WARM_UP_ANSWERS: readonly QuestionnaireGivenAnswer[] = [
  { key: 'warm-up', step: -1, name: WARM_UP_TEXT, answer: WARM_UP_TEXT },
];
const ignoreStep = () => {};

/**
 * While the first question waits for its answer: the given answers' list with a sample answer,
 * rendered hidden (React's `Activity`: after the question's own commit, at a low priority, shown
 * nowhere and reached by nothing). Its render adds the list's first style rules to the page, work
 * that otherwise fell in the first answer (at 4× CPU it made the first answer 100 to 150 ms slower
 * than the next ones). The real list takes its place with the first answer.
 */
function GivenAnswersWarmUp({
  layout,
  texts,
}: {
  layout: QuestionnaireLayout;
  texts: QuestionnaireTexts;
}) {
  return (
    <Activity mode="hidden">
      <div data-warm-up="">
        <GivenAnswers
          layout={layout}
          title={WARM_UP_TEXT}
          answers={WARM_UP_ANSWERS}
          step={0}
          busy={false}
          texts={texts}
          onShowStep={ignoreStep}
        />
      </div>
    </Activity>
  );
}

/** Not memoized: the tools' views that map their state onto it are. */
export function StepQuestionnaire({
  layout = 'spacious',
  ids,
  texts: someTexts,
  step,
  progress,
  question,
  loading,
  knownTitle,
  failure,
  answers,
  busy = false,
  focusEachQuestion = false,
  leaveDialogOpen,
  testId,
  onAnswer,
  onShowStep,
  onBack,
  onRetry,
  onLeave,
  onStay,
}: StepQuestionnaireProps) {
  const texts = { ...DEFAULT_QUESTIONNAIRE_TEXTS, ...someTexts };
  const look = LOOKS[layout];
  const spacious = layout === 'spacious';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionShown = !failure && !loading && question !== null;
  // The question's heading: the question's title, or while it loads the title the tool knows.
  const title = loading ? knownTitle : question?.title;

  // Not the first question shown, which the page opens with (also a later one, after a reload with
  // the answers kept): a page load leaves the focus where the browser puts it.
  const questionShownBefore = useRef(false);
  useEffect(() => {
    if (!questionShown) return;
    if (focusEachQuestion && questionShownBefore.current && step > 0) headingRef.current?.focus();
    questionShownBefore.current = true;
  }, [focusEachQuestion, questionShown, step]);

  const Section = spacious ? Stack : Box;
  const back = (
    <Button variant="ghost" mt={spacious ? undefined : '6'} onClick={onBack}>
      {texts.back}
    </Button>
  );

  const body = failure ? (
    <Alert.Root status="error" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        {failure.title && <Alert.Title>{failure.title}</Alert.Title>}
        <Alert.Description>{failure.message}</Alert.Description>
        <RetryWhenBackOnline onRetry={onRetry} />
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
          {texts.retry}
        </Button>
      </Alert.Content>
    </Alert.Root>
  ) : title ? (
    <Section
      key={step}
      as="section"
      aria-labelledby={ids.question}
      gap={spacious ? '4' : undefined}
      {...(knownTitle ? {} : motionAttributes('fade'))}
    >
      {!loading && question?.caption && (
        <Text color="fg.muted" fontSize="sm">
          {question.caption}
        </Text>
      )}
      <Heading
        as="h2"
        size={look.heading}
        id={ids.question}
        ref={headingRef}
        tabIndex={focusEachQuestion ? -1 : undefined}
      >
        {title}
      </Heading>
      {loading ? (
        <PageLoader label={loading} minH={look.loaderMinH} />
      ) : (
        question && (
          <>
            {question.hint && (
              <Text color="fg.muted" {...look.hint}>
                {question.hint}
              </Text>
            )}
            <SimpleGrid
              gap="3"
              aria-labelledby={spacious ? undefined : ids.question}
              {...look.grid}
              {...motionAttributes('animate')}
            >
              {question.options.map((option) => {
                const chosen = question.chosenId === option.id;
                const button = (
                  <Button
                    key={option.id}
                    variant={chosen ? 'solid' : 'outline'}
                    aria-pressed={chosen}
                    minH="14"
                    whiteSpace="normal"
                    {...look.option}
                    onClick={() => onAnswer(step, option.id)}
                  >
                    {option.label}
                  </Button>
                );
                return spacious ? button : <li key={option.id}>{button}</li>;
              })}
            </SimpleGrid>
            {!spacious && back}
          </>
        )
      )}
    </Section>
  ) : loading ? (
    <PageLoader label={loading} minH={look.loaderMinH} />
  ) : null;

  const given = answers.length > 0 && (
    <GivenAnswers
      layout={layout}
      headingId={ids.answers}
      title={texts.answersTitle}
      answers={answers}
      step={step}
      busy={busy}
      texts={texts}
      onShowStep={onShowStep}
    />
  );

  return (
    <Stack gap="6" data-testid={testId}>
      <ProgressBar label={texts.progress} percent={progress * 100} />
      {!spacious && given}
      {body}
      {spacious && <HStack>{back}</HStack>}
      {spacious && given}
      <LeaveQuestionnaireDialog open={leaveDialogOpen} onLeave={onLeave} onStay={onStay} />
      {questionShown && answers.length === 0 && (
        <GivenAnswersWarmUp layout={layout} texts={texts} />
      )}
    </Stack>
  );
}

/**
 * A questionnaire that asks one question per step (spec 001 §2.1, §2.2): its progress, the question
 * with its hint and clickable answers, the answers given so far (each can be re-picked), a loading
 * or an error state in place of the question, 'Retour' and the leave dialog. Presentational: the
 * tools map their state and their texts onto its props.
 */
import { Alert, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LeaveQuestionnaireDialog } from '@/ui/leave/LeaveQuestionnaireDialog';
import { PageLoader } from '@/ui/loader/PageLoader';
import { ProgressBar } from '@/ui/progress/ProgressBar';
import { motionAttributes } from '@/ui/theme/motion';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';
import { GivenAnswers, GivenAnswersWarmUp } from './GivenAnswers';
import { LOOKS } from './looks';
import { DEFAULT_QUESTIONNAIRE_TEXTS, type StepQuestionnaireProps } from './questionnaireTypes';

export type {
  QuestionnaireCallbacks,
  QuestionnaireGivenAnswer,
  QuestionnaireLayout,
  QuestionnaireOption,
  QuestionnaireQuestion,
  QuestionnaireTexts,
  StepQuestionnaireProps,
} from './questionnaireTypes';

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

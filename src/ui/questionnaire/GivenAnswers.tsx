/** The answers given so far (StepQuestionnaire.tsx), and their hidden warm-up render. */
import { Box, Button, Heading, HStack, List, Text } from '@chakra-ui/react';
import { Activity, memo } from 'react';
import { LOOKS } from './looks';
import type {
  QuestionnaireGivenAnswer,
  QuestionnaireLayout,
  QuestionnaireTexts,
} from './questionnaireTypes';

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
export function GivenAnswers({
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
export function GivenAnswersWarmUp({
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

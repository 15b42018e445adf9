/** The questionnaire, one question per step (spec 001 §2.1): presentational, driven by its props. */
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
import { ProgressBar } from '@/ui/progress/ProgressBar';
import { memo, useEffect, useRef } from 'react';
import { PageLoader } from '@/ui/loader/PageLoader';
import { LeaveQuestionnaireDialog } from '@/ui/leave/LeaveQuestionnaireDialog';
import { progressOf, questionOf } from '../finderFormat';
import type { QuestionnaireState } from '../finderSlice';
import {
  ANSWERS_TITLE,
  BACK_LABEL,
  HOME_LOADING_TEXT,
  PROGRESS_LABEL,
  RETRY_LABEL,
  SEARCH_LOADING_TEXT,
  STEP_LOADING_TEXT,
} from './finderTexts';
import { motionAttributes } from '@/ui/theme/motion';

export interface QuestionnaireViewProps {
  state: QuestionnaireState;
  onAnswer: (step: number, valueId: number) => void;
  onShowStep: (step: number) => void;
  onBack: () => void;
  onRetry: () => void;
  onLeave: () => void;
  onStay: () => void;
}

export const QuestionnaireView = memo(function QuestionnaireView({
  state,
  onAnswer,
  onShowStep,
  onBack,
  onRetry,
  onLeave,
  onStay,
}: QuestionnaireViewProps) {
  const { status, filters, answers, step, error } = state;
  const filter = filters[step];
  const homeLoading = status === 'loading' && answers.length === 0 && filters.length === 0;
  const questionRef = useRef<HTMLHeadingElement>(null);

  // Keyboard and screen-reader users land on each new question.
  useEffect(() => {
    if (status === 'ready' && step > 0) questionRef.current?.focus();
  }, [status, step]);

  if (status === 'idle' || homeLoading) return <PageLoader label={HOME_LOADING_TEXT} />;

  const percent = Math.round(progressOf(step, state.total) * 100);
  const answered = answers.slice(0, filters.length);

  return (
    <Stack gap="6" data-testid="questionnaire">
      <ProgressBar label={PROGRESS_LABEL} percent={percent} />

      {status === 'error' && error ? (
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Description>{error.message}</Alert.Description>
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
              {RETRY_LABEL}
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : status === 'searching' || status === 'done' || (status === 'ready' && !filter) ? (
        <PageLoader label={SEARCH_LOADING_TEXT} />
      ) : status === 'loading' || !filter ? (
        <PageLoader label={STEP_LOADING_TEXT} />
      ) : (
        <Stack
          key={step}
          gap="4"
          as="section"
          aria-labelledby="finder-question"
          {...motionAttributes('fade')}
        >
          <Text color="fg.muted" fontSize="sm">
            Question {step + 1}
          </Text>
          <Heading as="h2" size="xl" id="finder-question" ref={questionRef} tabIndex={-1}>
            {questionOf(filter)}
          </Heading>
          {filter.hint && <Text color="fg.muted">{filter.hint}</Text>}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" {...motionAttributes('animate')}>
            {filter.filterValues.map((value) => {
              const chosen = answers[step] === value.id;
              return (
                <Button
                  key={value.id}
                  variant={chosen ? 'solid' : 'outline'}
                  aria-pressed={chosen}
                  size="lg"
                  h="auto"
                  minH="14"
                  py="3"
                  whiteSpace="normal"
                  textAlign="left"
                  justifyContent="flex-start"
                  onClick={() => onAnswer(step, value.id)}
                >
                  {value.value}
                </Button>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}

      <HStack>
        <Button variant="ghost" onClick={onBack}>
          {BACK_LABEL}
        </Button>
      </HStack>

      {answered.length > 0 && (
        <Box as="section" aria-labelledby="finder-answers">
          <Heading as="h2" size="md" id="finder-answers" mb="2">
            {ANSWERS_TITLE}
          </Heading>
          <List.Root gap="1" variant="plain">
            {answered.map((valueId, index) => {
              const answeredFilter = filters[index];
              if (!answeredFilter) return null;
              const value = answeredFilter.filterValues.find((entry) => entry.id === valueId);
              return (
                <List.Item key={answeredFilter.id}>
                  <Button
                    variant="plain"
                    size="sm"
                    h="auto"
                    px="0"
                    whiteSpace="normal"
                    textAlign="left"
                    aria-current={index === step ? 'step' : undefined}
                    onClick={() => onShowStep(index)}
                  >
                    {answeredFilter.name} : {value?.value ?? '—'}
                  </Button>
                </List.Item>
              );
            })}
          </List.Root>
        </Box>
      )}

      <LeaveQuestionnaireDialog open={state.leaveDialogOpen} onLeave={onLeave} onStay={onStay} />
    </Stack>
  );
});

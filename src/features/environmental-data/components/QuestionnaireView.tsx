/**
 * The environmental-data questionnaire (spec 001 §2.2): one question per step with clickable
 * answers, its progress, its hints, the answers given so far (each can be re-picked), and the
 * loading and error states.
 */
import {
  Alert,
  Box,
  Button,
  HStack,
  Heading,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PageLoader } from '@/ui/loader/PageLoader';
import { memo } from 'react';
import { ProgressBar } from '@/ui/progress/ProgressBar';
import { LeaveQuestionnaireDialog } from '@/ui/leave/LeaveQuestionnaireDialog';
import type { QuestionnaireState } from '../environmentalDataSlice';
import {
  FILTERS_FAILURE,
  LOADING_QUESTIONS,
  LOADING_SEARCH,
  SEARCH_FAILURE,
  hintOf,
  progressOf,
  systemLabelOf,
} from '../environmentFormat';
import { motionAttributes } from '@/ui/theme/motion';

export interface QuestionnaireViewProps {
  state: QuestionnaireState;
  onPick: (step: number, valueId: number) => void;
  onShowStep: (step: number) => void;
  onRetry: (kind: 'filters' | 'search') => void;
  /** 'Retour': the previous question, or the leave dialog from the first one. */
  onBack: () => void;
  onLeave: () => void;
  onStay: () => void;
}

/** The answer's text; the system question shows its short labels ('Poutrelles'). */
function answerLabel(step: number, value: string): string {
  return step === 0 ? systemLabelOf(value) : value;
}

export const QuestionnaireView = memo(function QuestionnaireView({
  state,
  onPick,
  onShowStep,
  onRetry,
  onBack,
  onLeave,
  onStay,
}: QuestionnaireViewProps) {
  const { steps, answers, current, status, failure } = state;
  const filter = steps[current];
  const busy = status === 'loading' || status === 'searching' || status === 'idle';
  const percent = Math.round(progressOf(current, steps.length) * 100);

  return (
    <Stack gap="6">
      <ProgressBar label="Progression" percent={percent} />

      {answers.length > 0 && (
        <Box as="section" aria-labelledby="env-answers-title">
          <Heading as="h2" size="sm" id="env-answers-title" mb="2">
            Vos réponses
          </Heading>
          <List.Root as="ol" gap="1" listStyleType="none" ps="0">
            {answers.map((valueId, step) => {
              const answered = steps[step];
              const value = answered?.filterValues.find((item) => item.id === valueId);
              if (!answered) return null;
              return (
                <List.Item key={answered.id}>
                  <HStack gap="2" wrap="wrap">
                    <Text>
                      {answered.name} :{' '}
                      <strong>{value ? answerLabel(step, value.value) : '--'}</strong>
                    </Text>
                    <Button
                      size="xs"
                      variant="ghost"
                      disabled={busy || step === current}
                      onClick={() => onShowStep(step)}
                      aria-label={`Modifier : ${answered.name}`}
                    >
                      Modifier
                    </Button>
                  </HStack>
                </List.Item>
              );
            })}
          </List.Root>
        </Box>
      )}

      {status === 'searching' && <PageLoader label={LOADING_SEARCH} minH="48" />}
      {(status === 'loading' || status === 'idle') && (
        <PageLoader label={LOADING_QUESTIONS} minH="48" />
      )}

      {status === 'error' && failure && (
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>
              {failure.kind === 'search' ? SEARCH_FAILURE : FILTERS_FAILURE}
            </Alert.Title>
            <Alert.Description>{failure.message}</Alert.Description>
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => onRetry(failure.kind)}
            >
              Réessayer
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}

      {status === 'ready' && filter && (
        <Box
          key={current}
          as="section"
          aria-labelledby="env-question-title"
          {...motionAttributes('fade')}
        >
          <Heading as="h2" size="lg" id="env-question-title">
            {filter.question || filter.name}
          </Heading>
          {hintOf(filter) && (
            <Text color="fg.muted" mt="1">
              {hintOf(filter)}
            </Text>
          )}
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, sm: 2, md: 3 }}
            gap="3"
            mt="4"
            aria-labelledby="env-question-title"
            {...motionAttributes('animate')}
          >
            {filter.filterValues.map((value) => {
              const chosen = answers[current] === value.id;
              return (
                <li key={value.id}>
                  <Button
                    w="full"
                    minH="14"
                    whiteSpace="normal"
                    variant={chosen ? 'solid' : 'outline'}
                    aria-pressed={chosen}
                    onClick={() => onPick(current, value.id)}
                  >
                    {answerLabel(current, value.value)}
                  </Button>
                </li>
              );
            })}
          </SimpleGrid>
          <Button mt="6" variant="ghost" onClick={onBack}>
            Retour
          </Button>
        </Box>
      )}
      <LeaveQuestionnaireDialog open={state.leaveDialogOpen} onLeave={onLeave} onStay={onStay} />
    </Stack>
  );
});

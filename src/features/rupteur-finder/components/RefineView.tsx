/** The refine ('Configurateur') screen (spec 001 §2.1): one select per filter, presentational. */
import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  IconButton,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo } from 'react';
import { visibleRefineFilters } from '@/domain/refineConditions';
import { PageLoader } from '@/ui/loader/PageLoader';
import { canSubmitRefine } from '../finderFormat';
import type { RefineState } from '../finderSlice';
import {
  BACK_LABEL,
  REFINE_CLEAR_LABEL,
  REFINE_EMPTY,
  REFINE_LOADING_TEXT,
  REFINE_NEXT,
  REFINE_PLACEHOLDER,
  REFINE_QUESTION,
  REFINE_SAVING_TEXT,
  REFINE_TITLE,
  RETRY_LABEL,
} from './finderTexts';

export interface RefineViewProps {
  state: RefineState;
  onChange: (filterId: number, valueId: number | null) => void;
  onSubmit: () => void;
  onBack: () => void;
  onRetry: () => void;
}

export function RefineView({ state, onChange, onSubmit, onBack, onRetry }: RefineViewProps) {
  const { status, choices, psiValue, error, updating } = state;
  // The conditional filters follow the answers and the choices as they change (spec 001 §2.1).
  const filters = useMemo(
    () => visibleRefineFilters(state.filters, choices, state.context),
    [state.filters, choices, state.context],
  );
  const chosenCount = filters.filter((filter) => choices[String(filter.id)] !== undefined).length;
  const enabled =
    status === 'ready' &&
    !updating &&
    canSubmitRefine(psiValue !== null, chosenCount, filters.length);

  return (
    <Stack gap="5" as="section" aria-labelledby="refine-title">
      <Stack gap="1">
        <Heading as="h2" size="xl" id="refine-title">
          {REFINE_TITLE}
        </Heading>
        <Text>{REFINE_QUESTION}</Text>
      </Stack>

      {status === 'loading' || status === 'idle' ? (
        <PageLoader label={REFINE_LOADING_TEXT} />
      ) : status === 'saving' || status === 'done' ? (
        <PageLoader label={REFINE_SAVING_TEXT} />
      ) : status === 'error' ? (
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Description>{error}</Alert.Description>
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
              {RETRY_LABEL}
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (enabled) onSubmit();
          }}
        >
          <Stack gap="5">
            {error && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{error}</Alert.Description>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy={updating}>
              {filters.map((filter) => {
                const id = `refine-filter-${filter.id}`;
                const value = choices[String(filter.id)];
                const empty = filter.filterValues.length === 0;
                return (
                  <Field.Root key={filter.id} disabled={empty}>
                    <Field.Label htmlFor={id}>{filter.name}</Field.Label>
                    <HStack w="full" gap="2">
                      <NativeSelect.Root flex="1">
                        <NativeSelect.Field
                          id={id}
                          value={value === undefined ? '' : String(value)}
                          onChange={(event) =>
                            onChange(
                              filter.id,
                              event.target.value === '' ? null : Number(event.target.value),
                            )
                          }
                        >
                          <option value="">{empty ? REFINE_EMPTY : REFINE_PLACEHOLDER}</option>
                          {filter.filterValues.map((option) => (
                            <option key={option.id} value={option.id}>
                              {option.value}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      {value !== undefined && (
                        <IconButton
                          variant="ghost"
                          size="sm"
                          aria-label={`${REFINE_CLEAR_LABEL} : ${filter.name}`}
                          onClick={() => onChange(filter.id, null)}
                        >
                          ✕
                        </IconButton>
                      )}
                    </HStack>
                    {empty && <Field.HelperText>{REFINE_EMPTY}</Field.HelperText>}
                  </Field.Root>
                );
              })}
            </SimpleGrid>
            <HStack gap="3" flexWrap="wrap">
              <Button variant="outline" onClick={onBack}>
                {BACK_LABEL}
              </Button>
              <Button type="submit" disabled={!enabled} loading={updating}>
                {REFINE_NEXT}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

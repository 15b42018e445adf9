/**
 * The general site's history (spec 001 §2.5): the saved thermal-break and environmental results,
 * sorted by date (most recent first by default, or oldest first) or by name, each with 'Ouvrir'
 * and 'Supprimer'; the empty text 'Actuellement vous n'avez pas sauvegardé de simulations'.
 */
import { formatPsiWithUnit } from '@/lib/psiFormat';
import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ThermalHistory } from '@/api/thermalHistoryTypes';
import { formatDate } from '@/lib/dates';
import {
  isEnvironmentalEntry,
  plainName,
  resultCount,
  thermalItemHref,
  thermalProductName,
} from '../historyFormat';
import { THERMAL_SORTS, type ThermalHistoryState, type ThermalSort } from '../historyTypes';
import { HistoryEmpty, HistoryLoadError, HistoryLoading, SORT_LABEL } from './HistoryStates';

export const THERMAL_EMPTY_TEXT = "Actuellement vous n'avez pas sauvegardé de simulations";

export interface ThermalHistoryViewProps {
  state: ThermalHistoryState;
  onSortChange: (sort: ThermalSort) => void;
  onRetry: () => void;
  onDelete: (entry: ThermalHistory) => void;
}

function ThermalItem({ entry, onDelete }: { entry: ThermalHistory; onDelete: () => void }) {
  const environmental = isEnvironmentalEntry(entry);
  const name = plainName(entry.name) || thermalProductName(entry) || `Simulation ${entry.id}`;
  const product = thermalProductName(entry);
  const psi = entry.psiValue?.psiMoyen;
  return (
    <Box as="li" bg="bg" borderWidth="1px" rounded="md" p="4" listStyleType="none">
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Badge colorPalette={environmental ? 'green' : 'blue'} variant="subtle">
            {environmental ? 'Données environnementales' : 'Rupteur thermique'}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            Créée le <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
          </Text>
        </HStack>
        <Heading as="h3" size="sm">
          {name}
        </Heading>
        {product && product !== name && <Text>{product}</Text>}
        {!environmental && typeof psi === 'number' && (
          <Text fontSize="sm" color="fg.muted">
            PSI : {formatPsiWithUnit(psi)}
          </Text>
        )}
        <HStack gap="3" pt="1" wrap="wrap">
          <Button asChild size="sm">
            <RouterLink to={thermalItemHref(entry)} aria-label={`Ouvrir ${name}`}>
              Ouvrir
            </RouterLink>
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onDelete}
            aria-label={`Supprimer ${name}`}
          >
            Supprimer
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

export function ThermalHistoryView({
  state,
  onSortChange,
  onRetry,
  onDelete,
}: ThermalHistoryViewProps) {
  const { status, items, sort, error } = state;
  if ((status === 'loading' || status === 'idle') && items.length === 0) return <HistoryLoading />;
  if (status === 'error' && items.length === 0)
    return <HistoryLoadError message={error} onRetry={onRetry} />;
  return (
    <Stack gap="4">
      {status === 'error' && <HistoryLoadError message={error} onRetry={onRetry} />}
      <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Text fontWeight="semibold" aria-live="polite">
          {resultCount(items.length)}
        </Text>
        <Field.Root orientation="horizontal" w="auto" gap="2">
          <Field.Label mb="0" whiteSpace="nowrap">
            {SORT_LABEL}
          </Field.Label>
          <NativeSelect.Root size="sm" w="44">
            <NativeSelect.Field
              value={sort}
              onChange={(event) => onSortChange(event.target.value as ThermalSort)}
            >
              {THERMAL_SORTS.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {items.length === 0 ? (
        <HistoryEmpty title={THERMAL_EMPTY_TEXT} />
      ) : (
        <Stack as="ul" gap="3" aria-label="Mes simulations" m="0" p="0">
          {items.map((entry) => (
            <ThermalItem key={entry.id} entry={entry} onDelete={() => onDelete(entry)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The environmental result (spec 001 §2.2): the product, its summary with units, the count of
 * matching FDES sheets with 'Voir la fiche(s)' scrolling to their list, each sheet linking to its
 * page of the public French environmental database (INIES), and the criteria chosen.
 */
import {
  Alert,
  Box,
  Button,
  DataList,
  Heading,
  HStack,
  Link,
  List,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PageLoader } from '@/ui/loader/PageLoader';
import { useRef } from 'react';
import type { Fdes } from '@/api/environmentTypes';
import { paths } from '@/config/paths';
import { AppLink } from '@/ui/link/AppLink';
import type { EnvironmentalResultView as ResultView, ResultState } from '../environmentalDataSlice';
import {
  LOADING_RESULT,
  RESULT_FAILURE,
  SEE_FDES_LABEL,
  fdesCountText,
  fdesUrl,
  summaryLines,
  systemLabelOf,
} from '../environmentFormat';
import { RetryWhenBackOnline } from '@/ui/offline/RetryWhenBackOnline';

export interface EnvironmentalResultViewProps {
  state: ResultState;
  /** Opened from the personal space's history (query `history=1`). */
  fromHistory: boolean;
  onRestart: () => void;
  /** 'Réessayer' under an error; without it (a history that cannot change), no such button. */
  onRetry?: () => void;
  /** Inside the shared result page, which shows the back link. */
  embedded?: boolean;
}

export const HISTORY_HREF = paths.personalSpace.history.getHref();

function FdesList({ fdes, headingId }: { fdes: Fdes[]; headingId: string }) {
  return (
    <List.Root as="ul" listStyleType="none" ps="0" gap="3" aria-labelledby={headingId}>
      {fdes.map((sheet) => (
        <List.Item key={sheet.number} borderWidth="1px" rounded="md" p="3">
          <Stack gap="1">
            <Text fontWeight="semibold">FDES n° {sheet.number}</Text>
            <Text>{sheet.title}</Text>
            <Link
              href={fdesUrl(sheet)}
              target="_blank"
              rel="noopener noreferrer"
              color="colorPalette.fg"
              textDecoration="underline"
              alignSelf="flex-start"
            >
              Consulter la fiche {sheet.number} sur la base INIES
              <Text as="span" srOnly>
                {' '}
                (nouvelle fenêtre)
              </Text>
            </Link>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}

function ResultContent({ view }: { view: ResultView }) {
  const listRef = useRef<HTMLHeadingElement>(null);
  const { result, fdes, criteria } = view;
  const showList = () => {
    const heading = listRef.current;
    if (!heading) return;
    heading.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <Stack gap="8">
      <Stack gap="1">
        <Text color="fg.muted">{systemLabelOf(result.systemName)}</Text>
        <Heading as="h2" size="xl">
          {result.name || "La solution n'a pas de nom"}
        </Heading>
        {result.typeDePoutrelle && <Text>Type de poutrelle : {result.typeDePoutrelle}</Text>}
      </Stack>

      <Box as="section" aria-labelledby="env-summary-title" borderWidth="1px" rounded="md" p="4">
        <Heading as="h3" size="md" id="env-summary-title" mb="3">
          Résultat
        </Heading>
        <DataList.Root
          orientation="vertical"
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
          gap="4"
        >
          {summaryLines(result).map((line) => (
            <DataList.Item key={line.label}>
              <DataList.ItemLabel>{line.label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold" fontSize="lg">
                {line.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <HStack mt="4" gap="3" wrap="wrap">
          <Text>{fdesCountText(fdes.length)}</Text>
          {fdes.length > 0 && (
            <Button size="sm" onClick={showList}>
              {SEE_FDES_LABEL}
            </Button>
          )}
        </HStack>
      </Box>

      {criteria.length > 0 && (
        <Box as="section" aria-labelledby="env-criteria-title">
          <Heading as="h3" size="md" id="env-criteria-title" mb="2">
            Critères de recherche
          </Heading>
          <List.Root gap="1" ps="5">
            {criteria.map((criterion) => (
              <List.Item key={`${criterion.filter}:${criterion.value}`}>
                {criterion.filter} : {systemLabelOf(criterion.value)}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}

      <Box as="section" aria-labelledby="env-fdes-title">
        <Heading
          as="h3"
          size="md"
          id="env-fdes-title"
          mb="3"
          ref={listRef}
          tabIndex={-1}
          scrollMarginTop="4"
        >
          Fiches FDES
        </Heading>
        {fdes.length > 0 ? (
          <FdesList fdes={fdes} headingId="env-fdes-title" />
        ) : (
          <Text color="fg.muted">Aucune fiche FDES ne correspond à ce système.</Text>
        )}
      </Box>
    </Stack>
  );
}

export function EnvironmentalResultView({
  state,
  fromHistory,
  onRestart,
  onRetry,
  embedded = false,
}: EnvironmentalResultViewProps) {
  return (
    <Stack gap="6">
      <HStack gap="4" wrap="wrap">
        {embedded ? null : fromHistory ? (
          <AppLink to={HISTORY_HREF} color="colorPalette.fg" textDecoration="underline">
            Retour à mon historique
          </AppLink>
        ) : (
          <AppLink to="/" color="colorPalette.fg" textDecoration="underline">
            Retour à l&apos;accueil
          </AppLink>
        )}
        <Button size="sm" variant="outline" onClick={onRestart}>
          Nouvelle recherche
        </Button>
      </HStack>
      {(state.status === 'loading' || state.status === 'idle') && (
        <PageLoader label={LOADING_RESULT} minH="48" />
      )}
      {state.status === 'error' && (
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{RESULT_FAILURE}</Alert.Title>
            {state.error && <Alert.Description>{state.error}</Alert.Description>}
            {onRetry && (
              <>
                <RetryWhenBackOnline onRetry={onRetry} />
                <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
                  Réessayer
                </Button>
              </>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {state.status === 'ready' && state.view && <ResultContent view={state.view} />}
    </Stack>
  );
}

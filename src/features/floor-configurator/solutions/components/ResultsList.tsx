import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  HStack,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { FloorSolution } from '@/api/floorTypes';
import { useApiUrl } from '@/lib/site/SiteContext';
import { AppLink } from '@/ui/link/AppLink';
import { HISTORY_PATH } from '../solutionsModel';
import type { SortOrder } from '../solutionsSlice';
import { BackIcon } from './icons';

export const RESULTS_TITLE = 'Solutions recommandées pour vous';
export const CARD_TAGLINE = 'Solution adaptée à votre configuration';
export const BACK_TO_HISTORY = 'Retour à la liste des simulations';

export function countText(count: number): string {
  return count === 1 ? '1 solution' : `${count} solutions`;
}

export interface ResultsListProps {
  /** Already sorted. */
  solutions: FloorSolution[];
  sort: SortOrder;
  fromHistory: boolean;
  compared: string[];
  /** Changes when a choice is refused: the refused checkbox is drawn again, unticked. */
  refusals?: number;
  onSortChange: (sort: SortOrder) => void;
  onOpen: (slug: string) => void;
  onCompareToggle: (slug: string) => void;
}

/** 'Solutions recommandées pour vous' (spec 002 §2.2): count, sort by thickness, cards. */
export function ResultsList({
  solutions,
  sort,
  fromHistory,
  compared,
  refusals = 0,
  onSortChange,
  onOpen,
  onCompareToggle,
}: ResultsListProps) {
  const apiUrl = useApiUrl();
  return (
    <Stack gap="6">
      {fromHistory && (
        <AppLink to={HISTORY_PATH} alignSelf="start">
          <BackIcon />
          {BACK_TO_HISTORY}
        </AppLink>
      )}
      <HStack justify="space-between" align="end" wrap="wrap" gap="4">
        <Box>
          <Heading as="h2" size="xl">
            {RESULTS_TITLE}
          </Heading>
          <Text color="fg.muted" aria-live="polite">
            {countText(solutions.length)}
          </Text>
        </Box>
        <Field.Root w="auto" minW="15rem">
          <Field.Label>Trier par épaisseur</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={sort}
              onChange={(event) => onSortChange(event.currentTarget.value as SortOrder)}
            >
              <option value="asc">Épaisseur croissante</option>
              <option value="desc">Épaisseur décroissante</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {solutions.map((solution) => {
          const checked = compared.includes(solution.slug);
          const packshot = apiUrl(solution.packshot.url);
          return (
            <Box as="li" key={solution.slug}>
              <Card.Root h="full" data-testid="solution-card">
                {packshot && (
                  <Image
                    src={packshot}
                    alt=""
                    h="160px"
                    objectFit="contain"
                    bg="bg.muted"
                    borderTopRadius="md"
                  />
                )}
                <Card.Body gap="2">
                  <Card.Title as="h3">{solution.libelle}</Card.Title>
                  <Text fontSize="sm" color="fg.muted">
                    {CARD_TAGLINE}
                  </Text>
                  <Badge alignSelf="start" size="lg">
                    Épaisseur : {solution.thicknessWithUnit}
                  </Badge>
                </Card.Body>
                <Card.Footer justifyContent="space-between" flexWrap="wrap" gap="3">
                  <Checkbox.Root
                    key={checked ? 'checked' : `unchecked-${refusals}`}
                    checked={checked}
                    onCheckedChange={() => onCompareToggle(solution.slug)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      Comparer
                      <Box as="span" srOnly>
                        {' '}
                        {solution.libelle}
                      </Box>
                    </Checkbox.Label>
                  </Checkbox.Root>
                  <Button onClick={() => onOpen(solution.slug)}>
                    Voir le détail
                    <Box as="span" srOnly>
                      {' '}
                      de {solution.libelle}
                    </Box>
                  </Button>
                </Card.Footer>
              </Card.Root>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

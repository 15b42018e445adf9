/**
 * The library's screen while its filters load (spec 001 §2.3): the filters' place with a loading
 * state, the results column (at the start: its message, no value being chosen yet). The page shows
 * it until its filters arrive, and the first paint shows it before the app's code has loaded
 * (StaticShell): the screen a visitor reads at once is the one the page then keeps.
 */
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FILTERS_LOADING_LABEL, START_MESSAGE, WIDE_COLUMNS, WIDE_SCREEN } from './libraryFrame';

/** A spinner and its label, the library's loading states (its filters, a search). */
export function LoadingRow({ label }: { label: string }) {
  return (
    <HStack gap="3" role="status" py="6">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </HStack>
  );
}

export function LibraryLoading({ atStart }: { atStart: boolean }) {
  return (
    <Grid
      templateColumns="1fr"
      css={{ [WIDE_SCREEN]: { gridTemplateColumns: WIDE_COLUMNS } }}
      gap="6"
      alignItems="start"
    >
      <LoadingRow label={FILTERS_LOADING_LABEL} />
      <Stack gap="4" minW="0">
        <Heading as="h2" size="lg">
          Résultats
        </Heading>
        {atStart && <Text>{START_MESSAGE}</Text>}
      </Stack>
    </Grid>
  );
}

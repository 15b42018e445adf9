/** What the configurators' screens share while a server form loads: its progress titles, its loading state. */
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';

/** The progress titles of the two form steps until the server has given theirs. */
export const STEP_TITLE_PLACEHOLDERS = ['Étape 1', 'Étape 2'] as const;

/**
 * The progress titles of the two form steps: for each, the first title given by `sources` (the
 * form's steps, titles fetched for the results, the first paint's preview), else its placeholder.
 */
export function formStepTitles(
  ...sources: (readonly (string | undefined)[] | undefined)[]
): [string, string] {
  const titleAt = (index: 0 | 1) =>
    sources.map((titles) => titles?.[index]).find(Boolean) ?? STEP_TITLE_PLACEHOLDERS[index];
  return [titleAt(0), titleAt(1)];
}

/** The loading state of a server form: a spinner and its label. */
export function FormLoadingState({ label, paddingY }: { label: string; paddingY: string }) {
  return (
    <Flex role="status" align="center" gap="3" paddingY={paddingY} justify="center">
      <Spinner size="md" />
      <Text>{label}</Text>
    </Flex>
  );
}

/** The development panel's list of the active fault rules, each with its 'Retirer'. */
import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { FaultRule } from '@mock/faults';
import { describeRule } from './faultRules';

export function FaultRuleList({
  rules,
  onRemove,
}: {
  rules: readonly FaultRule[];
  onRemove: (index: number) => void;
}) {
  const listLabelId = useId();
  return (
    <Stack gap="1">
      <Text id={listLabelId} fontWeight="semibold">
        Règles actives
      </Text>
      {rules.length === 0 ? (
        <Text color="fg.muted">Aucune panne simulée.</Text>
      ) : (
        <List.Root aria-labelledby={listLabelId} listStyle="none" gap="1">
          {rules.map((rule, index) => (
            <List.Item key={`${index}:${rule.operation}:${rule.kind}`}>
              <HStack justify="space-between" gap="2" w="full">
                <Text wordBreak="break-word">{describeRule(rule)}</Text>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Retirer la règle ${describeRule(rule)}`}
                  onClick={() => onRemove(index)}
                >
                  Retirer
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

import { Button, Heading, List, Stack, Tabs, Text } from '@chakra-ui/react';
import type { HistoryFilterValue } from '@/api/thermalHistoryTypes';

export interface CriteriaPanelProps {
  answers: HistoryFilterValue[];
  refineValues: HistoryFilterValue[];
  /** The 'Configurateur' tab appears only when a PSI value exists. */
  hasPsi: boolean;
  /** 'Redéfinir mes critères' of 'Trouver un rupteur': back to the questionnaire. */
  onRedefineSearch: () => void;
  /** 'Redéfinir mes critères' of 'Configurateur': the refine screen. */
  onRedefineRefine: () => void;
}

function CriteriaList({ entries, empty }: { entries: HistoryFilterValue[]; empty: string }) {
  if (entries.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <List.Root gap="1" listStyleType="none">
      {entries.map((entry) => (
        <List.Item key={`${entry.filter_id}-${entry.id}`} display="flex" gap="2" flexWrap="wrap">
          <Text as="span" fontWeight="semibold">
            {entry.filter} :
          </Text>
          <Text as="span">{entry.value}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** 'Critères de recherche' with its tabs 'Trouver un rupteur' and 'Configurateur'. */
export function CriteriaPanel({
  answers,
  refineValues,
  hasPsi,
  onRedefineSearch,
  onRedefineRefine,
}: CriteriaPanelProps) {
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      as="section"
      aria-labelledby="criteria-title"
    >
      <Heading as="h3" size="md" id="criteria-title">
        Critères de recherche
      </Heading>
      <Tabs.Root defaultValue="search" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="search">Trouver un rupteur</Tabs.Trigger>
          {hasPsi && <Tabs.Trigger value="refine">Configurateur</Tabs.Trigger>}
        </Tabs.List>
        <Tabs.Content value="search">
          <Stack gap="3">
            <CriteriaList entries={answers} empty="Aucun critère choisi." />
            <Button variant="outline" size="sm" alignSelf="start" onClick={onRedefineSearch}>
              Redéfinir mes critères
            </Button>
          </Stack>
        </Tabs.Content>
        {hasPsi && (
          <Tabs.Content value="refine">
            <Stack gap="3">
              <CriteriaList
                entries={refineValues}
                empty="Les caractéristiques du chantier ne sont pas encore précisées."
              />
              <Button variant="outline" size="sm" alignSelf="start" onClick={onRedefineRefine}>
                Redéfinir mes critères
              </Button>
            </Stack>
          </Tabs.Content>
        )}
      </Tabs.Root>
    </Stack>
  );
}

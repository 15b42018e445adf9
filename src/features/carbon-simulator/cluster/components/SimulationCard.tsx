import { Badge, Box, Button, Card, Flex, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CarbonSimulationCard } from '@/api/carbonTypes';
import { formatDate } from '@/lib/dates';
import { ChartValue } from '@/ui/chart/ChartTip';
import { DeleteButton } from '@/ui/deleteButton/DeleteButton';
import { withCarbonUnit } from '@/lib/carbonFormat';
import {
  BARS_TITLE,
  DATA_TITLE,
  duplicatePath,
  FIGURE_LABELS,
  formatPercent,
} from '../clusterFormat';

export interface SimulationCardProps {
  simulation: CarbonSimulationCard;
  /** Another delete is running (or this one): the buttons wait. */
  busy?: boolean;
  deleting?: boolean;
  onDelete: () => void;
}

const NOTE_COLORS: Record<string, string> = {
  A: 'green',
  B: 'teal',
  C: 'yellow',
  D: 'orange',
  E: 'red',
};

/** One simulation of the cluster: its figures, its data and its bars (spec 002 §3, carbon simulation card). */
export function SimulationCard({ simulation, busy, deleting, onDelete }: SimulationCardProps) {
  const headingId = `simulation-${simulation.id}-title`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Flex gap="3" justify="space-between" align="start" wrap="wrap">
          <Stack gap="1">
            <Card.Title as="h3" id={headingId}>
              {simulation.title}
            </Card.Title>
            {simulation.createdAt && (
              <Text fontSize="sm" color="fg.muted">
                Créée le {formatDate(simulation.createdAt)}
              </Text>
            )}
          </Stack>
          {simulation.note && (
            <Badge
              size="lg"
              variant="surface"
              colorPalette={NOTE_COLORS[simulation.note] ?? 'gray'}
              aria-label={`Note ${simulation.note}`}
            >
              Note {simulation.note}
            </Badge>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }}
            gap="3"
          >
            <Figure
              label={FIGURE_LABELS.carbonFootprint}
              value={withCarbonUnit(simulation.carbonFootprint)}
            />
            <Figure
              label={FIGURE_LABELS.acvCarbonFootprint}
              value={withCarbonUnit(simulation.acvCarbonFootprint)}
            />
            <Figure label={FIGURE_LABELS.bio} value={withCarbonUnit(simulation.bio)} />
          </Box>

          {simulation.bars.length > 0 && (
            <Stack gap="2">
              <Text fontWeight="semibold">{BARS_TITLE}</Text>
              <List.Root listStyleType="none" gap="2" ms="0">
                {simulation.bars.map((bar) => {
                  const text = barText(bar);
                  const width = Math.max(0, Math.min(100, bar.pdfPercentage));
                  return (
                    <List.Item key={bar.label} display="block">
                      <Flex justify="space-between" gap="2" fontSize="sm">
                        <Text>{text}</Text>
                        <Text>{formatPercent(bar.pdfPercentage)}</Text>
                      </Flex>
                      <ChartValue
                        label={`${text}, ${formatPercent(bar.pdfPercentage)}`}
                        value={barValue(bar)}
                        at={width}
                      >
                        <Box bg="bg.muted" h="2" borderRadius="full" overflow="hidden">
                          <Box
                            data-testid="simulation-bar"
                            h="full"
                            style={{ width: `${width}%`, backgroundColor: bar.color }}
                          />
                        </Box>
                      </ChartValue>
                    </List.Item>
                  );
                })}
              </List.Root>
            </Stack>
          )}

          <Box as="details">
            <Box as="summary" cursor="pointer" fontWeight="semibold">
              {DATA_TITLE}
            </Box>
            <Box
              as="dl"
              mt="2"
              display="grid"
              gridTemplateColumns={{ base: '1fr', md: '2fr 3fr' }}
              gapX="4"
              gapY="1"
            >
              {Object.entries(simulation.data).map(([label, value]) => (
                <DataRow key={label} label={label} value={value} />
              ))}
            </Box>
          </Box>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <HStack gap="3" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <RouterLink
              to={duplicatePath(simulation.cluster, simulation.id)}
              aria-label={`Dupliquer et modifier ${simulation.title}`}
            >
              Dupliquer et modifier
            </RouterLink>
          </Button>
          <DeleteButton
            label={`Supprimer ${simulation.title}`}
            onClick={onDelete}
            disabled={busy}
            loading={deleting}
          />
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

type Bar = CarbonSimulationCard['bars'][number];

/** A bar's line: its label with its value and unit (some labels carry them already). */
function barText(bar: Bar): string {
  return bar.label.includes(':') ? bar.label : `${bar.label} : ${withCarbonUnit(bar.value)}`;
}

/** A bar's number, as its line and the table of the PDF give it: value and unit, then share. */
function barValue(bar: Bar): string {
  return `${withCarbonUnit(bar.value)} · ${formatPercent(bar.pdfPercentage)}`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="bold" fontSize="lg">
        {value}
      </Text>
    </Box>
  );
}

function DataRow({ label, value }: { label: string; value: CarbonSimulationCard['data'][string] }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" mb={{ base: '2', md: '0' }}>
        {typeof value === 'string' ? (
          value
        ) : (
          <>
            <Text>{value.value}</Text>
            {value.details.length > 0 && (
              <List.Root fontSize="sm" color="fg.muted" ps="4">
                {value.details.map((detail) => (
                  <List.Item key={detail}>{detail}</List.Item>
                ))}
              </List.Root>
            )}
          </>
        )}
      </Box>
    </>
  );
}

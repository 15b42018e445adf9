import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { CarbonSimulationCard } from '@/api/carbonTypes';
import { CARBON_UNIT, formatFootprint } from '@/lib/carbonFormat';
import { ChartTipBubble, useChartTip } from '@/ui/chart/ChartTip';

const CHART_SCROLL_LABEL = 'Graphique des empreintes carbone';
const TABLE_SCROLL_LABEL = 'Tableau des empreintes carbone';

export interface ClusterChartProps {
  simulations: CarbonSimulationCard[];
}

export const CHART_TITLE = 'Comparaison des simulations';

const ROW_HEIGHT = 36;
const LABEL_WIDTH = 0;
const VIEW_WIDTH = 600;
const VALUE_SPACE = 170;
/** Room above the first bar for its bubble. */
const TOP_ROOM = 6;

/** The bar widths of the chart, in percent of the largest footprint. */
export function chartWidths(
  simulations: Pick<CarbonSimulationCard, 'carbonFootprint'>[],
): number[] {
  const max = Math.max(0, ...simulations.map((simulation) => simulation.carbonFootprint));
  return simulations.map((simulation) => (max > 0 ? (simulation.carbonFootprint / max) * 100 : 0));
}

/** Describes the chart in words, for screen readers. */
export function chartDescription(simulations: CarbonSimulationCard[]): string {
  return simulations
    .map(
      (simulation) =>
        `${simulation.title} : ${formatFootprint(simulation.carbonFootprint)} ${CARBON_UNIT}`,
    )
    .join(' ; ');
}

/** One bar: focusable, named with its number, which it shows in a bubble on hover and focus. */
function ChartBar({
  simulation,
  index,
  widthPercent,
  barSpace,
}: {
  simulation: CarbonSimulationCard;
  index: number;
  widthPercent: number;
  barSpace: number;
}) {
  const { open, handlers } = useChartTip();
  const y = index * ROW_HEIGHT * 2;
  const width = (widthPercent / 100) * barSpace;
  const value = `${formatFootprint(simulation.carbonFootprint)} ${CARBON_UNIT}`;
  return (
    <g
      data-testid="chart-bar"
      data-width={widthPercent.toFixed(1)}
      role="img"
      aria-label={`${simulation.title} : ${value}`}
      tabIndex={0}
      {...handlers}
    >
      <text x={0} y={y + 20} fontSize="15" fill="currentColor">
        {simulation.title}
      </text>
      <rect
        x={LABEL_WIDTH}
        y={y + 28}
        width={Math.max(width, 2)}
        height={ROW_HEIGHT - 12}
        rx={4}
        fill="var(--chakra-colors-color-palette-solid, #2f855a)"
      />
      <text x={LABEL_WIDTH + width + 8} y={y + 46} fontSize="15" fill="currentColor">
        {value}
      </text>
      {open && (
        // A point at the middle of the bar's top edge, where the bubble's arrow would be.
        <foreignObject
          x={LABEL_WIDTH + Math.max(width, 2) / 2}
          y={y + 28}
          width="1"
          height="1"
          overflow="visible"
        >
          <ChartTipBubble left="0" top="0">
            {value}
          </ChartTipBubble>
        </foreignObject>
      )}
    </g>
  );
}

/**
 * Horizontal bars of the simulations' carbon footprints, with the same numbers in a table
 * (the SVG carries a title and a description; each bar is focusable and named with its number).
 */
export function ClusterChart({ simulations }: ClusterChartProps) {
  const id = useId();
  const widths = chartWidths(simulations);
  const height = simulations.length * ROW_HEIGHT * 2;
  const barSpace = VIEW_WIDTH - LABEL_WIDTH - VALUE_SPACE;
  return (
    <Stack as="section" aria-labelledby={`${id}-heading`} gap="3">
      <Text as="h3" id={`${id}-heading`} fontWeight="semibold" fontSize="lg">
        {CHART_TITLE}
      </Text>
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={CHART_SCROLL_LABEL}>
        {/* A group, not a picture: its bars are focusable pictures of their numbers. */}
        <svg
          role="group"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 ${-TOP_ROOM} ${VIEW_WIDTH} ${height + TOP_ROOM}`}
          width="100%"
          style={{ maxWidth: `${VIEW_WIDTH}px`, display: 'block', overflow: 'visible' }}
        >
          <title id={`${id}-title`}>{`Empreinte carbone par simulation (${CARBON_UNIT})`}</title>
          <desc id={`${id}-desc`}>{chartDescription(simulations)}</desc>
          {simulations.map((simulation, index) => (
            <ChartBar
              key={simulation.id}
              simulation={simulation}
              index={index}
              widthPercent={widths[index]!}
              barSpace={barSpace}
            />
          ))}
        </svg>
      </Box>
      {/* Scrolls sideways on a phone: reachable with the keyboard. */}
      <Table.ScrollArea tabIndex={0} role="region" aria-label={TABLE_SCROLL_LABEL}>
        <Table.Root size="sm" variant="outline">
          <Table.Caption captionSide="top" textAlign="start" mb="1" color="fg.muted">
            Empreintes carbone des simulations ({CARBON_UNIT})
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Simulation</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Empreinte carbone
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                ACV dynamique (RE2020)
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Carbone biogénique
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="center">
                Note
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {simulations.map((simulation) => (
              <Table.Row key={simulation.id}>
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  {simulation.title}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {formatFootprint(simulation.carbonFootprint)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {formatFootprint(simulation.acvCarbonFootprint)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatFootprint(simulation.bio)}</Table.Cell>
                <Table.Cell textAlign="center">{simulation.note}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

import { Box, Field, Flex, List, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { CarbonSimulationCard } from '@/api/carbonTypes';
import { CARBON_UNIT, formatFootprint } from '@/lib/carbonFormat';
import { formatPercent } from '../clusterFormat';
import {
  BUILDING_TYPE_LABEL,
  BUILDING_TYPES,
  buildingTypeLabel,
  icConstructionMax,
  PERIOD_LABEL,
  periodLabel as periodLabelOf,
  RE2020_PERIODS,
  RE2020_SOURCE,
  shareOfThreshold,
  SOURCE_NOTE,
  THRESHOLD_LABEL,
  type BuildingType,
  type Re2020Period,
} from '../re2020';
import { ChartValue } from '@/ui/chart/ChartTip';
import { PRINT_HIDE } from '@/ui/theme/print';

export interface Re2020GaugeProps {
  simulations: CarbonSimulationCard[];
  buildingType: BuildingType;
  period: Re2020Period;
  onBuildingTypeChange: (type: BuildingType) => void;
  onPeriodChange: (period: Re2020Period) => void;
}

export const GAUGE_TITLE = 'Part du seuil RE2020 Ic construction';
export const GAUGE_HONESTY =
  "Le plancher simulé n'est qu'une partie de l'Ic construction du bâtiment, qui compte aussi les fondations, les murs, la toiture, les menuiseries, les équipements et le chantier. La jauge montre la part du seuil qu'occupe ce plancher (empreinte ACV dynamique, par m² de plancher) : elle ne dit pas si le bâtiment respecte la RE2020.";

/**
 * Places each simulation's dynamic life-cycle footprint against the RE2020 Ic construction
 * threshold of the chosen building type and period.
 */
export function Re2020Gauge({
  simulations,
  buildingType,
  period,
  onBuildingTypeChange,
  onPeriodChange,
}: Re2020GaugeProps) {
  const id = useId();
  const threshold = icConstructionMax(buildingType, period);
  const typeLabel = buildingTypeLabel(buildingType);
  const periodLabel = periodLabelOf(period);
  return (
    <Stack as="section" aria-labelledby={`${id}-heading`} gap="3">
      <Text as="h3" id={`${id}-heading`} fontWeight="semibold" fontSize="lg">
        {GAUGE_TITLE}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" {...PRINT_HIDE}>
        <Field.Root>
          <Field.Label>{BUILDING_TYPE_LABEL}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={buildingType}
              onChange={(event) => onBuildingTypeChange(event.currentTarget.value as BuildingType)}
            >
              {BUILDING_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{PERIOD_LABEL}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={period}
              onChange={(event) => onPeriodChange(event.currentTarget.value as Re2020Period)}
            >
              {RE2020_PERIODS.map((candidate) => (
                <option key={candidate.value} value={candidate.value}>
                  {candidate.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Text data-testid="gauge-threshold">
        {THRESHOLD_LABEL} ({typeLabel}, {periodLabel.toLowerCase()}) :{' '}
        <strong>
          {formatFootprint(threshold)} {CARBON_UNIT}
        </strong>
        .
      </Text>
      <List.Root listStyleType="none" gap="3" ms="0">
        {simulations.map((simulation) => {
          const share = shareOfThreshold(simulation.acvCarbonFootprint, threshold);
          const text = `${simulation.title} : ${formatFootprint(simulation.acvCarbonFootprint)} ${CARBON_UNIT}, soit ${formatPercent(share)} du seuil`;
          return (
            <List.Item key={simulation.id} display="block">
              <Text fontSize="sm" mb="1">
                {text}
              </Text>
              <ChartValue
                role="meter"
                label={`Part du seuil : ${text}`}
                value={`${formatFootprint(simulation.acvCarbonFootprint)} ${CARBON_UNIT} · ${formatPercent(share)} du seuil`}
                at={Math.min(share, 100)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(Math.min(share, 100) * 10) / 10}
                aria-valuetext={formatPercent(share)}
              >
                <Box bg="bg.muted" h="3" borderRadius="full" overflow="hidden">
                  <Box
                    data-testid="gauge-fill"
                    h="full"
                    bg={share > 100 ? 'red.solid' : 'colorPalette.solid'}
                    style={{ width: `${Math.min(share, 100)}%` }}
                  />
                </Box>
              </ChartValue>
            </List.Item>
          );
        })}
      </List.Root>
      <Flex direction="column" gap="1" fontSize="sm" color="fg.muted">
        <Text>{GAUGE_HONESTY}</Text>
        <Text>
          Source : {RE2020_SOURCE}, {SOURCE_NOTE}.
        </Text>
      </Flex>
    </Stack>
  );
}

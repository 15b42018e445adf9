import {
  Box,
  Button,
  Field,
  HStack,
  List,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { CarbonFootprint, CarbonFootprintDatas } from '@/api/floorTypes';
import { CARBON_UNIT, formatFootprint } from '@/lib/carbonFormat';
import { PRINT_HIDE } from '@/ui/theme/print';
import type { LoadStatus } from '../solutionsSlice';
import { DownloadIcon, ExternalIcon } from './icons';

export interface CarbonEstimateProps {
  /** One footprint per concrete (the detail's carbonFootprints). */
  footprints: CarbonFootprint[];
  steelMasses: string[];
  /** The concrete whose breakdown is shown, and that breakdown (GET carbon-footprint). */
  concrete: string | null;
  status: LoadStatus;
  datas: CarbonFootprintDatas | null;
  canDownloadRecap: boolean;
  downloadingRecap?: boolean;
  openingSimulator?: boolean;
  onConcreteChange: (concrete: string) => void;
  onDownloadRecap: () => void;
  onOpenSimulator: () => void;
}

/** Carbon estimate per concrete, kg eq CO₂/m², with the steel-mass assumptions (spec 002 §2.3). */
export function CarbonEstimate({
  footprints,
  steelMasses,
  concrete,
  status,
  datas,
  canDownloadRecap,
  downloadingRecap = false,
  openingSimulator = false,
  onConcreteChange,
  onDownloadRecap,
  onOpenSimulator,
}: CarbonEstimateProps) {
  const chosen = datas?.carbonFootprints.find((one) => one.concrete.slug === concrete);
  const assumptions = datas?.steelMasses.length ? datas.steelMasses : steelMasses;
  return (
    <Stack gap="4">
      {footprints.length === 0 ? (
        <Text>Aucune estimation carbone n'est disponible pour cette solution.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: Math.min(footprints.length, 3) }} gap="3">
          {footprints.map((footprint) => (
            <Box
              key={footprint.concrete.slug}
              borderWidth="1px"
              borderRadius="md"
              p="3"
              bg={footprint.concrete.slug === concrete ? 'colorPalette.subtle' : undefined}
            >
              <Text fontSize="sm">{footprint.concrete.name}</Text>
              <Text fontSize="xl" fontWeight="bold">
                {formatFootprint(footprint.total)}{' '}
                <Text as="span" fontSize="sm" fontWeight="normal">
                  {CARBON_UNIT}
                </Text>
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {footprints.length > 0 && (
        // On paper, the breakdown below names its concrete: the choice is left out.
        <Field.Root maxW="sm" {...PRINT_HIDE}>
          <Field.Label>Détail pour le béton</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={concrete ?? ''}
              onChange={(event) => onConcreteChange(event.currentTarget.value)}
            >
              {footprints.map((footprint) => (
                <option key={footprint.concrete.slug} value={footprint.concrete.slug}>
                  {footprint.concrete.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {status === 'loading' && (
        <HStack>
          <Spinner size="sm" />
          <Text>Chargement de l'estimation carbone…</Text>
        </HStack>
      )}
      {status === 'error' && (
        <Text color="fg.error">L'estimation carbone de ce béton n'a pas pu être chargée.</Text>
      )}
      {status === 'loaded' && chosen && (
        <Box>
          <Text fontWeight="semibold">
            {chosen.concrete.name} : {formatFootprint(chosen.total)} {CARBON_UNIT}
          </Text>
          <List.Root ps="5">
            {chosen.details.map((detail) => (
              <List.Item key={detail.label}>
                {detail.label} : {detail.value}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {assumptions.length > 0 && (
        <Box>
          <Text fontWeight="semibold">Hypothèses de masse d'acier</Text>
          {assumptions.map((line) => (
            <Text key={line} fontSize="sm">
              {line}
            </Text>
          ))}
        </Box>
      )}
      <HStack gap="3" wrap="wrap">
        {canDownloadRecap && (
          <Button
            variant="outline"
            onClick={onDownloadRecap}
            loading={downloadingRecap}
            loadingText="Téléchargement"
          >
            <DownloadIcon />
            Télécharger le récapitulatif carbone
          </Button>
        )}
        <Button
          variant="outline"
          onClick={onOpenSimulator}
          loading={openingSimulator}
          loadingText="Ouverture"
        >
          Simuler l'empreinte carbone de mon projet
          <ExternalIcon />
          <Box as="span" srOnly>
            (nouvel onglet)
          </Box>
        </Button>
      </HStack>
    </Stack>
  );
}

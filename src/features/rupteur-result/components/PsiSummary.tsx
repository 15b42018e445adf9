import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PsiValue } from '@/api/catalogueTypes';
import {
  formatPsi,
  meetsRe2020,
  PSI_UNIT,
  re2020Label,
  type Re2020Junction,
} from '@/lib/psiFormat';
import { FormDialog } from '@/ui/dialog/FormDialog';

/** The PSI values of a configuration, in the order of the product sheet. */
export const PSI_FIELDS: ReadonlyArray<{ key: keyof PsiValue; label: string }> = [
  { key: 'psiMoyen', label: 'PSI moyen' },
  { key: 'psiAbout', label: 'PSI about' },
  { key: 'psiRive', label: 'PSI rive' },
  { key: 'psiRt', label: 'PSI RT' },
  { key: 'psiRnt', label: 'PSI RNT' },
];

function numberOf(psi: PsiValue, key: keyof PsiValue): number | null {
  const value = psi[key];
  return typeof value === 'number' ? value : null;
}

/** The RE2020 marker of a value (item 8): meets or exceeds ψ9 ≤ 0.60 W/m.K; nothing when no limit applies. */
export function Re2020Marker({
  value,
  junction,
}: {
  value: number | null;
  junction: Re2020Junction;
}) {
  const meets = meetsRe2020(value, junction);
  const label = re2020Label(meets);
  if (!label) return null;
  return (
    <Badge colorPalette={meets ? 'green' : 'red'} variant="subtle" title={label}>
      {label}
    </Badge>
  );
}

export interface PsiSummaryProps {
  psi: PsiValue | null;
  junction: Re2020Junction;
  /** Refined: the value is the precise one, else the least favourable of the answers. */
  refined: boolean;
}

/** The PSI summary (PSI moyen) with its 'Plus de détails' popin listing every PSI value. */
export function PsiSummary({ psi, junction, refined }: PsiSummaryProps) {
  const [open, setOpen] = useState(false);
  const mean = psi ? numberOf(psi, 'psiMoyen') : null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="psi-summary">
      <Stack gap="2">
        <Heading as="h3" size="md">
          Valeur de PSI
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Text fontSize="2xl" fontWeight="bold">
            ψ = {formatPsi(mean)}
            {mean !== null && ` ${PSI_UNIT}`}
          </Text>
          <Re2020Marker value={mean} junction={junction} />
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {refined
            ? 'Valeur précise pour les caractéristiques de votre chantier.'
            : 'Valeur la plus défavorable pour vos critères : affinez-la avec le Configurateur.'}
        </Text>
        {psi && (
          <Button variant="outline" size="sm" alignSelf="start" onClick={() => setOpen(true)}>
            Plus de détails
          </Button>
        )}
      </Stack>
      {psi && (
        <FormDialog open={open} title="Détail des valeurs de PSI" onClose={() => setOpen(false)}>
          <PsiTable psi={psi} junction={junction} />
        </FormDialog>
      )}
    </Box>
  );
}

export function PsiTable({ psi, junction }: { psi: PsiValue; junction: Re2020Junction }) {
  return (
    <Table.Root size="sm">
      <Table.Caption>Valeurs en {PSI_UNIT}, arrondies à 2 décimales</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Liaison</Table.ColumnHeader>
          <Table.ColumnHeader>Valeur ({PSI_UNIT})</Table.ColumnHeader>
          <Table.ColumnHeader>RE2020</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {PSI_FIELDS.map(({ key, label }) => {
          const value = numberOf(psi, key);
          return (
            <Table.Row key={key}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell>{formatPsi(value)}</Table.Cell>
              <Table.Cell>
                <Re2020Marker value={value} junction={junction} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

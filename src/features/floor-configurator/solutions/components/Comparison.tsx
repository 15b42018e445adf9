import { Box, Button, Flex, HStack, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import type { FloorSolution } from '@/api/floorTypes';
import { SITE_TEXT } from '@/config/sites';
import { useApiUrl, useSite } from '@/lib/site/SiteContext';
import { formatFootprint } from '@/lib/carbonFormat';
import { ExportButtons } from '@/ui/export/ExportButtons';
import {
  comparedConcretes,
  comparisonCaption,
  comparisonExportBaseName,
  comparisonExportTable,
  COMPARISON_TEXTS,
  concreteLabel,
} from '../comparisonExport';
import { weightOf } from '../solutionsModel';
import { MAX_COMPARED } from '../solutionsSlice';
import { FormDialog } from '@/ui/dialog/FormDialog';
import { PrintFooter } from '@/ui/print/PrintFooter';
import { PRINT_HIDE } from '@/ui/theme/print';

export const COMPARE_LIMIT_MESSAGE = `Vous pouvez comparer ${MAX_COMPARED} solutions au maximum. Retirez-en une pour en ajouter une autre.`;

export interface ComparisonBarProps {
  selected: FloorSolution[];
  limitReached: boolean;
  onCompare: () => void;
  onClear: () => void;
}

/** The selection to compare (at most three), fixed at the bottom of the results. */
export function ComparisonBar({ selected, limitReached, onCompare, onClear }: ComparisonBarProps) {
  if (selected.length === 0 && !limitReached) return null;
  return (
    <Box
      role="region"
      aria-label="Comparaison des solutions"
      {...PRINT_HIDE}
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      p="3"
    >
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Text fontWeight="semibold">
            {selected.length} / {MAX_COMPARED} solution{selected.length > 1 ? 's' : ''} à comparer
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {selected.map((solution) => solution.libelle).join(' · ')}
          </Text>
          <Box aria-live="assertive">
            {limitReached && (
              <Text fontSize="sm" color="fg.error">
                {COMPARE_LIMIT_MESSAGE}
              </Text>
            )}
          </Box>
        </Stack>
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={onClear}>
            Vider la sélection
          </Button>
          <Button size="sm" onClick={onCompare} disabled={selected.length < 2}>
            Comparer ({selected.length})
          </Button>
        </HStack>
      </HStack>
      {selected.length === 1 && (
        <Text fontSize="sm" mt="1">
          Choisissez au moins une autre solution pour les comparer.
        </Text>
      )}
    </Box>
  );
}

export interface ComparisonDialogProps {
  open: boolean;
  solutions: FloorSolution[];
  onClose: () => void;
}

/**
 * The compared solutions side by side: thickness, weight, carbon per concrete, documents; exported
 * to a spreadsheet from the footer.
 */
export function ComparisonDialog({ open, solutions, onClose }: ComparisonDialogProps) {
  const apiUrl = useApiUrl();
  const siteName = SITE_TEXT[useSite().id].name;
  const concretes = comparedConcretes(solutions);
  const { missing } = COMPARISON_TEXTS;
  return (
    <FormDialog
      open={open}
      title={COMPARISON_TEXTS.dialogTitle}
      onClose={onClose}
      size="xl"
      footer={
        <Flex gap="3" wrap="wrap" justify="end">
          <ExportButtons
            size="sm"
            source={() => {
              const now = new Date();
              return {
                table: comparisonExportTable({ solutions, siteName, now }),
                baseName: comparisonExportBaseName(now),
              };
            }}
          />
        </Flex>
      }
    >
      {/* Scrolls sideways on a phone: reachable with the keyboard. */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label="Tableau de comparaison">
        <Table.Root size="sm" variant="outline" showColumnBorder>
          <Table.Caption captionSide="top" textAlign="start" mb="2">
            {comparisonCaption(solutions.length)}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW="8rem">{COMPARISON_TEXTS.criterion}</Table.ColumnHeader>
              {solutions.map((solution) => (
                <Table.ColumnHeader key={solution.slug} minW="9rem" scope="col">
                  {solution.libelle}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.ColumnHeader scope="row">{COMPARISON_TEXTS.thickness}</Table.ColumnHeader>
              {solutions.map((solution) => (
                <Table.Cell key={solution.slug}>{solution.thicknessWithUnit}</Table.Cell>
              ))}
            </Table.Row>
            <Table.Row>
              <Table.ColumnHeader scope="row">{COMPARISON_TEXTS.weight}</Table.ColumnHeader>
              {solutions.map((solution) => (
                <Table.Cell key={solution.slug}>
                  {weightOf(solution.technicalData) ?? missing}
                </Table.Cell>
              ))}
            </Table.Row>
            {concretes.map(([slug, name]) => (
              <Table.Row key={slug}>
                <Table.ColumnHeader scope="row">{concreteLabel(name)}</Table.ColumnHeader>
                {solutions.map((solution) => {
                  const footprint = solution.carbonFootprints.find(
                    (one) => one.concrete.slug === slug,
                  );
                  return (
                    <Table.Cell key={solution.slug}>
                      {footprint ? formatFootprint(footprint.total) : missing}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
            <Table.Row>
              <Table.ColumnHeader scope="row">{COMPARISON_TEXTS.documents}</Table.ColumnHeader>
              {solutions.map((solution) => (
                <Table.Cell key={solution.slug} verticalAlign="top">
                  {solution.links.length === 0 ? (
                    COMPARISON_TEXTS.noDocument
                  ) : (
                    <List.Root ps="4" gap="1">
                      {solution.links.map((link) => {
                        const href = apiUrl(link.url);
                        return (
                          <List.Item key={link.url}>
                            {href ? (
                              <Link href={href} target="_blank" rel="noopener noreferrer">
                                {link.libelle}
                              </Link>
                            ) : (
                              link.libelle
                            )}
                          </List.Item>
                        );
                      })}
                    </List.Root>
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Box>
      <PrintFooter />
    </FormDialog>
  );
}

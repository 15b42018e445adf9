/**
 * The library's filter panel (spec 001 §2.3). Wide screens: every filter beside the results, each
 * ticked value re-runs the search at once, 'Réinitialiser les filtres' clears them. Below 720 px a
 * 'Filtres' button opens them in a full-screen panel where they apply on 'Valider'.
 */
import { Badge, Box, Button, CloseButton, Dialog, Heading, Portal, Stack } from '@chakra-ui/react';
import { memo, useId, useState } from 'react';
import type { Filter, FilterChoices } from '@/api/catalogueTypes';
import { countChoices, toggleChoice } from '../libraryModel';

export const RESET_FILTERS_LABEL = 'Réinitialiser les filtres';

interface FieldsProps {
  filters: readonly Filter[];
  choices: FilterChoices;
  onToggle: (filterId: number, valueId: number, on: boolean) => void;
}

/** The styles of the fields, set once on their list (plain elements render fast). */
const FIELDS_CSS = {
  '& fieldset': { border: '0', p: '0', m: '0', minW: '0' },
  '& legend': { fontWeight: 'semibold', fontSize: 'sm', mb: '1' },
  '& .library-option': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    fontSize: 'sm',
    cursor: 'pointer',
    py: '0.5',
  },
  '& .library-option input': { mt: '1', flexShrink: 0, accentColor: 'blue.600' },
  '& .library-option input:focus-visible': {
    outline: '2px solid',
    outlineColor: 'blue.600',
    outlineOffset: '2px',
  },
} as const;

function FilterFields({ filters, choices, onToggle }: FieldsProps) {
  return (
    <Stack gap="4" css={FIELDS_CSS}>
      {filters
        .filter((filter) => filter.filterValues.length > 0)
        .map((filter) => {
          const chosen = new Set(choices[String(filter.id)] ?? []);
          return (
            <fieldset key={filter.id}>
              <legend>{filter.name}</legend>
              {filter.filterValues.map((value) => (
                <label key={value.id} className="library-option">
                  <input
                    type="checkbox"
                    checked={chosen.has(value.id)}
                    onChange={(event) => onToggle(filter.id, value.id, event.target.checked)}
                  />
                  <span>{value.value}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
    </Stack>
  );
}

/** The panel's title and reset button render again only when they change, not on each choice. */
const PanelTitle = memo(function PanelTitle({ id }: { id: string }) {
  return (
    <Heading as="h2" size="md" id={id}>
      Filtres
    </Heading>
  );
});

const ResetButton = memo(function ResetButton({
  disabled,
  onChange,
}: {
  disabled: boolean;
  onChange: (choices: FilterChoices) => void;
}) {
  return (
    <Button variant="outline" size="sm" disabled={disabled} onClick={() => onChange({})}>
      {RESET_FILTERS_LABEL}
    </Button>
  );
});

export interface LibraryFilterPanelProps {
  filters: readonly Filter[];
  choices: FilterChoices;
  mobile: boolean;
  onChange: (choices: FilterChoices) => void;
}

export const LibraryFilterPanel = memo(function LibraryFilterPanel({
  filters,
  choices,
  mobile,
  onChange,
}: LibraryFilterPanelProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterChoices>(choices);
  const titleId = useId();
  const chosenCount = countChoices(choices);

  if (!mobile) {
    return (
      <Box
        as="aside"
        aria-labelledby={titleId}
        bg="bg"
        borderWidth="1px"
        rounded="md"
        p="4"
        alignSelf="flex-start"
      >
        <Stack gap="4">
          <PanelTitle id={titleId} />
          <FilterFields
            filters={filters}
            choices={choices}
            onToggle={(filterId, valueId, on) =>
              onChange(toggleChoice(choices, filterId, valueId, on))
            }
          />
          <ResetButton disabled={chosenCount === 0} onChange={onChange} />
        </Stack>
      </Box>
    );
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="center"
      size="full"
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button
          variant="outline"
          alignSelf="flex-start"
          onClick={() => setDraft(choices)}
          aria-label={
            chosenCount > 0
              ? `Filtres (${chosenCount} actif${chosenCount > 1 ? 's' : ''})`
              : 'Filtres'
          }
        >
          Filtres
          {chosenCount > 0 && (
            <Badge colorPalette="gray" variant="solid" aria-hidden="true">
              {chosenCount}
            </Badge>
          )}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Filtres</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FilterFields
                filters={filters}
                choices={draft}
                onToggle={(filterId, valueId, on) =>
                  setDraft((current) => toggleChoice(current, filterId, valueId, on))
                }
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                disabled={countChoices(draft) === 0 && chosenCount === 0}
                onClick={() => {
                  setDraft({});
                  onChange({});
                  setOpen(false);
                }}
              >
                Réinitialiser
              </Button>
              <Button
                onClick={() => {
                  onChange(draft);
                  setOpen(false);
                }}
              >
                Valider
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

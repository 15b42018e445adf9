/** The library's filters as plain checkboxes in fieldsets, for the side panel and the mobile dialog. */
import { Stack } from '@chakra-ui/react';
import type { Filter, FilterChoices } from '@/api/catalogueTypes';

export interface FieldsProps {
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

export function FilterFields({ filters, choices, onToggle }: FieldsProps) {
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

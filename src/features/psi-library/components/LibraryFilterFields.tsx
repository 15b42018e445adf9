/** The library's filters as plain checkboxes in fieldsets, for the side panel and the mobile dialog. */
import { memo } from 'react';
import type { Filter, FilterChoices } from '@/api/catalogueTypes';

export interface FieldsProps {
  filters: readonly Filter[];
  choices: FilterChoices;
  /** Keep it stable (`useCallback`): an option renders again only when it is ticked or unticked. */
  onToggle: (filterId: number, valueId: number, on: boolean) => void;
}

interface OptionProps {
  filterId: number;
  valueId: number;
  label: string;
  checked: boolean;
  onToggle: FieldsProps['onToggle'];
}

/**
 * One value. Each search's response brings new filter objects, and React writes an input's every
 * attribute again when it renders: memoised by value, the options a change leaves alone are not
 * touched, nor restyled.
 */
const FilterOption = memo(function FilterOption({
  filterId,
  valueId,
  label,
  checked,
  onToggle,
}: OptionProps) {
  return (
    <label className="library-option">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onToggle(filterId, valueId, event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
});

export function FilterFields({ filters, choices, onToggle }: FieldsProps) {
  return (
    // Plain elements styled once by the page (LibraryStyles: '.library-fields').
    <div className="library-fields">
      {filters
        .filter((filter) => filter.filterValues.length > 0)
        .map((filter) => {
          const chosen = new Set(choices[String(filter.id)] ?? []);
          return (
            <fieldset key={filter.id}>
              <legend>{filter.name}</legend>
              {filter.filterValues.map((value) => (
                <FilterOption
                  key={value.id}
                  filterId={filter.id}
                  valueId={value.id}
                  label={value.value}
                  checked={chosen.has(value.id)}
                  onToggle={onToggle}
                />
              ))}
            </fieldset>
          );
        })}
    </div>
  );
}

/** The library's filters as plain checkboxes in fieldsets, for the side panel and the mobile dialog. */
import type { Filter, FilterChoices } from '@/api/catalogueTypes';

export interface FieldsProps {
  filters: readonly Filter[];
  choices: FilterChoices;
  onToggle: (filterId: number, valueId: number, on: boolean) => void;
}

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
    </div>
  );
}

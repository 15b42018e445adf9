/**
 * The filter panel of a history screen (spec 000 §2). On a wide screen the filters sit beside the
 * list and apply as they change, with a reset control disabled until a filter is set. Below 720 px
 * a 'Filtres' button opens them in a dialog where they apply on Validate; the dialog's Reset and
 * Validate are disabled until a value is set.
 */
import { Badge, Button, Stack } from '@chakra-ui/react';
import { memo, useId, useState } from 'react';
import { FilterDialog } from '@/ui/dialog/FilterDialog';
import { hasFilterValue } from '../historyTypes';
import { FilterFieldList, type FilterField, type FilterValues } from './FilterFields';

export interface FilterPanelProps<F extends FilterValues<F>> {
  filters: F;
  emptyFilters: F;
  /** The fields, in order: bound to the filters (wide screens) or to the dialog's draft. */
  fields: readonly FilterField<F>[];
  /** Wide screens: a field changed (applies at once, or after the debounce for text). */
  onFilterChange: (name: keyof F, value: string) => void;
  /** Mobile dialog: Validate applies every filter at once. */
  onFiltersApply: (filters: F) => void;
  onFiltersReset: () => void;
  mobile: boolean;
  /** Cleans a typed value as the store would (the zip cut to 5 digits). */
  clean?: (name: keyof F, value: string) => string;
}

function countSet(filters: object): number {
  return Object.values(filters).filter((value) => typeof value === 'string' && value.trim() !== '')
    .length;
}

export const RESET_FILTERS_LABEL = 'Réinitialiser les filtres';

function FilterPanelFields<F extends FilterValues<F>>({
  filters,
  emptyFilters,
  fields,
  onFilterChange,
  onFiltersApply,
  onFiltersReset,
  mobile,
  clean = (_name, value) => value,
}: FilterPanelProps<F>) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<F>(filters);
  const filtersSet = hasFilterValue(filters);
  const titleId = useId();

  if (!mobile) {
    return (
      // Plain elements styled once (HistoryStyles): this renders at each filter change.
      <aside className="history-filters" aria-labelledby={titleId}>
        <div className="history-filters-fields">
          <h3 className="history-filters-title" id={titleId}>
            Filtres
          </h3>
          <FilterFieldList fields={fields} values={filters} onChange={onFilterChange} />
          <Button variant="outline" size="sm" disabled={!filtersSet} onClick={onFiltersReset}>
            {RESET_FILTERS_LABEL}
          </Button>
        </div>
      </aside>
    );
  }

  const draftSet = hasFilterValue(draft);
  const setCount = countSet(filters);
  return (
    <FilterDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          alignSelf="flex-start"
          onClick={() => setDraft(filters)}
          aria-label={
            setCount > 0 ? `Filtres (${setCount} actif${setCount > 1 ? 's' : ''})` : 'Filtres'
          }
        >
          Filtres
          {setCount > 0 && (
            <Badge colorPalette="gray" variant="solid" aria-hidden="true">
              {setCount}
            </Badge>
          )}
        </Button>
      }
      resetDisabled={!draftSet && !filtersSet}
      applyDisabled={!draftSet && !filtersSet}
      onReset={() => {
        setDraft(emptyFilters);
        onFiltersReset();
        setOpen(false);
      }}
      onApply={() => {
        onFiltersApply(draft);
        setOpen(false);
      }}
    >
      <Stack gap="4">
        <FilterFieldList
          fields={fields}
          values={draft}
          onChange={(name, value) =>
            setDraft((current) => ({ ...current, [name]: clean(name, value) }))
          }
        />
      </Stack>
    </FilterDialog>
  );
}

/**
 * Memoised: the list's answer (and any render of the screen that leaves the filters as they are)
 * does not render the fields again. The screens give it handlers and `fields` that keep their
 * identity from one render to the next.
 */
export const FilterPanel = memo(FilterPanelFields) as typeof FilterPanelFields;

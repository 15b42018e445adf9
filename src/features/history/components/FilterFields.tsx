/**
 * The controls of the history filter panels: a select (options from the server as label-to-value
 * maps), a text input and a date input, each labelled, with the server's tooltip when it has one.
 */
import { Box, Field, HStack, IconButton, Input, NativeSelect, Tooltip } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { HistoryFilterOptions } from '@/api/types';

function InfoIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A help button showing the server's tooltip on hover, focus or tap. */
export function FilterTooltip({ label, tooltip }: { label: string; tooltip: string }) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={100} interactive>
      <Tooltip.Trigger asChild>
        <IconButton aria-label={`Aide : ${label}`} variant="ghost" size="2xs" rounded="full">
          <InfoIcon />
        </IconButton>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content maxW="64">{tooltip}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}

interface FilterFieldProps {
  label: string;
  tooltip?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

function FilterLabel({ label, tooltip }: { label: string; tooltip?: string | undefined }) {
  return (
    <HStack gap="1" minH="6">
      <Field.Label mb="0">{label}</Field.Label>
      {tooltip && <FilterTooltip label={label} tooltip={tooltip} />}
    </HStack>
  );
}

export interface SelectFilterProps extends FilterFieldProps {
  options: Record<string, string> | HistoryFilterOptions['options'] | undefined;
  /** The text of the empty choice. */
  placeholder?: string;
}

export function SelectFilter({
  label,
  tooltip,
  value,
  onChange,
  options,
  placeholder = 'Tous',
}: SelectFilterProps) {
  const entries = Object.entries(options ?? {});
  return (
    <Field.Root>
      <FilterLabel label={label} tooltip={tooltip} />
      <NativeSelect.Root size="sm" disabled={entries.length === 0 && !value}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{entries.length === 0 ? 'Aucun choix disponible' : placeholder}</option>
          {entries.map(([optionLabel, optionValue]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface TextFilterProps extends FilterFieldProps {
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
  placeholder?: string;
}

export function TextFilter({
  label,
  tooltip,
  value,
  onChange,
  inputMode = 'text',
  maxLength,
  placeholder,
}: TextFilterProps) {
  return (
    <Field.Root>
      <FilterLabel label={label} tooltip={tooltip} />
      <Input
        size="sm"
        type="text"
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
}

export function DateFilter({ label, tooltip, value, onChange }: FilterFieldProps) {
  return (
    <Field.Root>
      <FilterLabel label={label} tooltip={tooltip} />
      <Box w="full">
        <Input
          size="sm"
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </Box>
    </Field.Root>
  );
}

/** Filters whose every value is a string ('' when not set). */
export type FilterValues<F> = { [K in keyof F]: string };

/**
 * A filter field described as data; a panel renders its fields in order (FilterFieldList). A
 * select takes its options and tooltip from what the server serves (`source`), or `fallback` for
 * the options when it serves none; a text field may clean what is typed (`clean`).
 */
export type FilterField<F> =
  | {
      kind: 'select';
      name: keyof F;
      label: string;
      source: HistoryFilterOptions | null | undefined;
      fallback?: Record<string, string>;
    }
  | {
      kind: 'text';
      name: keyof F;
      label: string;
      inputMode?: 'text' | 'numeric';
      maxLength?: number;
      clean?: (value: string) => string;
    }
  | { kind: 'date'; name: keyof F; label: string };

export interface FilterFieldListProps<F extends FilterValues<F>> {
  fields: readonly FilterField<F>[];
  values: F;
  onChange: (name: keyof F, value: string) => void;
}

/**
 * One field of a filter panel bound to its value. Memoised: a change renders the field changed,
 * not every field of the panel (each a label, a control and a tooltip).
 */
const FilterFieldItem = memo(function FilterFieldItem<F extends FilterValues<F>>({
  field,
  value,
  onChange,
}: {
  field: FilterField<F>;
  value: string;
  onChange: (name: keyof F, value: string) => void;
}) {
  switch (field.kind) {
    case 'select':
      return (
        <SelectFilter
          label={field.label}
          tooltip={field.source?.tooltip}
          options={field.source?.options ?? field.fallback}
          value={value}
          onChange={(next) => onChange(field.name, next)}
        />
      );
    case 'text': {
      const { clean } = field;
      return (
        <TextFilter
          label={field.label}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          value={value}
          onChange={(next) => onChange(field.name, clean ? clean(next) : next)}
        />
      );
    }
    case 'date':
      return (
        <DateFilter
          label={field.label}
          value={value}
          onChange={(next) => onChange(field.name, next)}
        />
      );
  }
}) as <F extends FilterValues<F>>(props: {
  field: FilterField<F>;
  value: string;
  onChange: (name: keyof F, value: string) => void;
}) => ReactNode;

/**
 * The fields of a filter panel, in the order given, bound to the given values. Give it the same
 * `fields` and `onChange` from render to render (memoised by the screen): each field then renders
 * again only when its value changes.
 */
export function FilterFieldList<F extends FilterValues<F>>({
  fields,
  values,
  onChange,
}: FilterFieldListProps<F>) {
  return fields.map((field) => (
    <FilterFieldItem<F>
      key={String(field.name)}
      field={field}
      value={values[field.name]}
      onChange={onChange}
    />
  ));
}

/** The removable chips of the chosen values (spec 001 §2.3): removing one re-runs the search. */
import { Button, HStack, Tag } from '@chakra-ui/react';
import { memo } from 'react';
import type { MergedFilterValue } from '@/api/catalogueTypes';

export interface LibraryChipsProps {
  values: readonly MergedFilterValue[];
  onRemove: (value: MergedFilterValue) => void;
  onReset: () => void;
}

interface ChipProps {
  value: MergedFilterValue;
  onRemove: (value: MergedFilterValue) => void;
}

/** One chip: each response brings new objects, a chip renders again only when its text changes. */
const Chip = memo(
  function Chip({ value, onRemove }: ChipProps) {
    return (
      <li>
        <Tag.Root size="lg" variant="surface" colorPalette="blue">
          <Tag.Label title={value.filter_name}>{value.value}</Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger
              aria-label={`Retirer ${value.filter_name} : ${value.value}`}
              onClick={() => onRemove(value)}
            />
          </Tag.EndElement>
        </Tag.Root>
      </li>
    );
  },
  (before, after) =>
    before.onRemove === after.onRemove &&
    before.value.id === after.value.id &&
    before.value.filter_id === after.value.filter_id &&
    before.value.value === after.value.value &&
    before.value.filter_name === after.value.filter_name,
);

const ClearAll = memo(function ClearAll({ onReset }: { onReset: () => void }) {
  return (
    <li>
      <Button variant="plain" size="xs" textDecoration="underline" onClick={onReset}>
        Tout effacer
      </Button>
    </li>
  );
});

export const LibraryChips = memo(function LibraryChips({
  values,
  onRemove,
  onReset,
}: LibraryChipsProps) {
  if (values.length === 0) return null;
  return (
    <HStack
      as="ul"
      aria-label="Critères choisis"
      wrap="wrap"
      gap="2"
      listStyleType="none"
      m="0"
      p="0"
    >
      {values.map((value) => (
        <Chip key={`${value.filter_id}-${value.id}`} value={value} onRemove={onRemove} />
      ))}
      <ClearAll onReset={onReset} />
    </HStack>
  );
});

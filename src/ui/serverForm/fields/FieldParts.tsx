import { Box, Fieldset, Flex } from '@chakra-ui/react';
import { FieldTooltip } from './FieldTooltip';
import { isRequired, type FieldProps } from './fieldProps';

export function RequiredMark() {
  return (
    <Box as="span" aria-hidden="true" color="fg.error" marginInlineStart="1">
      *
    </Box>
  );
}

/** A field's label as a legend or a label shows it: its text, its unit, the required mark. */
export function LabelText({ field, context }: FieldProps) {
  return (
    <>
      {field.label}
      {field.unit && (
        <Box as="span" color="fg.muted" fontWeight="normal">
          {` (${field.unit})`}
        </Box>
      )}
      {isRequired({ field, context }) && <RequiredMark />}
    </>
  );
}

/** The legend of a group (radio, checkbox list): label, unit, required mark and tooltip. */
export function GroupLegend({ field, context }: FieldProps) {
  return (
    <Flex align="center" wrap="wrap">
      <Fieldset.Legend fontWeight="medium" textStyle="sm" color="fg">
        <LabelText field={field} context={context} />
      </Fieldset.Legend>
      <FieldTooltip field={field} />
    </Flex>
  );
}

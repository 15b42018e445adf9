import { Checkbox, CheckboxGroup, Fieldset, Flex, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { GroupLegend } from './FieldParts';
import { asText, groupsOf, isDisabled, type FieldProps } from './fieldProps';

/** A radio group (plain and grouped choices). */
export function RadioField({ field, context }: FieldProps) {
  const error = context.error;
  const legendId = useId();
  const disabled = isDisabled({ field, context });
  const value = asText(context.value);
  const groups = groupsOf(field);
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <GroupLegend field={field} context={context} />
      <RadioGroup.Root
        name={field.name}
        value={value === '' ? null : value}
        onValueChange={(details) => {
          if (details.value !== null) context.actions.change(field.name, details.value);
        }}
        disabled={disabled}
        ids={{ label: legendId }}
        size="sm"
      >
        <Stack gap="3">
          {groups.map((group, index) => (
            <Stack key={group.label ?? `group-${index}`} gap="2">
              {group.label && (
                <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="none">
                  {group.label}
                </Text>
              )}
              <Flex wrap="wrap" gap="2">
                {group.choices.map(([label, choice]) => (
                  <RadioGroup.Item
                    key={choice}
                    value={choice}
                    borderWidth="1px"
                    borderRadius="md"
                    paddingX="3"
                    paddingY="2"
                    _checked={{ borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' }}
                    onBlur={() => context.actions.touch(field.name)}
                  >
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Flex>
            </Stack>
          ))}
        </Stack>
      </RadioGroup.Root>
      {field.help && <Fieldset.HelperText>{field.help}</Fieldset.HelperText>}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** A list of checkboxes (its disabled value, 'Aucun', alone: applyFieldChange). */
export function CheckboxListField({ field, context }: FieldProps) {
  const error = context.error;
  const disabled = isDisabled({ field, context });
  const raw = context.value;
  const value = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const groups = groupsOf(field);
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <GroupLegend field={field} context={context} />
      <CheckboxGroup
        name={field.name}
        value={value}
        onValueChange={(next) => {
          context.actions.change(field.name, next);
          context.actions.touch(field.name);
        }}
        disabled={disabled}
      >
        <Stack gap="3">
          {groups.map((group, index) => (
            <Stack key={group.label ?? `group-${index}`} gap="2">
              {group.label && (
                <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
                  {group.label}
                </Text>
              )}
              <Flex wrap="wrap" gap="2">
                {group.choices.map(([label, choice]) => (
                  <Checkbox.Root
                    key={choice}
                    value={choice}
                    size="sm"
                    borderWidth="1px"
                    borderRadius="md"
                    paddingX="3"
                    paddingY="2"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Flex>
            </Stack>
          ))}
        </Stack>
      </CheckboxGroup>
      {field.help && <Fieldset.HelperText>{field.help}</Fieldset.HelperText>}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

import { CheckboxCard, Field, Flex } from '@chakra-ui/react';
import { RequiredMark } from './FieldParts';
import { FieldTooltip } from './FieldTooltip';
import { asText, isDisabled, isRequired, type FieldProps } from './fieldProps';

/** A yes/no choice drawn as a selectable card; the value is held as 'true' or 'false'. */
export function FakeCheckboxField({ field, context }: FieldProps) {
  const error = context.error;
  const disabled = isDisabled({ field, context });
  const checked = asText(context.value) === 'true';
  return (
    <Field.Root
      invalid={Boolean(error)}
      disabled={disabled}
      required={isRequired({ field, context })}
    >
      <Flex align="center" gap="1" width="full">
        <CheckboxCard.Root
          checked={checked}
          onCheckedChange={(details) => {
            context.actions.change(field.name, details.checked === true ? 'true' : 'false');
            context.actions.touch(field.name);
          }}
          disabled={disabled}
          invalid={Boolean(error)}
          name={field.name}
          value="true"
          flex="1"
          size="sm"
        >
          <CheckboxCard.HiddenInput />
          <CheckboxCard.Control>
            <CheckboxCard.Content>
              <CheckboxCard.Label>
                {field.label}
                {isRequired({ field, context }) && <RequiredMark />}
              </CheckboxCard.Label>
              {field.help && <CheckboxCard.Description>{field.help}</CheckboxCard.Description>}
            </CheckboxCard.Content>
            <CheckboxCard.Indicator />
          </CheckboxCard.Control>
        </CheckboxCard.Root>
        <FieldTooltip field={field} />
      </Flex>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

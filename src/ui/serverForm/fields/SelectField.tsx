import { Field, Flex, NativeSelect } from '@chakra-ui/react';
import { Fragment } from 'react';
import { LabelText } from './FieldParts';
import { FieldTooltip } from './FieldTooltip';
import { asText, groupsOf, isDisabled, isRequired, type FieldProps } from './fieldProps';

/** A native select, grouped choices as option groups. */
export function SelectField({ field, context }: FieldProps) {
  const error = context.error;
  const disabled = isDisabled({ field, context });
  const value = asText(context.value);
  const groups = groupsOf(field);
  const placeholder = field.attr?.placeholder ?? 'Sélectionnez';
  const options = (choices: [string, string][]) =>
    choices.map(([label, choice]) => (
      <option key={choice} value={choice}>
        {label}
      </option>
    ));
  return (
    <Field.Root
      required={isRequired({ field, context })}
      invalid={Boolean(error)}
      disabled={disabled}
    >
      <Flex align="center" wrap="wrap">
        <Field.Label>
          <LabelText field={field} context={context} />
        </Field.Label>
        <FieldTooltip field={field} />
      </Flex>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.name}
          value={value}
          onChange={(event) => context.actions.change(field.name, event.target.value)}
          onBlur={() => context.actions.touch(field.name)}
        >
          <option value="">{placeholder}</option>
          {groups.map((group, index) =>
            group.label ? (
              <optgroup key={group.label} label={group.label}>
                {options(group.choices)}
              </optgroup>
            ) : (
              <Fragment key={`group-${index}`}>{options(group.choices)}</Fragment>
            ),
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

import { Box, Field, Flex, Input, InputGroup, Text, Textarea } from '@chakra-ui/react';
import { useId, type KeyboardEvent } from 'react';
import { blockedKeysOf, sanitizeTyped } from '@/domain/serverForm';
import { RequiredMark } from './FieldParts';
import { FieldTooltip } from './FieldTooltip';
import { asText, isDisabled, isRequired, type FieldProps } from './fieldProps';

/** Text, number and textarea inputs: pattern stripping, blocked keys, unit at the end. */
export function InputField({ field, context }: FieldProps) {
  const error = context.error;
  const baseId = useId();
  const helpId = `${baseId}-help`;
  const errorId = `${baseId}-error`;
  const blocked = blockedKeysOf(field);
  const value = asText(context.value);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (blocked.includes(event.key)) event.preventDefault();
  };
  const describedBy = [field.help && !error ? helpId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    name: field.name,
    value,
    'aria-describedby': describedBy || undefined,
    placeholder: field.attr?.placeholder,
    onBlur: () => context.actions.touch(field.name),
  };
  const control =
    field.type === 'textarea' ? (
      <Textarea
        {...common}
        onChange={(event) =>
          context.actions.change(field.name, sanitizeTyped(field, event.target.value))
        }
      />
    ) : (
      <Input
        {...common}
        type="text"
        inputMode={
          field.type === 'number'
            ? blocked.includes('.')
              ? 'numeric'
              : 'decimal'
            : field.attr?.pattern === '[0-9]'
              ? 'numeric'
              : undefined
        }
        onKeyDown={onKeyDown}
        onChange={(event) =>
          context.actions.change(field.name, sanitizeTyped(field, event.target.value))
        }
      />
    );
  return (
    <Field.Root
      required={isRequired({ field, context })}
      invalid={Boolean(error)}
      disabled={isDisabled({ field, context })}
    >
      <Flex align="center" wrap="wrap">
        <Field.Label>
          {field.label}
          {isRequired({ field, context }) && <RequiredMark />}
        </Field.Label>
        <FieldTooltip field={field} />
      </Flex>
      {field.unit ? (
        <InputGroup
          endElement={
            <Text as="span" color="fg.muted" textStyle="sm" aria-hidden="true">
              {field.unit}
            </Text>
          }
        >
          {control}
        </InputGroup>
      ) : (
        control
      )}
      {field.unit && (
        <Box as="span" srOnly>
          {`Unité : ${field.unit}`}
        </Box>
      )}
      {field.help && !error && <Field.HelperText id={helpId}>{field.help}</Field.HelperText>}
      <Field.ErrorText id={errorId}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

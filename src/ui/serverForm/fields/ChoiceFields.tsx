import { Fieldset, Flex, Stack, Text, useFieldsetContext } from '@chakra-ui/react';
import { CHOICE_CARD, CHOICE_CARD_INPUT } from '@/ui/theme/choiceCard';
import { GroupLegend } from './FieldParts';
import { asText, groupsOf, isDisabled, type FieldProps } from './fieldProps';

interface ChoiceCardsProps extends FieldProps {
  type: 'radio' | 'checkbox';
  /** The values chosen. */
  chosen: readonly string[];
  disabled: boolean;
  /** A choice's input changed: its value, and whether it is now checked. */
  onToggle: (choice: string, checked: boolean) => void;
}

/**
 * The choices of a group, in their named groups: a card per choice, a label around a native input
 * (the looks: src/ui/theme/choiceCard.ts). A radio group is named by the fieldset's legend.
 */
function ChoiceCards({ field, context, type, chosen, disabled, onToggle }: ChoiceCardsProps) {
  const { ids } = useFieldsetContext();
  return (
    <Stack
      gap="3"
      {...(type === 'radio' ? { role: 'radiogroup', 'aria-labelledby': ids.legend } : {})}
    >
      {groupsOf(field).map((group, index) => (
        <Stack key={group.label ?? `group-${index}`} gap="2">
          {group.label && (
            <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="none">
              {group.label}
            </Text>
          )}
          <Flex wrap="wrap" gap="2">
            {group.choices.map(([label, choice]) => (
              <label key={choice} className={CHOICE_CARD}>
                <input
                  className={CHOICE_CARD_INPUT}
                  type={type}
                  name={field.name}
                  value={choice}
                  checked={chosen.includes(choice)}
                  disabled={disabled}
                  onChange={(event) => onToggle(choice, event.currentTarget.checked)}
                  onBlur={() => context.actions.touch(field.name)}
                />
                {label}
              </label>
            ))}
          </Flex>
        </Stack>
      ))}
    </Stack>
  );
}

/** A radio group (plain and grouped choices). */
export function RadioField({ field, context }: FieldProps) {
  const error = context.error;
  const disabled = isDisabled({ field, context });
  const value = asText(context.value);
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <GroupLegend field={field} context={context} />
      <ChoiceCards
        field={field}
        context={context}
        type="radio"
        chosen={value === '' ? [] : [value]}
        disabled={disabled}
        onToggle={(choice, checked) => {
          if (checked) context.actions.change(field.name, choice);
        }}
      />
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
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <GroupLegend field={field} context={context} />
      <ChoiceCards
        field={field}
        context={context}
        type="checkbox"
        chosen={value}
        disabled={disabled}
        onToggle={(choice, checked) => {
          context.actions.change(
            field.name,
            checked ? [...value, choice] : value.filter((kept) => kept !== choice),
          );
          context.actions.touch(field.name);
        }}
      />
      {field.help && <Fieldset.HelperText>{field.help}</Fieldset.HelperText>}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

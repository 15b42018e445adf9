import { Box } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode, SyntheticEvent } from 'react';
import type { FormValues } from '@/ui/serverForm';

export const THERMAL_BREAK_FIELD = 'thermalBreak';

/** The option's radio of an event: the radio itself, or the label around it (text, indicator). */
function radioOf(event: SyntheticEvent): HTMLInputElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const radio =
    target instanceof HTMLInputElement
      ? target
      : target?.closest('label')?.querySelector('input[type=radio]');
  return radio instanceof HTMLInputElement && radio.type === 'radio' ? radio : null;
}

/**
 * Wraps the thermalBreak radio group: a click or Space on the option already chosen removes the
 * answer (spec 002 §4.2), which a radio group alone never reports. The form's value is cleared, so
 * the option shows unchosen at once and the engine reports the change like any other. The event is
 * read as it goes down (capture), before the group's own handlers, which it does not reach (they
 * would choose the option again).
 */
export function ThermalBreakToggle({ children }: { children: ReactNode }) {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const current = String(values[THERMAL_BREAK_FIELD] ?? '');
  const unchoose = (event: SyntheticEvent) => {
    const radio = radioOf(event);
    if (!radio || current === '' || radio.value !== current) return;
    event.preventDefault();
    event.stopPropagation();
    void setFieldValue(THERMAL_BREAK_FIELD, '', false);
  };
  return (
    <Box
      onClickCapture={unchoose}
      onKeyDownCapture={(event) => {
        if (event.key === ' ') unchoose(event);
      }}
    >
      {children}
    </Box>
  );
}

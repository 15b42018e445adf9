import { Box } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import type { FormValues } from '@/ui/serverForm';

export const THERMAL_BREAK_FIELD = 'thermalBreak';

/**
 * Wraps the thermalBreak radio group: a click (or Space) on the option already chosen removes the
 * answer (spec 002 §4.2), which a radio group alone never reports. The form's value is cleared, so
 * the option shows unchosen at once and the engine reports the change like any other. The click is
 * read as it goes down (capture), before the group's own handlers, which it does not reach.
 */
export function ThermalBreakToggle({ children }: { children: ReactNode }) {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const current = String(values[THERMAL_BREAK_FIELD] ?? '');
  return (
    <Box
      onClickCapture={(event) => {
        const target = event.target;
        if (!(target instanceof HTMLInputElement) || target.type !== 'radio') return;
        if (current === '' || target.value !== current) return;
        // The click is the toggle's: the group does not see it (it would choose the option again).
        event.preventDefault();
        event.stopPropagation();
        void setFieldValue(THERMAL_BREAK_FIELD, '', false);
      }}
    >
      {children}
    </Box>
  );
}

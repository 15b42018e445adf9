import { Box } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import type { FormValues } from '@/ui/serverForm';

export interface ThermalBreakToggleProps {
  children: ReactNode;
  /** The user re-selected the value already chosen: the answer is removed (spec 002 §4.2). */
  onReselect: (value: string) => void;
}

/**
 * Wraps the thermalBreak radio group: a click (or Space) on the option already chosen removes the
 * answer, which a radio group alone never reports.
 */
export function ThermalBreakToggle({ children, onReselect }: ThermalBreakToggleProps) {
  const { values } = useFormikContext<FormValues>();
  const current = String(values.thermalBreak ?? '');
  return (
    <Box
      onClick={(event) => {
        const target = event.target;
        if (!(target instanceof HTMLInputElement) || target.type !== 'radio') return;
        if (current === '' || target.value !== current) return;
        onReselect(current);
      }}
    >
      {children}
    </Box>
  );
}

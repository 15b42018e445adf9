import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pendingSavesOf, selectQueue } from '@/lib/offline';
import { PendingNotice } from '@/ui/offline/PendingNotice';
import { CARBON_COMPARATORS, ServerFields, ServerForm } from '@/ui/serverForm';
import type { SimulationForm } from '../simulationForm';
import { formValuesOf, stepFields } from '../simulatorModel';
import { NEW_CLUSTER } from '../simulatorSagas';
import { backClicked, type CarbonSimulatorState } from '../simulatorSlice';
import { FailureAlert } from './FailureAlert';
import { THERMAL_BREAK_FIELD, ThermalBreakToggle } from './ThermalBreakToggle';

export const ESTIMATE_LABEL = "Estimer l'impact carbone";
export const BACK_LABEL = "Retour à l'étape précédente";
export const CUSTOM_CONCRETE_LABEL = 'Valider les valeurs du béton';

/**
 * Step 2 (spec 002 §4.2): the server's fields, each answer sent to the server (which narrows the
 * fields), 'Estimer l'impact carbone' once the server says the configuration is complete.
 */
export function Step2Form({ form, state }: { form: SimulationForm; state: CarbonSimulatorState }) {
  const dispatch = useAppDispatch();
  const fields = stepFields(state.steps, 2);
  const initialValues = useMemo(() => formValuesOf(fields), [fields]);
  const serverErrors = { ...state.serverErrors, ...state.submitErrors };
  const canGoBack = state.query.cluster === undefined;
  const queue = useAppSelector(selectQueue);
  const pending = pendingSavesOf(queue, 'carbonSimulation', state.query.cluster ?? NEW_CLUSTER);
  return (
    <ServerForm
      initialValues={initialValues}
      reinitialize
      label={state.steps[1]?.title}
      onAnswer={(name, values) => form.answer(name, values[name] ?? '')}
      onSubmit={() => {
        if (state.isCompleted) form.submit();
      }}
    >
      {() => (
        <Stack gap="6">
          <ServerFields
            fields={fields}
            comparators={CARBON_COMPARATORS}
            serverErrors={serverErrors}
            disabled={state.submitting}
            overrides={{
              [THERMAL_BREAK_FIELD]: (_field, defaultRender) => (
                <ThermalBreakToggle>{defaultRender()}</ThermalBreakToggle>
              ),
              slagShare: (_field, defaultRender) => (
                <Stack gap="3" align="flex-start">
                  {defaultRender()}
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={form.sendCustomConcrete}
                    disabled={state.submitting}
                  >
                    {CUSTOM_CONCRETE_LABEL}
                  </Button>
                </Stack>
              ),
            }}
          />
          {state.failure === 'update' && (
            <FailureAlert message={state.error} onRetry={form.retryUpdate} />
          )}
          {state.failure === null && state.error && <FailureAlert message={state.error} />}
          {pending.map((save) => (
            <PendingNotice key={save.id} label={save.label} />
          ))}
          <Box aria-live="polite" srOnly>
            {state.updating ? 'Mise à jour des questions…' : ''}
          </Box>
          <Flex
            justify="space-between"
            align={{ base: 'stretch', sm: 'center' }}
            direction={{ base: 'column-reverse', sm: 'row' }}
            gap="3"
          >
            {canGoBack ? (
              <Button variant="plain" onClick={() => dispatch(backClicked())} paddingX="0">
                {BACK_LABEL}
              </Button>
            ) : (
              <span />
            )}
            {state.isCompleted && (
              <Button
                type="submit"
                loading={state.submitting}
                disabled={state.updating}
                width={{ base: 'full', sm: 'auto' }}
              >
                {ESTIMATE_LABEL}
              </Button>
            )}
          </Flex>
        </Stack>
      )}
    </ServerForm>
  );
}

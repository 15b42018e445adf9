import { Button, Flex, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { CARBON_COMPARATORS, ServerFields, ServerForm, type FormValues } from '@/ui/serverForm';
import type { SimulationForm } from '../simulationForm';
import { formValuesOf, GUIDED_PATH, stepFields } from '../simulatorModel';
import type { CarbonSimulatorState } from '../simulatorSlice';
import { step1Schema } from '../step1Schema';
import { FailureAlert } from './FailureAlert';

export const CONTINUE_LABEL = 'Continuer';

/** Step 1 (spec 002 §5.2): the postal code and the project's name, checked by the server. */
export function Step1Form({ form, state }: { form: SimulationForm; state: CarbonSimulatorState }) {
  const fields = stepFields(state.steps, 1);
  const initialValues = useMemo<FormValues>(
    () => {
      const { step1 } = form.get();
      const values = formValuesOf(fields);
      return {
        ...values,
        zipCode: step1.zipCode || String(values.zipCode ?? ''),
        projectName: step1.projectName || String(values.projectName ?? ''),
        path: GUIDED_PATH,
      };
    },
    // Only the form definition and the step 1 kept start the form; typing stays in Formik.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.steps, form],
  );
  return (
    <ServerForm
      initialValues={initialValues}
      validationSchema={step1Schema}
      label={state.steps[0]?.title}
      onSubmit={(values) =>
        form.continueWith({
          zipCode: String(values.zipCode ?? '').trim(),
          projectName: String(values.projectName ?? '').trim(),
        })
      }
    >
      {() => (
        <Stack gap="6">
          <ServerFields
            fields={fields}
            comparators={CARBON_COMPARATORS}
            serverErrors={state.serverErrors}
            disabled={state.continuing}
          />
          {state.failure === 'continue' && (
            <FailureAlert message={state.error} onRetry={form.retryContinue} />
          )}
          <Flex justify="flex-end">
            <Button type="submit" loading={state.continuing} width={{ base: 'full', sm: 'auto' }}>
              {CONTINUE_LABEL}
            </Button>
          </Flex>
        </Stack>
      )}
    </ServerForm>
  );
}

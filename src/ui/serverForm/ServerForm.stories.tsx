import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FLOOR_COMPARATORS, initialValuesOf, type FormValues } from '@/domain/serverForm';
import { ServerFields } from './ServerFields';
import { ServerForm, type ServerFormProps } from './ServerForm';
import { continuityField, floorSpanField, positionField, usageField } from './serverFieldsFixtures';

const FIELDS = [usageField, positionField, continuityField, floorSpanField];

/** A step on the engine that shows the last answer it reported, as the store would receive it. */
function EngineDemo(props: Pick<ServerFormProps, 'onAnswer' | 'onSubmit'>) {
  const [last, setLast] = useState('aucune');
  return (
    <Box maxW="2xl" p="4">
      <ServerForm
        initialValues={initialValuesOf(FIELDS)}
        label="Étape de démonstration"
        onAnswer={(name: string, values: FormValues) => {
          setLast(`${name} = ${JSON.stringify(values[name])}`);
          props.onAnswer?.(name, values);
        }}
        onSubmit={props.onSubmit}
      >
        {() => (
          <Stack gap="6">
            <ServerFields fields={FIELDS} comparators={FLOOR_COMPARATORS} />
            <Button type="submit" alignSelf="flex-end">
              Continuer
            </Button>
          </Stack>
        )}
      </ServerForm>
      <Box mt="4" role="status" aria-label="Dernière réponse">
        Dernière réponse : <Text as="code">{last}</Text>
      </Box>
    </Box>
  );
}

/**
 * The engine of the server-driven forms (floor configurator, carbon simulator): Formik owns the
 * answers, which leave the step only through `onAnswer`, once per change.
 */
const meta = {
  title: 'Commun/Composants/ServerForm',
  component: EngineDemo,
  args: { onAnswer: fn(), onSubmit: fn() },
} satisfies Meta<typeof EngineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReportsEachAnswer: Story = {
  name: 'Chaque réponse remontée une fois',
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Bureaux' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledTimes(1));
    await expect(screen.getByRole('status', { name: 'Dernière réponse' })).toHaveTextContent(
      'usage = "bureaux"',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

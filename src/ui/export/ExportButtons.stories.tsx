import { Flex } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EXPORT_FAILED_MESSAGE, ExportButtons } from './ExportButtons';

const meta = {
  title: 'Commun/Composants/ExportButtons',
  component: ExportButtons,
  decorators: [
    (Story) => (
      <Flex gap="3" wrap="wrap">
        <Story />
      </Flex>
    ),
  ],
  args: { source: fn() },
} satisfies Meta<typeof ExportButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'Prêt',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Exporter en Excel (.xlsx)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Exporter en CSV' })).toBeEnabled();
  },
};

/** The table cannot be made (here the screen's source throws): a French message, the buttons stay. */
export const Failure: Story = {
  name: "Échec de l'export",
  args: {
    source: fn(() => {
      throw new Error('no table');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en CSV' }));
    await expect(args.source).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXPORT_FAILED_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Exporter en CSV' })).toBeEnabled();
  },
};

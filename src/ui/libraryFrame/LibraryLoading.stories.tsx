import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FILTERS_LOADING_LABEL, START_MESSAGE } from './libraryFrame';
import { LibraryLoading } from './LibraryLoading';

/** The PSI library's screen while its filters load, in the app and in the first paint. */
const meta = {
  title: 'Commun/Structure/LibraryLoading',
  component: LibraryLoading,
  args: { atStart: true },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LibraryLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtStart: Story = {
  name: 'Au départ',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(FILTERS_LOADING_LABEL);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Résultats' })).toBeVisible();
    await expect(canvas.getByText(START_MESSAGE)).toBeVisible();
  },
};

export const SharedResults: Story = {
  name: 'Résultats partagés',
  args: { atStart: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(FILTERS_LOADING_LABEL);
    await expect(canvas.queryByText(START_MESSAGE)).not.toBeInTheDocument();
  },
};

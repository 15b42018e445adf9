import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FocusedPageTitle } from './FocusedPageTitle';

/**
 * A level-one title for assistive technologies only, which takes the focus when it appears: the
 * story shows nothing, on purpose.
 */
const meta = {
  title: 'Commun/Composants/FocusedPageTitle',
  component: FocusedPageTitle,
  args: { children: 'Résultats' },
} satisfies Meta<typeof FocusedPageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  name: 'Résultats',
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Résultats' });
    await waitFor(() => expect(title).toHaveFocus());
  },
};

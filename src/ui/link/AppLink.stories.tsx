import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { AppLink } from './AppLink';

/** A link between pages of the same site: the router changes the page without a reload. */
const meta = {
  title: 'Commun/Composants/AppLink',
  component: AppLink,
  args: { to: '/mentions-legales', children: 'Mentions légales' },
  decorators: [
    (Story) => (
      <HStack padding="4" gap="4">
        {Story()}
        <Routes>
          <Route path="/mentions-legales" element={<p>Page des mentions légales</p>} />
          <Route path="*" element={null} />
        </Routes>
      </HStack>
    ),
  ],
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {
  name: 'Lien',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Mentions légales' });
    await expect(link).toHaveAttribute('href', '/mentions-legales');
    await expect(link).not.toHaveAttribute('aria-current');
    await userEvent.click(link);
    await expect(await canvas.findByText('Page des mentions légales')).toBeVisible();
  },
};

export const CurrentPageInNavigation: Story = {
  name: 'Page courante d’une navigation',
  args: { nav: true },
  parameters: { route: '/mentions-legales' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

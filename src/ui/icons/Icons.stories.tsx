import { HStack, Text, VStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { EyeIcon } from './EyeIcon';
import { MenuIcon } from './MenuIcon';

function Sample({ label, children }: { label: string; children: ReactNode }) {
  return (
    <VStack gap="1">
      {children}
      <Text fontSize="sm">{label}</Text>
    </VStack>
  );
}

/** The app's inline icons, drawn in the text's colour; they are hidden from assistive technologies. */
function IconSheet({ color }: { color: string }) {
  return (
    <HStack gap="8" padding="4" color={color}>
      <Sample label="EyeIcon">
        <EyeIcon />
      </Sample>
      <Sample label="EyeIcon crossed">
        <EyeIcon crossed />
      </Sample>
      <Sample label="MenuIcon">
        <MenuIcon />
      </Sample>
    </HStack>
  );
}

const meta = {
  title: 'Commun/Composants/Icons',
  component: IconSheet,
  subcomponents: { EyeIcon, MenuIcon },
  args: { color: 'fg' },
} satisfies Meta<typeof IconSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  name: 'Toutes',
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(3);
    icons.forEach((icon) => {
      void expect(icon).toHaveAttribute('aria-hidden', 'true');
      void expect(icon).toHaveAttribute('stroke', 'currentColor');
    });
    // Only the crossed eye has the stroke across it.
    await expect(icons[0]?.querySelectorAll('path')).toHaveLength(1);
    await expect(icons[1]?.querySelectorAll('path')).toHaveLength(2);
  },
};

export const Primary: Story = {
  name: 'Couleur du site',
  args: { color: 'colorPalette.solid' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BACK_ONLINE_TEXT, OFFLINE_TEXT, OfflineNotice, UNREACHED_TEXT } from './OfflineNotice';
import { PendingNotice, PENDING_NOTICE_TEXT } from './PendingNotice';
import { PendingMark, PENDING_TEXT } from './PendingMark';

const meta = {
  title: 'Commun/Composants/OfflineNotice',
  component: OfflineNotice,
  args: { notice: 'offline' },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  name: 'Hors ligne',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
  },
};

export const Unreached: Story = {
  name: 'Serveur sans réponse',
  args: { notice: 'unreached' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(UNREACHED_TEXT);
  },
};

export const Back: Story = {
  name: 'Connexion rétablie',
  args: { notice: 'back' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(BACK_ONLINE_TEXT);
  },
};

export const Pending: Story = {
  name: 'Enregistrement en attente',
  args: { notice: 'offline' },
  render: (args) => (
    <>
      <OfflineNotice {...args} />
      <p>
        Maison Dupont <PendingMark />
      </p>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(PENDING_TEXT)).toBeVisible();
  },
};

export const PendingForm: Story = {
  name: 'Formulaire en attente',
  args: { notice: 'offline' },
  render: (args) => (
    <>
      <OfflineNotice {...args} />
      <PendingNotice label="Plancher R+1" />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(PENDING_NOTICE_TEXT)).toBeVisible();
  },
};

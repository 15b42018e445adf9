import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { LeaveDialog, type LeaveDialogProps } from './LeaveDialog';
import {
  LEAVE_DIALOG_TEXT,
  LEAVE_DIALOG_TITLE,
  LEAVE_LABEL,
  LeaveQuestionnaireDialog,
  STAY_LABEL,
} from './LeaveQuestionnaireDialog';

/** The dialog with the button that opens it: its code loads at the first opening. */
function WithOpener(props: Omit<LeaveDialogProps, 'open'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Quitter la configuration</Button>
      <LeaveDialog
        {...props}
        open={open}
        onStay={() => {
          setOpen(false);
          props.onStay();
        }}
        onLeave={() => {
          setOpen(false);
          props.onLeave();
        }}
      />
    </>
  );
}

/** The dialog that asks before leaving a tool: stay, or leave and lose what was typed. */
const meta = {
  title: 'Commun/Composants/LeaveDialog',
  component: LeaveDialog,
  subcomponents: { LeaveQuestionnaireDialog },
  args: {
    open: true,
    title: 'Êtes-vous sûr de vouloir quitter ?',
    text: 'Les informations saisies seront perdues.',
    stayLabel: 'Continuer la configuration',
    leaveLabel: 'Quitter',
    onStay: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof LeaveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Ouverte',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Êtes-vous sûr de vouloir quitter ?',
    });
    await expect(dialog).toHaveTextContent('Les informations saisies seront perdues.');
    await userEvent.click(screen.getByRole('button', { name: 'Quitter' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

export const OpenedByItsButton: Story = {
  name: 'Ouverte par son bouton',
  render: (args) => <WithOpener {...args} />,
  play: async ({ args, canvas }) => {
    // Closed, the dialog is not even loaded.
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const opener = canvas.getByRole('button', { name: 'Quitter la configuration' });
    await userEvent.click(opener);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Continuer la configuration' }),
    );
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Questionnaire: Story = {
  name: 'Quitter un questionnaire',
  render: (args) => (
    <LeaveQuestionnaireDialog open={args.open} onStay={args.onStay} onLeave={args.onLeave} />
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: LEAVE_DIALOG_TITLE });
    await expect(dialog).toHaveTextContent(LEAVE_DIALOG_TEXT);
    await expect(screen.getByRole('button', { name: LEAVE_LABEL })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: STAY_LABEL }));
    await expect(args.onStay).toHaveBeenCalledTimes(1);
  },
};

import { Button, Input, Field } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CancelButton, FormDialog } from './FormDialog';

/** The dialog of the account forms: a title, a close button, the form, and its buttons. */
const meta = {
  title: 'Commun/Composants/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    title: 'Modifier mon e-mail',
    onClose: fn(),
    children: (
      <Field.Root>
        <Field.Label>Nouvel e-mail</Field.Label>
        <Input type="email" />
      </Field.Root>
    ),
    footer: (
      <>
        <CancelButton onClick={() => undefined} />
        <Button>Valider</Button>
      </>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Ouverte',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Modifier mon e-mail' });
    await expect(dialog).toContainElement(screen.getByLabelText('Nouvel e-mail'));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  name: 'Envoi en cours',
  args: {
    busy: true,
    footer: (
      <>
        <CancelButton onClick={() => undefined} disabled />
        <Button loading loadingText="Valider">
          Valider
        </Button>
      </>
    ),
  },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Modifier mon e-mail' });
    // Closing is refused while the form is being sent.
    await expect(screen.getByRole('button', { name: 'Fermer' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const WithoutFooter: Story = {
  name: 'Sans pied',
  args: { title: 'Informations', footer: undefined, children: 'Aucune action n’est demandée.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Informations' });
    await expect(dialog).toHaveTextContent('Aucune action n’est demandée.');
  },
};

import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { FormikDialog, type FormikDialogProps } from './FormikDialog';

const props: FormikDialogProps<{ message: string }> = {
  open: true,
  title: 'Contacter le bureau d’études',
  onClose: () => undefined,
  onSubmit: () => undefined,
  submitting: false,
  submitLabel: 'Envoyer',
  submittingLabel: 'Envoi',
  initialValues: { message: '' },
  children: null,
};
const done = {
  title: 'Merci pour votre demande',
  body: <p>Votre demande a bien été transmise.</p>,
  footer: <Button>Retour aux résultats</Button>,
};

describe('FormikDialog', () => {
  it('shows what follows the sending in the same dialog, which stays open (no closing between)', async () => {
    function Sending() {
      const [sent, setSent] = useState(false);
      return (
        <FormikDialog {...props} done={sent ? done : undefined}>
          <Button onClick={() => setSent(true)}>Simuler l’envoi</Button>
        </FormikDialog>
      );
    }
    renderWithProviders(<Sending />);
    const dialog = await screen.findByRole('dialog', { name: 'Contacter le bureau d’études' });
    await userEvent.click(screen.getByRole('button', { name: 'Simuler l’envoi' }));
    const thanks = await screen.findByRole('dialog', { name: 'Merci pour votre demande' });
    expect(thanks).toBe(dialog);
    expect(thanks).toHaveTextContent('Votre demande a bien été transmise.');
    expect(screen.getByRole('button', { name: 'Retour aux résultats' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Simuler l’envoi' })).toBeNull();
  });
});

import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik, Form } from 'formik';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import * as yup from 'yup';
import { CheckboxField } from './CheckboxField';
import { SelectField } from './SelectField';
import { PasswordField, PostalCodeField, TextField } from './TextField';

const schema = yup.object({
  email: yup.string().email('E-mail invalide').required('Champ obligatoire'),
  password: yup.string().required('Champ obligatoire'),
  activity: yup.string().required('Champ obligatoire'),
  postalCode: yup.string(),
  rgpd: yup.boolean().oneOf([true], 'Ce champ est nécessaire'),
});

/** Every field bound to Formik, in one small form. */
function DemoForm({ initial = {} }: { initial?: Record<string, unknown> }) {
  return (
    <Formik
      initialValues={{
        email: '',
        password: '',
        activity: '',
        postalCode: '',
        rgpd: false,
        ...initial,
      }}
      validationSchema={schema}
      onSubmit={() => undefined}
    >
      <Form noValidate aria-label="Formulaire de démonstration">
        <Stack gap="4" maxW="md" p="4">
          <TextField name="email" type="email" label="E-mail" required />
          <PasswordField name="password" label="Mot de passe" required />
          <SelectField
            name="activity"
            label="Activité"
            placeholder="Choisissez votre activité"
            required
            options={[
              { value: 'maçon', label: 'Maçon' },
              { value: 'architecte', label: 'Architecte' },
            ]}
          />
          <PostalCodeField name="postalCode" label="Code postal" />
          <CheckboxField name="rgpd" label="J'accepte les conditions" required />
          <Button type="submit">Envoyer</Button>
        </Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Commun/Composants/FormFields',
  component: DemoForm,
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vide' };

export const Filled: Story = {
  name: 'Rempli',
  args: {
    initial: {
      email: 'claire.martin@maconnerie-martin.fr',
      password: 'Rupteo2024!',
      activity: 'maçon',
      postalCode: '69003',
      rgpd: true,
    },
  },
};

export const Errors: Story = {
  name: 'Erreurs',
  play: async () => {
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'claire@');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getByText('E-mail invalide')).toBeInTheDocument());
    await expect(screen.getAllByText('Champ obligatoire')).toHaveLength(2);
    await expect(screen.getByText('Ce champ est nécessaire')).toBeInTheDocument();
  },
};

export const PasswordShown: Story = {
  name: 'Mot de passe affiché',
  play: async () => {
    const input = screen.getByLabelText(/Mot de passe/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const PostalCodeCut: Story = {
  name: 'Code postal coupé à 5',
  play: async () => {
    const input = screen.getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(input, '6900123');
    await expect(input).toHaveValue('69001');
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

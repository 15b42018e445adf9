import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import {
  continuityField,
  floorSpanField,
  gLoadField,
  orField,
  positionField,
  ServerFieldsDemo,
  systemsField,
  TOOLTIP_IMAGE,
  usageField,
  zipCodeField,
} from './serverFieldsFixtures';

describe('ServerFields', () => {
  it('typing in a pattern field strips the characters the pattern does not allow', async () => {
    renderWithProviders(<ServerFieldsDemo fields={[zipCodeField]} />);
    const input = screen.getByLabelText(/Code postal du chantier/);
    await userEvent.type(input, '6a9-0 03');
    expect(input).toHaveValue('69003');
    expect(input).toHaveAttribute('placeholder', 'Ex. : 69003');
    expect(screen.getByText('Exactement 5 chiffres.')).toBeInTheDocument();
  });

  it('a number input prevents the keys e, E, minus and plus; a cm input also comma and dot', () => {
    renderWithProviders(
      <ServerFieldsDemo
        fields={[gLoadField, continuityField]}
        initialValues={{ continuity: 'true' }}
      />,
    );
    const number = screen.getByLabelText(/Charges permanentes/);
    for (const key of ['e', 'E', '-', '+']) expect(fireEvent.keyDown(number, { key })).toBe(false);
    expect(fireEvent.keyDown(number, { key: '5' })).toBe(true);
    expect(fireEvent.keyDown(number, { key: ',' })).toBe(true);
    const centimetres = screen.getByLabelText(/Largeur de l’appui/);
    for (const key of [',', '.', 'e', '-'])
      expect(fireEvent.keyDown(centimetres, { key })).toBe(false);
    expect(screen.getByText('daN/m²')).toBeInTheDocument();
  });

  it('a condition hides and shows a field, and the hidden field is reset to its disabled value', async () => {
    const onValuesChange = jest.fn();
    renderWithProviders(
      <ServerFieldsDemo
        fields={[continuityField, floorSpanField]}
        initialValues={{ continuity: 'true' }}
        onValuesChange={onValuesChange}
      />,
    );
    expect(screen.queryByLabelText(/Portée du plancher/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/Largeur de l’appui/), '30');
    await userEvent.click(screen.getByRole('radio', { name: 'Non' }));
    await waitFor(() => expect(screen.queryByLabelText(/Largeur de l’appui/)).toBeNull());
    expect(screen.getByLabelText(/Portée du plancher/)).toBeVisible();
    expect(onValuesChange).toHaveBeenLastCalledWith(
      'continuity',
      expect.objectContaining({ continuity: 'false', continuityWidth: '' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Oui' }));
    expect(await screen.findByLabelText(/Largeur de l’appui/)).toHaveValue('');
  });

  it('an OR condition shows the field when one condition holds', async () => {
    renderWithProviders(<ServerFieldsDemo fields={[positionField, usageField, orField]} />);
    expect(screen.queryByLabelText(/Visible si vide sanitaire OU/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Parking' }));
    expect(await screen.findByLabelText(/Visible si vide sanitaire OU/)).toBeVisible();
  });

  it('checking the checkbox disabled value clears the others, checking another removes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServerFieldsDemo fields={[systemsField]} />);
    const all = screen.getByRole('checkbox', { name: 'Tous les systèmes' });
    const predalles = screen.getByRole('checkbox', { name: 'Prédalles' });
    expect(all).toBeChecked();
    await user.click(predalles);
    await waitFor(() => expect(all).not.toBeChecked());
    expect(predalles).toBeChecked();
    // jsdom has no PointerEvent for a second pointer sequence on the same group: a plain click.
    fireEvent.click(all);
    await waitFor(() => expect(predalles).not.toBeChecked());
    expect(all).toBeChecked();
  });

  it('shows server errors under their fields, linked to the input', () => {
    renderWithProviders(
      <ServerFieldsDemo
        fields={[zipCodeField, systemsField]}
        serverErrors={{
          zipCode: 'Doit être exactement 5 caractères',
          systems: 'Champ obligatoire',
        }}
      />,
    );
    const input = screen.getByLabelText(/Code postal du chantier/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = screen.getByText('Doit être exactement 5 caractères');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByText('Champ obligatoire')).toBeInTheDocument();
  });

  it('a field the server refused is marked required (spec 002 §5.1), even if its definition is not', () => {
    const optional = { ...zipCodeField, required: false };
    const first = renderWithProviders(<ServerFieldsDemo fields={[optional]} />);
    expect(screen.getByLabelText(/Code postal du chantier/)).not.toBeRequired();
    first.unmount();
    renderWithProviders(
      <ServerFieldsDemo fields={[optional]} serverErrors={{ zipCode: 'Champ obligatoire' }} />,
    );
    expect(screen.getByLabelText(/Code postal du chantier/)).toBeRequired();
  });

  it('shows Formik errors once the field was left', async () => {
    renderWithProviders(
      <ServerFieldsDemo
        fields={[zipCodeField]}
        validate={(values): Record<string, string> =>
          values.zipCode ? {} : { zipCode: 'Champ obligatoire' }
        }
      />,
    );
    expect(screen.queryByText('Champ obligatoire')).toBeNull();
    await userEvent.click(screen.getByLabelText(/Code postal du chantier/));
    await userEvent.tab();
    expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();
  });

  it('the tooltip opens with its title, content and image', async () => {
    renderWithProviders(<ServerFieldsDemo fields={[{ ...continuityField, children: [] }]} />);
    await userEvent.click(
      screen.getByRole('button', { name: /Aide : Le plancher est-il continu/ }),
    );
    expect(await screen.findByText('Continuité')).toBeInTheDocument();
    expect(screen.getByText(/Un plancher continu franchit deux travées/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Continuité' })).toHaveAttribute(
      'src',
      `${window.location.origin}${TOOLTIP_IMAGE}`,
    );
  });

  it("with the API on its own origin, the tooltip's image comes from there", async () => {
    renderWithProviders(<ServerFieldsDemo fields={[{ ...continuityField, children: [] }]} />, {
      apiBaseUrl: 'http://127.0.0.1:8787',
    });
    await userEvent.click(
      screen.getByRole('button', { name: /Aide : Le plancher est-il continu/ }),
    );
    expect(await screen.findByRole('img', { name: 'Continuité' })).toHaveAttribute(
      'src',
      `http://127.0.0.1:8787${TOOLTIP_IMAGE}`,
    );
  });

  it('a tooltip image given as javascript: or data: is not shown', async () => {
    const field = {
      ...continuityField,
      children: [],
      tooltip: [
        { title: 'Script', content: 'a', image: 'javascript:alert(1)' },
        { title: 'Données', content: 'b', image: 'data:image/svg+xml,<svg/>' },
      ],
    };
    renderWithProviders(<ServerFieldsDemo fields={[field]} />);
    await userEvent.click(
      screen.getByRole('button', { name: /Aide : Le plancher est-il continu/ }),
    );
    expect(await screen.findByText('Données')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('the radio group is labelled by its legend and marks required', () => {
    renderWithProviders(<ServerFieldsDemo fields={[usageField]} />);
    expect(screen.getByRole('group', { name: /Destination des locaux/ })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Destination des locaux/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Habitation' })).toBeChecked();
  });

  it('a choice is made from the keyboard: Space on a radio and on a checkbox', async () => {
    renderWithProviders(<ServerFieldsDemo fields={[usageField, systemsField]} />);
    const offices = screen.getByRole('radio', { name: 'Bureaux' });
    offices.focus();
    await userEvent.keyboard(' ');
    expect(offices).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Habitation' })).not.toBeChecked();
    const predalles = screen.getByRole('checkbox', { name: 'Prédalles' });
    predalles.focus();
    await userEvent.keyboard(' ');
    expect(predalles).toBeChecked();
    await userEvent.keyboard(' ');
    expect(predalles).not.toBeChecked();
  });

  it('disabled renders every control disabled', () => {
    renderWithProviders(<ServerFieldsDemo fields={[zipCodeField, usageField]} disabled />);
    expect(screen.getByLabelText(/Code postal du chantier/)).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Bureaux' })).toBeDisabled();
  });
});

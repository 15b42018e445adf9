import { Button } from '@chakra-ui/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FieldDefinition } from '@/api/formDefinitionTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { FLOOR_COMPARATORS, initialValuesOf, type FormValues } from '@/domain/serverForm';
import { ServerFields } from './ServerFields';
import { ServerForm, type ServerFormProps } from './ServerForm';
import { continuityField, floorSpanField, positionField, usageField } from './serverFieldsFixtures';

const FIELDS: FieldDefinition[] = [usageField, positionField, continuityField, floorSpanField];

/** A step on the engine, with a button that changes a value as a screen would (not the user). */
function Step({
  onAnswer,
  adjust,
  initialValues = initialValuesOf(FIELDS),
  reinitialize,
}: Partial<ServerFormProps> & { onAnswer: ServerFormProps['onAnswer'] }) {
  return (
    <ServerForm
      initialValues={initialValues}
      reinitialize={reinitialize}
      label="Étape"
      adjust={adjust}
      onAnswer={onAnswer}
      onSubmit={() => undefined}
    >
      {(form) => (
        <>
          <ServerFields fields={FIELDS} comparators={FLOOR_COMPARATORS} />
          <Button onClick={() => void form.setValues({ ...form.values, usage: 'parking' }, false)}>
            Changer par l’écran
          </Button>
        </>
      )}
    </ServerForm>
  );
}

/** The values that follow from a choice: a parking stands on a crawl space. */
const parkingOnCrawlSpace = (values: FormValues, name: string) =>
  name === 'usage' && values.usage === 'parking'
    ? { ...values, floorPosition: 'vide-sanitaire' }
    : values;

describe('ServerForm (the server-driven form engine)', () => {
  it('reports each change of the user once, with the field changed and all the answers', async () => {
    const onAnswer = jest.fn();
    renderWithProviders(<Step onAnswer={onAnswer} />);
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Bureaux' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer).toHaveBeenCalledWith(
      'usage',
      expect.objectContaining({ usage: 'bureaux', floorPosition: 'intermediaire' }),
    );
    // A hidden field's reset travels with the change that hid it, in the same report.
    await userEvent.click(screen.getByRole('radio', { name: 'Oui' }));
    await userEvent.type(screen.getByLabelText(/Largeur de l’appui/), '30');
    await waitFor(() =>
      expect(onAnswer).toHaveBeenLastCalledWith(
        'continuityWidth',
        expect.objectContaining({ continuityWidth: '30' }),
      ),
    );
    onAnswer.mockClear();
    await userEvent.click(screen.getByRole('radio', { name: 'Non' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer).toHaveBeenCalledWith(
      'continuity',
      expect.objectContaining({ continuity: 'false', continuityWidth: '' }),
    );
  });

  it('applies the values that follow from a change with it, reported under the user’s field', async () => {
    const onAnswer = jest.fn();
    renderWithProviders(<Step onAnswer={onAnswer} adjust={parkingOnCrawlSpace} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Parking' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer).toHaveBeenCalledWith(
      'usage',
      expect.objectContaining({ usage: 'parking', floorPosition: 'vide-sanitaire' }),
    );
    expect(screen.getByRole('radio', { name: 'Vide sanitaire' })).toBeChecked();
  });

  it('starts a change that comes before the last one rendered from the values that followed from it', async () => {
    const onAnswer = jest.fn();
    renderWithProviders(<Step onAnswer={onAnswer} adjust={parkingOnCrawlSpace} />);
    // Two choices in one go: the second comes before the first renders.
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Parking' }));
      fireEvent.click(screen.getByRole('radio', { name: 'Oui' }));
    });
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(2));
    expect(onAnswer).toHaveBeenLastCalledWith(
      'continuity',
      expect.objectContaining({
        usage: 'parking',
        floorPosition: 'vide-sanitaire',
        continuity: 'true',
      }),
    );
    expect(screen.getByRole('radio', { name: 'Vide sanitaire' })).toBeChecked();
  });

  it('reports a change the screen makes like the user’s, under the field it changed', async () => {
    const onAnswer = jest.fn();
    renderWithProviders(<Step onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Changer par l’écran' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer).toHaveBeenCalledWith('usage', expect.objectContaining({ usage: 'parking' }));
  });

  it('reports nothing when the server redefines the form (its values are not answers)', async () => {
    const onAnswer = jest.fn();
    function Redefined() {
      const [values, setValues] = useState<FormValues>(initialValuesOf(FIELDS));
      return (
        <>
          <Step onAnswer={onAnswer} initialValues={values} reinitialize />
          <Button onClick={() => setValues({ ...values, usage: 'bureaux' })}>Redéfinir</Button>
        </>
      );
    }
    renderWithProviders(<Redefined />);
    await userEvent.click(screen.getByRole('button', { name: 'Redéfinir' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Bureaux' })).toBeChecked());
    expect(onAnswer).not.toHaveBeenCalled();
    // The user's next change is reported against the redefined values.
    await userEvent.click(screen.getByRole('radio', { name: 'Vide sanitaire' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer).toHaveBeenCalledWith(
      'floorPosition',
      expect.objectContaining({ usage: 'bureaux', floorPosition: 'vide-sanitaire' }),
    );
  });
});

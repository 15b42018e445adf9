import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CARBON_COMPARATORS } from '@/domain/serverForm';
import {
  acousticField,
  andField,
  commentField,
  continuityField,
  entrevousField,
  floorLevelField,
  floorSpanField,
  gLoadField,
  hiddenField,
  loadCaseField,
  notInField,
  orField,
  positionField,
  seismicChainingField,
  seismicZoneField,
  ServerFieldsDemo,
  systemsField,
  usageField,
  zipCodeField,
} from './serverFieldsFixtures';

const meta = {
  title: 'Commun/Composants/ServerFields',
  component: ServerFieldsDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ServerFieldsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text field with a pattern ('[0-9]'): letters are stripped as typed. */
export const Text: Story = {
  args: { fields: [zipCodeField] },
  play: async () => {
    const input = screen.getByLabelText(/Code postal du chantier/);
    await userEvent.type(input, '69a003');
    await expect(input).toHaveValue('69003');
  },
};

/** A number with its unit at the end; e, E, minus and plus are blocked. */
export const NumberWithUnit: Story = { args: { fields: [gLoadField] } };

/** A radio group with a tooltip (title, content, image). */
export const Radio: Story = {
  args: { fields: [{ ...continuityField, children: [] }] },
};

/** The tooltip opened. */
export const TooltipOpen: Story = {
  args: { fields: [{ ...continuityField, children: [] }] },
  play: async () => {
    await userEvent.click(
      screen.getByRole('button', { name: /Aide : Le plancher est-il continu/ }),
    );
    await waitFor(() => expect(screen.getByText('Continuité')).toBeVisible());
  },
};

/** A checkbox list whose disabled value ('Tous les systèmes') clears the others. */
export const CheckboxWithDisabledValue: Story = {
  args: { fields: [systemsField] },
  play: async () => {
    await userEvent.click(screen.getByRole('checkbox', { name: 'Prédalles' }));
    await expect(screen.getByRole('checkbox', { name: 'Tous les systèmes' })).not.toBeChecked();
  },
};

/** A yes/no choice drawn as a card. */
export const FakeCheckbox: Story = { args: { fields: [acousticField] } };

/** A select with a placeholder. */
export const Select: Story = { args: { fields: [floorLevelField] } };

/** A select with grouped choices (optgroups). */
export const GroupedSelect: Story = { args: { fields: [entrevousField] } };

/** A radio group with grouped choices. */
export const GroupedRadio: Story = { args: { fields: [loadCaseField] } };

/** A textarea. */
export const Textarea: Story = { args: { fields: [commentField] } };

/** A hidden field renders nothing but keeps its forced value in the form. */
export const Hidden: Story = { args: { fields: [zipCodeField, hiddenField] } };

/** A child field under its parent, shown when continuity is 'Oui'. */
export const Children: Story = {
  args: { fields: [continuityField], initialValues: { continuity: 'true' } },
};

/** AND: shown only for an intermediate floor in housing. */
export const ConditionAnd: Story = {
  args: { fields: [positionField, usageField, andField] },
  play: async () => {
    await expect(screen.getByLabelText(/Visible si plancher intermédiaire ET/)).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Bureaux' }));
    await waitFor(() =>
      expect(screen.queryByLabelText(/Visible si plancher intermédiaire ET/)).toBeNull(),
    );
  },
};

/** OR: shown for a crawl space or a car park. */
export const ConditionOr: Story = {
  args: { fields: [positionField, usageField, orField] },
  play: async () => {
    await expect(screen.queryByLabelText(/Visible si vide sanitaire OU/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Parking' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Visible si vide sanitaire OU/)).toBeVisible(),
    );
  },
};

/** NOT IN: hidden for a shop or a car park, shown again for housing. */
export const ConditionNotIn: Story = {
  args: { fields: [usageField, notInField] },
  play: async () => {
    await userEvent.click(screen.getByRole('radio', { name: 'Parking' }));
    await waitFor(() => expect(screen.queryByLabelText(/Visible sauf commerce/)).toBeNull());
    await userEvent.click(screen.getByRole('radio', { name: 'Habitation' }));
    await waitFor(() => expect(screen.getByLabelText(/Visible sauf commerce/)).toBeVisible());
  },
};

/** Choosing 'Oui' then 'Non' hides the width and resets it; the span shows. */
export const HiddenReset: Story = {
  args: { fields: [continuityField, floorSpanField], initialValues: { continuity: 'true' } },
  play: async () => {
    await userEvent.type(screen.getByLabelText(/Largeur de l’appui/), '30');
    await userEvent.click(screen.getByRole('radio', { name: 'Non' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Oui' }));
    await expect(screen.getByLabelText(/Largeur de l’appui/)).toHaveValue('');
  },
};

/** A forced value, shown disabled (carbon: the seismic zone from the zip code, >= condition). */
export const ForcedValue: Story = {
  args: { fields: [seismicZoneField, seismicChainingField], comparators: CARBON_COMPARATORS },
};

/** Server errors under the fields. */
export const Errors: Story = {
  args: {
    fields: [zipCodeField, gLoadField, systemsField, { ...continuityField, children: [] }],
    serverErrors: {
      zipCode: 'Doit être exactement 5 caractères',
      gLoad: 'Champ obligatoire',
      systems: 'Champ obligatoire',
      continuity: 'Champ obligatoire',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Champ obligatoire')).toHaveLength(3);
  },
};

/** Every field disabled (e.g. while a step is submitted). */
export const Disabled: Story = {
  args: {
    fields: [zipCodeField, gLoadField, { ...continuityField, children: [] }, systemsField],
    disabled: true,
  },
};

/** The whole floor step 2 shape, at once. */
export const AllTypes: Story = {
  args: {
    fields: [
      positionField,
      floorLevelField,
      usageField,
      loadCaseField,
      gLoadField,
      continuityField,
      floorSpanField,
      systemsField,
      entrevousField,
      acousticField,
      commentField,
      hiddenField,
    ],
  },
};

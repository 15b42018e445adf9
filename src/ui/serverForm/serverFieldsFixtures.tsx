/**
 * Definitions shaped like the ones the floor and carbon servers send, and a small Formik form
 * around ServerFields, for the stories and the tests.
 */
import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import type { Comparator, FieldDefinition } from '@/api/formDefinitionTypes';
import { FLOOR_COMPARATORS, initialValuesOf, type FormValues } from '@/domain/serverForm';
import { ServerFields, type ServerFieldsProps } from './ServerFields';

/** As the floor's form gives it: relative to the API (the mock backend serves the drawing). */
export const TOOLTIP_IMAGE = '/media/plancher/aide/continuite.svg';

export const zipCodeField: FieldDefinition = {
  name: 'zipCode',
  type: 'text',
  label: 'Code postal du chantier',
  required: true,
  help: 'Exactement 5 chiffres.',
  attr: { pattern: '[0-9]', placeholder: 'Ex. : 69003' },
};

export const gLoadField: FieldDefinition = {
  name: 'gLoad',
  type: 'number',
  label: 'Charges permanentes (hors poids propre)',
  required: true,
  unit: 'daN/m²',
  attr: { min: 0, max: 1000, pattern: '[0-9]', placeholder: '150' },
};

export const continuityField: FieldDefinition = {
  name: 'continuity',
  type: 'radio',
  label: 'Le plancher est-il continu sur un appui intermédiaire ?',
  required: true,
  choices: { Oui: 'true', Non: 'false' },
  defaultValue: 'false',
  tooltip: [
    {
      title: 'Continuité',
      content:
        'Un plancher continu franchit deux travées en reposant sur un mur ou une poutre intermédiaire.',
      image: TOOLTIP_IMAGE,
    },
  ],
  children: [
    {
      name: 'continuityWidth',
      type: 'number',
      label: 'Largeur de l’appui intermédiaire',
      required: true,
      unit: 'cm',
      attr: { min: 20, max: 120, pattern: '[0-9]', placeholder: '20' },
      conditions: [{ field: 'continuity', comparator: '==', value: 'true' }],
      disabledValue: '',
    },
  ],
};

export const floorSpanField: FieldDefinition = {
  name: 'floorSpan',
  type: 'number',
  label: 'Portée du plancher',
  required: true,
  unit: 'm',
  attr: { pattern: '[0-9.,]', placeholder: '5,20' },
  conditions: [{ field: 'continuity', comparator: '!=', value: 'true' }],
  disabledValue: '',
};

export const systemsField: FieldDefinition = {
  name: 'systems',
  type: 'checkbox',
  label: 'Systèmes de plancher envisagés',
  required: true,
  choices: {
    'Tous les systèmes': 'tous',
    'Poutrelles et entrevous': 'poutrelles-entrevous',
    Prédalles: 'predalles',
  },
  defaultValue: ['tous'],
  disabledValue: 'tous',
};

export const loadCaseField: FieldDefinition = {
  name: 'loadCase',
  type: 'radio',
  label: 'Cas de charge',
  required: true,
  groupedChoices: {
    Habitation: { 'Chape flottante': 'hab-chape', 'Carrelage collé': 'hab-carrelage' },
    Bureaux: { 'Bureaux paysagers': 'bur-paysager' },
  },
};

export const entrevousField: FieldDefinition = {
  name: 'entrevous',
  type: 'select',
  label: 'Matériau des entrevous',
  groupedChoices: {
    'Sans préférence': { Indifférent: 'indifferent' },
    Isolants: { 'Polystyrène (PSE)': 'pse' },
    Porteurs: { Béton: 'beton', Bois: 'bois' },
  },
  defaultValue: 'indifferent',
  help: 'Les entrevous proposés dépendent de vos réponses.',
};

export const floorLevelField: FieldDefinition = {
  name: 'floorLevel',
  type: 'select',
  label: 'Niveau du plancher',
  required: true,
  choices: { 'Rez-de-chaussée': 'rdc', Étage: 'etage' },
  attr: { placeholder: 'Choisissez un niveau' },
};

export const acousticField: FieldDefinition = {
  name: 'acousticComfort',
  type: 'fakeCheckbox',
  label: 'Confort acoustique renforcé entre logements',
  help: 'Retient les planchers d’au moins 300 kg/m² (loi de masse).',
  defaultValue: 'false',
  disabledValue: 'false',
};

export const commentField: FieldDefinition = {
  name: 'comment',
  type: 'textarea',
  label: 'Remarques',
  attr: { placeholder: 'Précisions sur le chantier' },
};

export const hiddenField: FieldDefinition = {
  name: 'calculationStandard',
  type: 'hidden',
  label: 'Norme de calcul',
  forcedValue: 'eurocodes',
};

export const usageField: FieldDefinition = {
  name: 'usage',
  type: 'radio',
  label: 'Destination des locaux',
  required: true,
  choices: { Habitation: 'habitation', Bureaux: 'bureaux', Parking: 'parking' },
  defaultValue: 'habitation',
};

export const positionField: FieldDefinition = {
  name: 'floorPosition',
  type: 'radio',
  label: 'Position du plancher',
  required: true,
  choices: { 'Vide sanitaire': 'vide-sanitaire', Intermédiaire: 'intermediaire' },
  defaultValue: 'intermediaire',
};

/** Shown when both hold (AND): an intermediate floor and housing. */
export const andField: FieldDefinition = {
  name: 'andField',
  type: 'text',
  label: 'Visible si plancher intermédiaire ET habitation',
  conditionsRelation: 'AND',
  conditions: [
    { field: 'floorPosition', comparator: '==', value: 'intermediaire' },
    { field: 'usage', comparator: 'IN', value: ['habitation'] },
  ],
  disabledValue: '',
};

/** Shown when one holds (OR): a crawl space or a car park. */
export const orField: FieldDefinition = {
  name: 'orField',
  type: 'text',
  label: 'Visible si vide sanitaire OU parking',
  conditionsRelation: 'OR',
  conditions: [
    { field: 'floorPosition', comparator: '==', value: 'vide-sanitaire' },
    { field: 'usage', comparator: '==', value: 'parking' },
  ],
  disabledValue: '',
};

/** Shown unless the usage is a shop or a car park (NOT IN). */
export const notInField: FieldDefinition = {
  name: 'notInField',
  type: 'text',
  label: 'Visible sauf commerce ou parking',
  conditions: [{ field: 'usage', comparator: 'NOT IN', value: ['commerce', 'parking'] }],
  disabledValue: '',
};

export const seismicZoneField: FieldDefinition = {
  name: 'seismicZone',
  type: 'radio',
  label: 'Zone de sismicité',
  required: true,
  choices: { 'Zone 1 (très faible)': '1', 'Zone 2 (faible)': '2', 'Zone 3 (modérée)': '3' },
  forcedValue: '3',
  disabled: true,
  help: 'Déduite du département du code postal.',
};

export const seismicChainingField: FieldDefinition = {
  name: 'seismicChaining',
  type: 'radio',
  label: 'Chaînages parasismiques',
  required: true,
  choices: { Renforcés: 'renforces', Courants: 'courants' },
  conditions: [{ field: 'seismicZone', comparator: '>=', value: 3 }],
  defaultValue: 'renforces',
};

export interface ServerFieldsDemoProps extends Partial<Omit<ServerFieldsProps, 'fields'>> {
  fields: FieldDefinition[];
  comparators?: readonly Comparator[];
  initialValues?: FormValues;
  /** Formik's own validation (e.g. a yup schema built from the definitions). */
  validate?: (values: FormValues) => Record<string, string>;
  footer?: ReactNode;
}

/** A Formik form around ServerFields, as the floor and carbon screens use it. */
export function ServerFieldsDemo({
  fields,
  comparators = FLOOR_COMPARATORS,
  initialValues,
  validate,
  footer,
  ...props
}: ServerFieldsDemoProps) {
  return (
    <Formik<FormValues>
      initialValues={{ ...initialValuesOf(fields), ...initialValues }}
      validate={validate}
      onSubmit={() => undefined}
    >
      <Form noValidate aria-label="Formulaire de démonstration">
        <Stack gap="6" maxW="2xl" p="4">
          <ServerFields fields={fields} comparators={comparators} {...props} />
          {footer ?? <Button type="submit">Continuer</Button>}
        </Stack>
      </Form>
    </Formik>
  );
}

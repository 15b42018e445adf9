/**
 * Step 2 of the carbon simulator's form (spec 002 §4.2, §5.2): the system, then the fields of the
 * chosen system, built one by one from the values resolved before (./simulatorForm.ts resolves
 * them in this order).
 */
import type { Answers } from '../../forms/conditions';
import {
  BEAM_AND_BLOCK,
  CEMENT_DOSAGE,
  CEMENT_TYPES,
  CUSTOM_CEMENT,
  CUSTOM_FAVORITE,
  FAVORITES,
  favoriteOf,
  FLOOR_LEVELS,
  MIN_SPAN,
  maxSpanOf,
  NETWORK_PASSAGES,
  NO_NETWORK,
  SEISMIC_CHAININGS,
  SEISMIC_ZONE_LABELS,
  SLAG_SHARE,
  THICKNESSES,
  thicknessOf,
  type FloorLevel,
  type SystemType,
} from './catalogue';
import { departmentOf } from './departments';
import { joistInfillOptions } from './entrevous';
import { formatNumber } from './format';
import { choicesOf, MESSAGES, parseNumber, type FieldRule } from './simulatorFieldRules';

const YES_NO = { Oui: 'oui', Non: 'non' };

/** The fields of step 2 after systemType, built one by one from the values resolved before. */
export function systemRules(system: SystemType): Array<(values: Answers) => FieldRule> {
  const favorite = (values: Answers) => favoriteOf(system, values.favorites);
  const spanOf = (values: Answers) => parseNumber(values.span);
  const maxSpan = maxSpanOf(system);
  const notFor = (systems: SystemType[]) => ({
    field: 'systemType',
    comparator: 'NOT IN' as const,
    value: systems,
  });

  return [
    () => ({
      definition: {
        name: 'favorites',
        type: 'radio',
        label: 'Configuration de départ',
        required: true,
        help: 'Une configuration courante pré-remplit les champs suivants ; vous pouvez ensuite les ajuster.',
        choices: {
          ...choicesOf(FAVORITES[system]),
          [CUSTOM_FAVORITE.label]: CUSTOM_FAVORITE.value,
        },
      },
    }),
    (values) => ({
      definition: {
        name: 'floorLevel',
        type: 'radio',
        label: 'Position du plancher',
        required: true,
        choices: { ...FLOOR_LEVELS },
        defaultValue: favorite(values)?.floorLevel ?? 'intermediaire',
      },
    }),
    (values) => ({
      definition: {
        name: 'span',
        type: 'number',
        label: 'Portée entre appuis',
        required: true,
        unit: 'm',
        help: 'Distance libre entre les murs ou poutres qui portent le plancher.',
        attr: { min: MIN_SPAN, max: maxSpan, placeholder: 'Ex. : 4,80' },
        ...(favorite(values) ? { defaultValue: favorite(values)!.span } : {}),
      },
      range: MESSAGES.span(MIN_SPAN, formatNumber(maxSpan)),
    }),
    (values) => {
      const span = spanOf(values);
      const allowed = THICKNESSES[system].filter(
        (thickness) => span === undefined || thickness.maxSpan >= span,
      );
      const preferred = favorite(values)?.thickness;
      const defaultValue = allowed.some((thickness) => thickness.value === preferred)
        ? preferred
        : allowed[0]?.value;
      return {
        definition: {
          name: 'thickness',
          type: 'radio',
          label: 'Épaisseur du plancher',
          required: true,
          unit: 'cm',
          help: 'Seules les épaisseurs compatibles avec la portée sont proposées.',
          choices: choicesOf(allowed),
          ...(allowed.length === 1 ? { forcedValue: allowed[0]!.value } : {}),
          ...(defaultValue ? { defaultValue } : {}),
        },
        // A thickness of the system that the span rules out.
        invalidChoice: (value) =>
          thicknessOf(system, value) && span !== undefined
            ? MESSAGES.thicknessForSpan(formatNumber(span))
            : MESSAGES.invalidChoice,
      };
    },
    (values) => {
      const options = joistInfillOptions(
        system,
        values.thickness,
        values.floorLevel as FloorLevel | undefined,
      );
      const preferred = favorite(values)?.entrevous;
      const defaultValue = options.some((option) => option.value === preferred)
        ? preferred
        : options[0]?.value;
      return {
        definition: {
          name: 'entrevous',
          type: 'radio',
          label: 'Entrevous',
          required: true,
          help: 'Les entrevous isolants sont réservés aux planchers bas sur vide sanitaire.',
          choices: choicesOf(options),
          conditions: [{ field: 'systemType', comparator: '==', value: [...BEAM_AND_BLOCK] }],
          ...(defaultValue ? { defaultValue } : {}),
        },
        invalidChoice: MESSAGES.infill,
      };
    },
    (values) => ({
      definition: {
        name: 'cementType',
        type: 'radio',
        label: 'Ciment du béton coulé en place',
        required: true,
        tooltip: [
          {
            title: 'Type de ciment',
            content:
              'Le clinker du ciment Portland pèse le plus lourd dans l’empreinte du béton ; les ciments au laitier de haut fourneau en contiennent moins.',
          },
        ],
        choices: choicesOf(CEMENT_TYPES),
        conditions: [{ field: 'systemType', comparator: '!=', value: 'plancher-bois' }],
        defaultValue: favorite(values)?.cementType ?? 'cem2',
        disabledValue: null,
      },
      children: [
        {
          definition: {
            name: 'cementDosage',
            type: 'number',
            label: 'Dosage en ciment',
            required: true,
            unit: 'kg/m³',
            attr: { min: CEMENT_DOSAGE.min, max: CEMENT_DOSAGE.max, placeholder: '300' },
            conditions: [{ field: 'cementType', comparator: '==', value: CUSTOM_CEMENT }],
          },
          range: MESSAGES.cementDosage,
        },
        {
          definition: {
            name: 'slagShare',
            type: 'number',
            label: 'Part de laitier dans le liant',
            required: true,
            unit: '%',
            attr: { min: SLAG_SHARE.min, max: SLAG_SHARE.max, placeholder: '50' },
            conditions: [{ field: 'cementType', comparator: '==', value: CUSTOM_CEMENT }],
          },
          range: MESSAGES.slagShare,
        },
      ],
    }),
    () => ({
      definition: {
        name: 'networkPassages',
        type: 'checkbox',
        label: 'Passages de réseaux dans le plancher',
        required: true,
        choices: choicesOf(NETWORK_PASSAGES),
        defaultValue: [NO_NETWORK],
        disabledValue: NO_NETWORK,
      },
    }),
    () => ({
      definition: {
        name: 'thermalBreak',
        type: 'radio',
        label: 'Rupteurs de ponts thermiques en rive',
        help: 'Facultatif : cliquez à nouveau sur votre choix pour l’annuler.',
        choices: { 'Avec rupteurs thermiques': 'avec', 'Sans rupteur': 'sans' },
        conditions: [
          { field: 'floorLevel', comparator: 'NOT IN', value: ['haut'] },
          notFor(['plancher-bois']),
        ],
      },
    }),
    (values) => ({
      definition: {
        name: 'complementaryInsulation',
        type: 'number',
        label: 'Isolant complémentaire en sous-face',
        required: true,
        unit: 'cm',
        attr: { min: 0, max: 20, placeholder: '10' },
        conditions: [
          { field: 'floorLevel', comparator: '==', value: 'vide-sanitaire' },
          { field: 'systemType', comparator: '!=', value: 'poutrelles-entrevous-pse' },
        ],
        defaultValue: favorite(values)?.complementaryInsulation ?? 10,
      },
      range: MESSAGES.insulation,
      integer: true,
    }),
    () => ({
      definition: {
        name: 'acousticUnderlay',
        type: 'radio',
        label: 'Sous-couche acoustique sous chape',
        required: true,
        help: 'Conseillée entre deux logements quand le plancher fait moins de 22 cm.',
        choices: YES_NO,
        conditions: [
          { field: 'floorLevel', comparator: '==', value: 'intermediaire' },
          { field: 'thickness', comparator: '<', value: 22 },
        ],
        defaultValue: 'oui',
      },
    }),
    () => ({
      definition: {
        name: 'selfSupporting',
        type: 'radio',
        label: 'Pose sans étai (éléments autoportants)',
        required: true,
        choices: YES_NO,
        conditions: [
          { field: 'span', comparator: '<=', value: 4.5 },
          notFor(['dalle-pleine', 'plancher-bois']),
        ],
        defaultValue: 'oui',
      },
    }),
    (values) => {
      const span = spanOf(values) ?? 0;
      return {
        definition: {
          name: 'propping',
          type: 'radio',
          label: 'Étaiement en phase chantier',
          required: true,
          help: 'Au-delà de 6,50 m de portée, deux files d’étais sont obligatoires.',
          choices: { 'Une file d’étais': '1', 'Deux files d’étais': '2' },
          conditions: [
            { field: 'span', comparator: '>', value: 4.5 },
            notFor(['dalle-pleine', 'plancher-bois']),
          ],
          defaultValue: span > 6 ? '2' : '1',
          ...(span > 6.5 ? { forcedValue: '2' } : {}),
        },
      };
    },
    (values) => {
      const zone = departmentOf(values.zipCode)?.seismicZone;
      return {
        definition: {
          name: 'seismicZone',
          type: 'radio',
          label: 'Zone de sismicité',
          required: true,
          help: 'Déduite du département du code postal.',
          choices: Object.fromEntries(
            Object.entries(SEISMIC_ZONE_LABELS).map(([value, label]) => [label, value]),
          ),
          ...(zone ? { forcedValue: String(zone), disabled: true } : {}),
        },
      };
    },
    () => ({
      definition: {
        name: 'seismicChaining',
        type: 'radio',
        label: 'Chaînages parasismiques',
        required: true,
        help: 'En zone 3 et au-delà, les chaînages du plancher sont renforcés (Eurocode 8).',
        choices: { ...SEISMIC_CHAININGS },
        conditions: [{ field: 'seismicZone', comparator: '>=', value: 3 }],
        defaultValue: 'renforces',
      },
    }),
  ];
}

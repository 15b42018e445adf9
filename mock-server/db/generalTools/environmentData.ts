/**
 * The tables of the environmental data of the general site: the system question, the questions of
 * each system with their answers, and the FDES sheets (environmental product declarations) that
 * the products cite. Read by environmentQuestions.ts and environmentProducts.ts.
 */
import type { EnvDataType, Fdes } from './environmentTypes';

export const SYSTEM_FILTER_ID = 7000;
export const SYSTEM_QUESTION = 'Quel est votre système constructif ?';

/** The systems: the answer of the first question, the name of the system and its data type. */
export const SYSTEMS: Record<EnvDataType, { valueId: number; label: string; value: string }> = {
  pou: { valueId: 70001, label: 'Poutrelles', value: 'Plancher poutrelles hourdis' },
  pre: { valueId: 70002, label: 'Prédalles', value: 'Prédalles et thermoprédalles' },
  mur: { valueId: 70003, label: 'Prémur', value: 'Prémur' },
};

export interface QuestionSpec {
  id: number;
  column: string;
  /** The short label of the criterion. */
  name: string;
  /** The question asked. */
  question: string;
  hint?: string;
  answers: string[];
}

/** The questions of each system, in the order they are asked. Value ids follow the answers' order. */
export const QUESTIONS: Record<EnvDataType, QuestionSpec[]> = {
  pou: [
    {
      id: 7101,
      column: 'type_poutrelle',
      name: 'Type de poutrelle',
      question: 'Quel type de poutrelle est posé ?',
      answers: ['Poutrelle précontrainte', 'Poutrelle treillis'],
    },
    {
      id: 7102,
      column: 'type_entrevous',
      name: "Type d'entrevous",
      question: "Quel type d'entrevous (hourdis) est utilisé ?",
      answers: ['Entrevous béton', 'Entrevous polystyrène (PSE)', 'Entrevous bois'],
    },
    {
      id: 7103,
      column: 'montage_plancher',
      name: "Hauteur d'entrevous et dalle de compression",
      question: 'Quelle est la hauteur du plancher ?',
      hint: "hauteur d'entrevous + dalle de compression en cm",
      answers: ['12 + 4', '16 + 4', '20 + 4', '20 + 5', '25 + 5'],
    },
    {
      id: 7104,
      column: 'entraxe',
      name: 'Entraxe des poutrelles',
      question: "Quel est l'entraxe des poutrelles ?",
      answers: ['60 cm', '63 cm'],
    },
    {
      id: 7105,
      column: 'classe_beton',
      name: 'Classe de béton',
      question: 'Quelle classe de béton est coulée sur le chantier ?',
      answers: ['C25/30', 'C30/37'],
    },
  ],
  pre: [
    {
      id: 7201,
      column: 'type_predalle',
      name: 'Type de prédalle',
      question: 'Quel type de prédalle est posé ?',
      answers: [
        'Prédalle en béton armé',
        'Prédalle précontrainte',
        'Thermoprédalle (isolant intégré en sous-face)',
      ],
    },
    {
      id: 7202,
      column: 'montage_predalle',
      name: 'Montage prédalles',
      question: 'Quel est le montage des prédalles ?',
      hint: 'épaisseur prédalle + table de compression en cm',
      answers: ['4 + 12', '4 + 16', '5 + 15', '5 + 20'],
    },
    {
      id: 7203,
      column: 'portee',
      name: 'Portée entre appuis',
      question: 'Quelle est la portée entre appuis ?',
      answers: ["Jusqu'à 5 m", 'De 5 à 7 m', 'Plus de 7 m'],
    },
    {
      id: 7204,
      column: 'classe_beton',
      name: 'Classe de béton',
      question: 'Quelle classe de béton est coulée sur le chantier ?',
      answers: ['C25/30', 'C30/37'],
    },
  ],
  mur: [
    {
      id: 7301,
      column: 'type_premur',
      name: 'Type de prémur',
      question: 'Quel type de prémur est posé ?',
      answers: ['Prémur standard', 'Prémur isolé (isolant intégré au noyau)'],
    },
    {
      id: 7302,
      column: 'montage_premur',
      name: 'Montage prémur',
      question: 'Quel est le montage du prémur ?',
      hint: 'épaisseur peau 1 + noyau + épaisseur peau 2 en cm',
      answers: ['5 + 10 + 5', '5 + 12 + 5', '6 + 13 + 6', '6 + 15 + 6', '7 + 16 + 7', '7 + 18 + 7'],
    },
    {
      id: 7303,
      column: 'hauteur_mur',
      name: 'Hauteur du mur',
      question: 'Quelle est la hauteur du mur ?',
      answers: ["Jusqu'à 3 m", 'De 3 à 6 m'],
    },
    {
      id: 7304,
      column: 'classe_beton',
      name: 'Classe de béton',
      question: 'Quelle classe de béton est coulée sur le chantier ?',
      answers: ['C25/30', 'C30/37'],
    },
  ],
};

/** The first value id of each system's answers: 71001, 72001, 73001. */
export const VALUE_BASE: Record<EnvDataType, number> = { pou: 71001, pre: 72001, mur: 73001 };

export const FDES = {
  precontrainte: {
    number: '18-512:2023',
    title: 'Poutrelle précontrainte en béton pour plancher à poutrelles et entrevous',
  },
  treillis: { number: '18-527:2023', title: 'Poutrelle à treillis en béton armé' },
  entrevousBeton: {
    number: '17-204:2022',
    title: 'Entrevous en béton de granulats courants pour planchers à poutrelles',
  },
  entrevousPse: {
    number: '19-318:2024',
    title: 'Entrevous en polystyrène expansé (PSE) moulé, avec languette de coffrage',
  },
  entrevousBois: {
    number: '21-066:2024',
    title: 'Entrevous en bois massif pour plancher à poutrelles',
  },
  treillisSoude: { number: '16-731:2022', title: 'Treillis soudé en acier pour béton armé' },
  armatures: {
    number: '16-745:2023',
    title: 'Armatures en acier pour béton armé (barres et chapeaux façonnés)',
  },
  c2530: {
    number: '20-144:2023',
    title: 'Béton prêt à l’emploi C25/30 XC1 – dalles et voiles courants',
  },
  c3037: {
    number: '20-151:2023',
    title: 'Béton prêt à l’emploi C30/37 XC4 – ouvrages exposés',
  },
  predalleBa: { number: '17-433:2023', title: 'Prédalle en béton armé pour plancher' },
  predallePrecontrainte: {
    number: '17-448:2023',
    title: 'Prédalle précontrainte en béton pour plancher de grande portée',
  },
  thermopredalle: {
    number: '22-091:2024',
    title: 'Thermoprédalle : prédalle béton avec isolant polystyrène intégré en sous-face',
  },
  premur: { number: '19-226:2023', title: 'Mur à coffrage intégré (prémur) en béton armé' },
  premurIsole: {
    number: '22-117:2024',
    title: 'Mur à coffrage et isolation intégrés (prémur isolé) en béton armé',
  },
  raidisseur: {
    number: '16-759:2022',
    title: 'Raidisseurs et connecteurs métalliques pour murs à coffrage intégré',
  },
} satisfies Record<string, Fdes>;

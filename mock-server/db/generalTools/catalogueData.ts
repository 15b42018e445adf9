/**
 * The definitions of the thermal-break catalogue: the questionnaire filters (import columns 1 to
 * 8), the refine filters of the "Configurateur" (import columns 9 to 16), and the rupteurs with the
 * questionnaire answers each one suits. The PSI values are generated from these in catalogueSeed.ts.
 *
 * Ids: filters 21 to 36; the values of filter F are F * 10 + 1, F * 10 + 2, …; rupteurs 501 to 514
 * (their manufacturer references, `uuid`, are '1' to '14'); PSI values from 10001.
 */

export const MANUFACTURER_SITE = 'https://www.rupteo.fr';

export interface FilterDefinition {
  id: number;
  name: string;
  question: string;
  column: string;
  importColumn: number;
  /** The media id of the question's background picture. */
  background: string | null;
  values: string[];
}

/** The questionnaire of the thermal-break finder, in the order it is asked. */
export const QUESTIONNAIRE_FILTERS: FilterDefinition[] = [
  {
    id: 21,
    name: 'Type de bâtiment',
    question: 'Quel est le type de bâtiment ?',
    column: 'type_batiment',
    importColumn: 1,
    background: 'fond-type-batiment',
    values: [
      'Maison individuelle',
      'Logement collectif',
      'Bâtiment tertiaire (bureaux, commerces)',
      'Établissement recevant du public (ERP)',
    ],
  },
  {
    id: 22,
    name: 'Type de plancher',
    question: 'Quel plancher voulez-vous traiter ?',
    column: 'type_plancher',
    importColumn: 2,
    background: 'fond-type-plancher',
    values: [
      'Plancher bas sur vide sanitaire',
      'Plancher bas en haut de sous-sol',
      'Plancher intermédiaire',
      'Plancher haut sous toiture-terrasse',
    ],
  },
  {
    id: 23,
    name: 'Système de plancher',
    question: 'Quel est le système constructif du plancher ?',
    column: 'systeme_plancher',
    importColumn: 3,
    background: 'fond-systeme-plancher',
    values: ['Poutrelles et entrevous', 'Prédalles', 'Dalle pleine coulée en place'],
  },
  {
    id: 24,
    name: 'Type de liaison',
    question: 'Quelle liaison voulez-vous traiter ?',
    column: 'type_liaison',
    importColumn: 4,
    background: 'fond-type-liaison',
    values: [
      'Plancher / mur de façade',
      'Plancher / mur de refend',
      'Plancher / balcon en porte-à-faux',
    ],
  },
  {
    id: 25,
    name: 'Type de mur',
    question: 'En quoi est construit le mur porteur ?',
    column: 'type_mur',
    importColumn: 5,
    background: 'fond-type-mur',
    values: ['Béton banché', 'Blocs béton (parpaings)', 'Brique terre cuite', 'Béton cellulaire'],
  },
  {
    id: 26,
    name: "Position de l'isolation",
    question: "Où est placée l'isolation des murs ?",
    column: 'position_isolation',
    importColumn: 6,
    background: 'fond-position-isolation',
    values: [
      "Isolation thermique par l'intérieur (ITI)",
      "Isolation thermique par l'extérieur (ITE)",
      'Isolation répartie (mur à isolation intégrée)',
    ],
  },
  {
    id: 27,
    name: 'Épaisseur du plancher',
    question: "Quelle est l'épaisseur totale du plancher ?",
    column: 'epaisseur_plancher',
    importColumn: 7,
    background: 'fond-epaisseur-plancher',
    values: ['16 à 20 cm', '21 à 25 cm', '26 à 30 cm'],
  },
  {
    id: 28,
    name: 'Résistance au feu',
    question: 'Quelle résistance au feu est exigée pour le plancher ?',
    column: 'resistance_feu',
    importColumn: 8,
    background: 'fond-resistance-feu',
    values: ['REI 30', 'REI 60', 'REI 120'],
  },
];

/** The refine filters of the "Configurateur". Columns 13, 14 and 16 are conditional (spec §2.1). */
export const REFINE_FILTERS: FilterDefinition[] = [
  {
    id: 29,
    name: "Épaisseur de l'isolant",
    question: "Quelle est l'épaisseur de l'isolant des murs ?",
    column: 'epaisseur_isolant',
    importColumn: 9,
    background: null,
    values: ['80 mm', '100 mm', '120 mm', '160 mm', '200 mm'],
  },
  {
    id: 30,
    name: "Type d'isolant",
    question: 'Quel isolant est posé sur les murs ?',
    column: 'type_isolant',
    importColumn: 10,
    background: null,
    values: ['Polystyrène expansé (PSE)', 'Laine minérale', 'Polyuréthane (PU)'],
  },
  {
    id: 31,
    name: 'Longueur du porte-à-faux',
    question: 'Quelle est la longueur du balcon en porte-à-faux ?',
    column: 'longueur_porte_a_faux',
    importColumn: 11,
    background: null,
    values: ['1,20 m', '1,50 m', '2,00 m'],
  },
  {
    id: 32,
    name: 'Charge du balcon',
    question: 'Quelle charge le balcon doit-il reprendre ?',
    column: 'charge_balcon',
    importColumn: 12,
    background: null,
    values: ["Standard (jusqu'à 5 kN/m)", "Renforcée (jusqu'à 10 kN/m)"],
  },
  {
    id: 33,
    name: 'Isolation du plancher bas',
    question: 'Comment le plancher bas est-il isolé ?',
    column: 'isolation_plancher_bas',
    importColumn: 13,
    background: null,
    values: ['Entrevous isolants en PSE', 'Isolant sous chape', 'Isolant en sous-face'],
  },
  {
    id: 34,
    name: 'Résistance thermique du plancher bas',
    question: "Quelle est la résistance thermique de l'isolant du plancher bas ?",
    column: 'resistance_plancher_bas',
    importColumn: 14,
    background: null,
    values: ['R = 3 m².K/W', 'R = 4,5 m².K/W', 'R = 6 m².K/W'],
  },
  {
    id: 35,
    name: 'Épaisseur du mur',
    question: "Quelle est l'épaisseur du mur à isolation répartie ?",
    column: 'epaisseur_mur',
    importColumn: 15,
    background: null,
    values: ['30 cm', '37,5 cm', '42,5 cm'],
  },
  {
    id: 36,
    name: 'Largeur du rupteur intégré',
    question: 'Quelle largeur de rupteur intégré à la prédalle ?',
    column: 'largeur_rupteur',
    importColumn: 16,
    background: null,
    values: ['80 mm', '100 mm', '120 mm'],
  },
];

/** Filter ids by role, for the rules below and the PSI generation. */
export const F = {
  building: 21,
  floor: 22,
  system: 23,
  junction: 24,
  wall: 25,
  insulation: 26,
  thickness: 27,
  fire: 28,
  insulationThickness: 29,
  insulationType: 30,
  overhang: 31,
  balconyLoad: 32,
  lowFloorInsulation: 33,
  lowFloorResistance: 34,
  wallThickness: 35,
  integratedWidth: 36,
} as const;

/** The id of the n-th value (1-based) of a filter. */
export const v = (filterId: number, n: number): number => filterId * 10 + n;

/** Named values used by the rules. */
export const V = {
  house: v(F.building, 1),
  flats: v(F.building, 2),
  offices: v(F.building, 3),
  publicBuilding: v(F.building, 4),
  sanitaryVoid: v(F.floor, 1),
  overBasement: v(F.floor, 2),
  intermediate: v(F.floor, 3),
  roofTerrace: v(F.floor, 4),
  beams: v(F.system, 1),
  preSlabs: v(F.system, 2),
  solidSlab: v(F.system, 3),
  facade: v(F.junction, 1),
  innerWall: v(F.junction, 2),
  balcony: v(F.junction, 3),
  concrete: v(F.wall, 1),
  blocks: v(F.wall, 2),
  brick: v(F.wall, 3),
  aerated: v(F.wall, 4),
  iti: v(F.insulation, 1),
  ite: v(F.insulation, 2),
  distributed: v(F.insulation, 3),
  thin: v(F.thickness, 1),
  medium: v(F.thickness, 2),
  thick: v(F.thickness, 3),
  rei30: v(F.fire, 1),
  rei60: v(F.fire, 2),
  rei120: v(F.fire, 3),
} as const;

/** How far a product treats the thermal bridge: it sets the magnitude of its PSI values. */
export type Treatment = 'full' | 'partial';

export interface RupteurDefinition {
  id: number;
  uuid: string;
  name: string;
  visual: string;
  slug: string;
  treatment: Treatment;
  /** The psi of the product's reference junction (about, concrete wall, 100 mm), W/m.K. */
  basePsi: number;
  /** Questionnaire answers the product suits, by filter id; a filter not listed takes them all. */
  suits: Partial<Record<number, number[]>>;
  /** Refine filters of the product, with the values it is measured for (all when empty). */
  refine: Partial<Record<number, number[]>>;
  certification1: string | null;
  certification2: string | null;
  /** Reference building sites where the product was installed (slugs of the manufacturer's site). */
  references: string[];
}

const ITI_THICKNESS = [
  v(F.insulationThickness, 1),
  v(F.insulationThickness, 2),
  v(F.insulationThickness, 3),
];
const ITE_THICKNESS = [
  v(F.insulationThickness, 3),
  v(F.insulationThickness, 4),
  v(F.insulationThickness, 5),
];
const PSE_OR_WOOL = [v(F.insulationType, 1), v(F.insulationType, 2)];
const ALL_BUT_ROOF = [V.sanitaryVoid, V.overBasement, V.intermediate];

export const RUPTEURS: RupteurDefinition[] = [
  {
    id: 501,
    uuid: '1',
    name: 'ThermoPrédalle TPR à rupteur intégré',
    visual: 'rupteur-thermopredalle-tpr',
    slug: 'thermopredalle-tpr',
    treatment: 'full',
    basePsi: 0.17,
    suits: {
      [F.system]: [V.preSlabs],
      [F.junction]: [V.facade, V.innerWall],
      [F.wall]: [V.concrete, V.blocks],
      [F.insulation]: [V.iti],
      [F.fire]: [V.rei30, V.rei60],
    },
    refine: { [F.insulationThickness]: ITI_THICKNESS, [F.insulationType]: PSE_OR_WOOL },
    certification1: 'Avis_Technique_3.3-21-1045_ThermoPredalle_TPR.pdf',
    certification2: `${MANUFACTURER_SITE}/documents/certificat-acermi-tpr.pdf`,
    references: [
      'residence-les-terrasses-du-parc-villeurbanne',
      'groupe-scolaire-jules-ferry-angers',
    ],
  },
  {
    id: 502,
    uuid: '2',
    name: 'ThermoPrédalle TPR Coupe-feu REI 120',
    visual: 'rupteur-thermopredalle-tpr-cf',
    slug: 'thermopredalle-tpr-coupe-feu',
    treatment: 'full',
    basePsi: 0.2,
    suits: {
      [F.system]: [V.preSlabs],
      [F.junction]: [V.facade, V.innerWall],
      [F.wall]: [V.concrete, V.blocks],
      [F.insulation]: [V.iti],
      [F.fire]: [V.rei120],
    },
    refine: { [F.insulationThickness]: ITI_THICKNESS },
    certification1: 'PV_Feu_EFR-22-004213_REI120.pdf',
    certification2: 'Avis_Technique_3.3-21-1045_ThermoPredalle_TPR.pdf',
    references: ['ehpad-les-glycines-limoges', 'college-simone-veil-rennes'],
  },
  {
    id: 503,
    uuid: '3',
    name: 'Rupteur Poutrelle RP ITI',
    visual: 'rupteur-poutrelle-rp-iti',
    slug: 'rupteur-poutrelle-rp-iti',
    treatment: 'full',
    basePsi: 0.21,
    suits: {
      [F.system]: [V.beams],
      [F.junction]: [V.facade],
      [F.insulation]: [V.iti],
      [F.thickness]: [V.thin, V.medium],
      [F.fire]: [V.rei30, V.rei60],
    },
    refine: { [F.insulationThickness]: ITI_THICKNESS },
    certification1: 'DTA_3.3-19-987_RP.pdf',
    certification2: null,
    references: ['maison-individuelle-saint-herblain', 'lotissement-le-clos-des-vignes-macon'],
  },
  {
    id: 504,
    uuid: '4',
    name: 'Rupteur Poutrelle RP ITI Coupe-feu REI 120',
    visual: 'rupteur-poutrelle-rp-iti-cf',
    slug: 'rupteur-poutrelle-rp-iti-coupe-feu',
    treatment: 'full',
    basePsi: 0.24,
    suits: {
      [F.system]: [V.beams],
      [F.junction]: [V.facade],
      [F.insulation]: [V.iti],
      [F.fire]: [V.rei120],
    },
    refine: { [F.insulationThickness]: ITI_THICKNESS },
    certification1: 'Proces-verbal_resistance_au_feu_RP-CF_REI120.pdf',
    certification2: 'DTA_3.3-19-987_RP.pdf',
    references: ['immeuble-de-bureaux-euronantes', 'residence-etudiante-les-capucins-brest'],
  },
  {
    id: 505,
    uuid: '5',
    name: 'Rupteur Poutrelle RP ITI grande hauteur',
    visual: 'rupteur-poutrelle-rp-iti-gh',
    slug: 'rupteur-poutrelle-rp-iti-grande-hauteur',
    treatment: 'full',
    basePsi: 0.23,
    suits: {
      [F.building]: [V.flats, V.offices, V.publicBuilding],
      [F.system]: [V.beams],
      [F.junction]: [V.facade],
      [F.insulation]: [V.iti],
      [F.thickness]: [V.thick],
      [F.fire]: [V.rei30, V.rei60],
    },
    refine: { [F.insulationThickness]: ITI_THICKNESS },
    certification1: 'DTA_3.3-19-987_RP.pdf',
    certification2: null,
    references: ['residence-le-belvedere-grenoble'],
  },
  {
    id: 506,
    uuid: '6',
    name: 'Planelle isolante PLI pour ITE',
    visual: 'planelle-pli-ite',
    slug: 'planelle-isolante-pli-ite',
    treatment: 'partial',
    basePsi: 0.46,
    suits: {
      [F.system]: [V.beams, V.preSlabs],
      [F.junction]: [V.facade],
      [F.wall]: [V.concrete, V.blocks, V.brick],
      [F.insulation]: [V.ite],
    },
    refine: { [F.insulationThickness]: ITE_THICKNESS },
    certification1: null,
    certification2: null,
    references: [
      'maison-individuelle-saint-herblain',
      'residence-les-terrasses-du-parc-villeurbanne',
    ],
  },
  {
    id: 507,
    uuid: '7',
    name: 'Rupteur de refend RRF Poutrelles',
    visual: 'rupteur-refend-rrf',
    slug: 'rupteur-refend-rrf-poutrelles',
    treatment: 'full',
    basePsi: 0.15,
    suits: {
      [F.floor]: ALL_BUT_ROOF,
      [F.system]: [V.beams],
      [F.junction]: [V.innerWall],
      [F.wall]: [V.concrete, V.blocks],
    },
    refine: { [F.insulationThickness]: ITI_THICKNESS },
    certification1: 'Avis_Technique_3.3-20-1012_Rupteur_de_refend_RRF.pdf',
    certification2: null,
    references: ['lotissement-le-clos-des-vignes-macon'],
  },
  {
    id: 508,
    uuid: '8',
    name: 'Rupteur Dalle Pleine RDP ITI',
    visual: 'rupteur-dalle-pleine-rdp',
    slug: 'rupteur-dalle-pleine-rdp-iti',
    treatment: 'full',
    basePsi: 0.19,
    suits: {
      [F.system]: [V.solidSlab],
      [F.junction]: [V.facade, V.innerWall],
      [F.wall]: [V.concrete, V.blocks, V.brick],
      [F.insulation]: [V.iti],
      [F.fire]: [V.rei30, V.rei60],
    },
    refine: { [F.insulationThickness]: ITI_THICKNESS },
    certification1: 'ETA-21-0456_RDP.pdf',
    certification2: `${MANUFACTURER_SITE}/documents/dta-rdp-3-3-22-1101.pdf`,
    references: ['immeuble-de-bureaux-euronantes', 'groupe-scolaire-jules-ferry-angers'],
  },
  {
    id: 509,
    uuid: '9',
    name: 'Rupteur Dalle Pleine RDP ITI Coupe-feu REI 120',
    visual: 'rupteur-dalle-pleine-rdp-cf',
    slug: 'rupteur-dalle-pleine-rdp-iti-coupe-feu',
    treatment: 'full',
    basePsi: 0.22,
    suits: {
      [F.system]: [V.solidSlab],
      [F.junction]: [V.facade, V.innerWall],
      [F.wall]: [V.concrete, V.blocks, V.brick],
      [F.insulation]: [V.iti],
      [F.fire]: [V.rei120],
    },
    refine: { [F.insulationThickness]: ITI_THICKNESS },
    certification1: 'ETA-21-0456_RDP.pdf',
    certification2: 'Rapport_essai_feu_CSTB_RS22-118_RDP-CF.pdf',
    references: ['college-simone-veil-rennes', 'ehpad-les-glycines-limoges'],
  },
  {
    id: 510,
    uuid: '10',
    name: 'Rupteur de balcon RBA inox porteur',
    visual: 'rupteur-balcon-rba',
    slug: 'rupteur-balcon-rba',
    treatment: 'full',
    basePsi: 0.24,
    suits: {
      [F.building]: [V.house, V.flats, V.offices],
      [F.floor]: [V.intermediate],
      [F.system]: [V.preSlabs, V.solidSlab],
      [F.junction]: [V.balcony],
      [F.wall]: [V.concrete, V.blocks],
      [F.insulation]: [V.iti, V.ite],
      [F.fire]: [V.rei30, V.rei60],
    },
    refine: { [F.overhang]: [], [F.balconyLoad]: [] },
    certification1: 'ETE-19-0781_RBA_inox.pdf',
    certification2: null,
    references: ['residence-les-terrasses-du-parc-villeurbanne', 'residence-le-belvedere-grenoble'],
  },
  {
    id: 511,
    uuid: '11',
    name: 'Rupteur de balcon RBA inox Coupe-feu R 120',
    visual: 'rupteur-balcon-rba-cf',
    slug: 'rupteur-balcon-rba-coupe-feu',
    treatment: 'full',
    basePsi: 0.28,
    suits: {
      [F.building]: [V.house, V.flats, V.offices],
      [F.floor]: [V.intermediate],
      [F.system]: [V.preSlabs, V.solidSlab],
      [F.junction]: [V.balcony],
      [F.wall]: [V.concrete, V.blocks],
      [F.insulation]: [V.iti, V.ite],
      [F.fire]: [V.rei120],
    },
    refine: { [F.overhang]: [], [F.balconyLoad]: [] },
    certification1: 'ETE-19-0781_RBA_inox.pdf',
    certification2: 'Classement_feu_R120_RBA-CF_EFECTIS.pdf',
    references: ['residence-etudiante-les-capucins-brest'],
  },
  {
    id: 512,
    uuid: '12',
    name: 'Rupteur Monomur RMO',
    visual: 'rupteur-monomur-rmo',
    slug: 'rupteur-monomur-rmo',
    treatment: 'full',
    basePsi: 0.13,
    suits: {
      [F.building]: [V.house, V.flats],
      [F.junction]: [V.facade],
      [F.wall]: [V.brick, V.aerated],
      [F.insulation]: [V.distributed],
    },
    refine: { [F.wallThickness]: [] },
    certification1: 'DTA_16-20-812_Monomur_RMO.pdf',
    certification2: null,
    references: [
      'maison-individuelle-saint-herblain',
      'maison-passive-les-hauts-de-chaumont-dijon',
    ],
  },
  {
    id: 513,
    uuid: '13',
    name: 'Planelle ITE Dalle Pleine PDP',
    visual: 'planelle-pdp-ite',
    slug: 'planelle-ite-dalle-pleine-pdp',
    treatment: 'partial',
    basePsi: 0.47,
    suits: {
      [F.system]: [V.solidSlab],
      [F.junction]: [V.facade, V.innerWall],
      [F.wall]: [V.concrete, V.blocks],
      [F.insulation]: [V.ite],
    },
    refine: { [F.insulationThickness]: ITE_THICKNESS },
    certification1: null,
    certification2: null,
    references: ['immeuble-de-bureaux-euronantes'],
  },
  {
    id: 514,
    uuid: '14',
    name: 'Rupteur de refend RRP Prédalles',
    visual: 'rupteur-refend-rrp',
    slug: 'rupteur-refend-rrp-predalles',
    treatment: 'full',
    basePsi: 0.16,
    suits: {
      [F.floor]: ALL_BUT_ROOF,
      [F.system]: [V.preSlabs],
      [F.junction]: [V.innerWall],
      [F.wall]: [V.concrete, V.blocks],
      [F.insulation]: [V.ite, V.distributed],
    },
    refine: { [F.insulationThickness]: ITE_THICKNESS },
    certification1: 'Avis_Technique_3.3-20-1012_Rupteur_de_refend_RRP.pdf',
    certification2: `${MANUFACTURER_SITE}/documents/fiche-technique-rrp.pdf`,
    references: ['college-simone-veil-rennes'],
  },
];

/** Questionnaire filters whose values each PSI value states (the others only narrow the products). */
export const MEASURED_COLUMNS = [F.floor, F.system, F.junction, F.wall, F.insulation];

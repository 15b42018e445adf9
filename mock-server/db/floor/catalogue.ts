/**
 * The catalogue of floor solutions: beam-and-block floors (entrevous béton, PSE, PSE isolant, bois),
 * pre-slabs, solid slabs and hollow-core slabs, each with the data the engine checks (own weight,
 * reference span, fire resistance, Up, where and for what it may be used), its cross-section, its
 * documents and the quantities its carbon footprint is computed from. The slugs and names of the
 * seeded histories (seedHistories.ts) are among them.
 */
import type { SolutionLayer, SolutionLink, TechnicalDataItem } from '../../../src/api/floorTypes';
import { publicUrl } from '../../publicUrls';
import { seedDate } from '../seedClock';
import { frDate, frNumber, metres } from './format';
import { MEDIA_ROOT } from './form';

export type FamilyKey = 'poutrelles-entrevous' | 'predalles' | 'dalle-pleine' | 'dalle-alveolee';

export const FAMILY_LABELS: Readonly<Record<FamilyKey, string>> = {
  'poutrelles-entrevous': 'Poutrelles et entrevous',
  predalles: 'Prédalles',
  'dalle-pleine': 'Dalle pleine',
  'dalle-alveolee': 'Dalle alvéolée',
};

const ALL_POSITIONS = ['vide-sanitaire', 'haut-de-sous-sol', 'intermediaire', 'plancher-haut'];
const INSULATED = ['vide-sanitaire', 'haut-de-sous-sol'];
const ALL_USAGES = ['habitation', 'bureaux', 'commerce', 'parking', 'erp'];
const NOT_PARKING = ['habitation', 'bureaux', 'commerce', 'erp'];

/** Per square metre: what the carbon footprint is computed from. */
export interface CarbonQuantities {
  /** Concrete cast on site, L/m² (the concrete chosen applies to it). */
  castConcrete: number;
  /** Concrete of the precast elements (beams, pre-slabs, hollow cores), L/m². */
  precastConcrete: number;
  /** Reinforcing steel (mesh, bars), kg/m², at the reference span. */
  rebar: number;
  /** Prestressing steel, kg/m², at the reference span. */
  prestress: number;
  /** The infill blocks or the insulation, kg eq CO₂/m². */
  infill: number;
}

export interface DocumentSpec {
  libelle: string;
  type: string;
  /** The file's name; none for a link that is not a download. */
  file?: string;
  url?: string;
  prettySize: string;
  /** Days before the seed's today. */
  age: number;
}

export interface CatalogueEntry {
  id: number;
  slug: string;
  libelle: string;
  family: FamilyKey;
  /** Beam-and-block floors: the infill material. */
  entrevous?: 'beton' | 'pse' | 'pse-isolant' | 'bois';
  /** Total thickness, cm. */
  thickness: number;
  layers: SolutionLayer[];
  /** Own weight, daN/m². */
  selfWeight: number;
  /** Longest simple span for G + Q = 300 daN/m² (housing), m. */
  referenceSpan: number;
  /** Shortest span the system is offered for, m. */
  minSpan: number;
  /** Continuity over an intermediate support lengthens the span (bars over the support). */
  continuity: boolean;
  /** Fire resistance, minutes (REI). */
  fire: number;
  /** The Up the system reaches on an insulated floor, W/m².K. */
  up?: number;
  positions: string[];
  usages: string[];
  carbon: CarbonQuantities;
  /** The reinforcement named in the steel-mass assumptions. */
  rebarLabel: string;
  composition: string;
  technicalReference: string;
  description: string;
  documents: DocumentSpec[];
}

const layer = (short: string, thickness: number, label: string): SolutionLayer => ({
  short,
  thickness,
  unit: 'cm',
  label,
});

function beamAndBlockDocuments(
  slug: string,
  libelle: string,
  avisTechnique: string,
  fdes: string,
  seed: number,
): DocumentSpec[] {
  return [
    {
      libelle: `Avis technique CSTB ${avisTechnique}`,
      type: 'Avis technique',
      file: `avis-technique-${avisTechnique.replace(/[^\w]+/g, '-')}.pdf`,
      prettySize: '1,8 Mo',
      age: 400 + seed * 17,
    },
    {
      libelle: `Fiche technique – ${libelle}`,
      type: 'Fiche technique',
      file: `fiche-technique-${slug}.pdf`,
      prettySize: '640 Ko',
      age: 120 + seed * 11,
    },
    {
      libelle: 'Guide de pose des planchers poutrelles et entrevous',
      type: 'Guide de pose',
      file: 'guide-de-pose-poutrelles-entrevous.pdf',
      prettySize: '3,4 Mo',
      age: 300,
    },
    {
      libelle: `FDES – ${fdes}`,
      type: 'FDES',
      file: `fdes-${slug}.pdf`,
      prettySize: '1,1 Mo',
      age: 210 + seed * 7,
    },
    {
      libelle: 'Déclaration des performances (DoP) des poutrelles précontraintes',
      type: 'Déclaration des performances',
      file: 'dop-poutrelles-precontraintes.pdf',
      prettySize: '210 Ko',
      age: 90,
    },
    {
      libelle: 'Vidéo de mise en œuvre',
      type: 'Vidéo',
      url: `https://www.rupteo.fr/planchers/${slug}/#video`,
      prettySize: '—',
      age: 500,
    },
  ];
}

function slabDocuments(
  slug: string,
  libelle: string,
  reference: string,
  guide: string,
  seed: number,
): DocumentSpec[] {
  return [
    {
      libelle: reference,
      type: reference.startsWith('Avis') ? 'Avis technique' : 'Norme',
      file: `${reference
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}.pdf`,
      prettySize: '2,3 Mo',
      age: 500 + seed * 13,
    },
    {
      libelle: `Fiche technique – ${libelle}`,
      type: 'Fiche technique',
      file: `fiche-technique-${slug}.pdf`,
      prettySize: '720 Ko',
      age: 150 + seed * 9,
    },
    {
      libelle: guide,
      type: 'Guide de pose',
      file: `guide-${slug}.pdf`,
      prettySize: '2,9 Mo',
      age: 260 + seed * 5,
    },
    {
      libelle: `FDES – ${libelle}`,
      type: 'FDES',
      file: `fdes-${slug}.pdf`,
      prettySize: '980 Ko',
      age: 230 + seed * 3,
    },
    {
      libelle: 'Page du système sur notre site',
      type: 'Lien',
      url: `https://www.rupteo.fr/planchers/${slug}/`,
      prettySize: '—',
      age: 30,
    },
  ];
}

type EntryInput = Omit<CatalogueEntry, 'documents'> & {
  documents?: DocumentSpec[];
  avisTechnique?: string;
  fdes?: string;
  guide?: string;
};

function entry(input: EntryInput): CatalogueEntry {
  const { avisTechnique, fdes, guide, documents, ...rest } = input;
  return {
    ...rest,
    documents:
      documents ??
      (rest.family === 'poutrelles-entrevous'
        ? beamAndBlockDocuments(
            rest.slug,
            rest.libelle,
            avisTechnique ?? '3.2/18-942_V2',
            fdes ?? rest.libelle,
            rest.id,
          )
        : slabDocuments(
            rest.slug,
            rest.libelle,
            rest.technicalReference,
            guide ?? 'Guide de mise en œuvre',
            rest.id,
          )),
  };
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  entry({
    id: 1,
    slug: 'plancher-poutrelle-entrevous-beton-12-4',
    libelle: 'Plancher poutrelle entrevous béton 12+4',
    family: 'poutrelles-entrevous',
    entrevous: 'beton',
    thickness: 16,
    layers: [
      layer('Dalle', 4, 'Dalle de compression en béton armé'),
      layer('Entrevous', 12, 'Entrevous béton de 12 cm'),
    ],
    selfWeight: 230,
    referenceSpan: 4.3,
    minSpan: 1.5,
    continuity: true,
    fire: 30,
    positions: ALL_POSITIONS,
    usages: NOT_PARKING,
    carbon: { castConcrete: 60, precastConcrete: 12, rebar: 1.3, prestress: 1.1, infill: 6.5 },
    rebarLabel: 'treillis soudé ST 15 C',
    composition: '12 + 4 (entrevous + dalle de compression)',
    technicalReference: 'Avis technique CSTB 3.2/18-942_V2',
    avisTechnique: '3.2/18-942_V2',
    fdes: 'Plancher poutrelles précontraintes et entrevous béton',
    description:
      '<p>Le plancher économique des petites portées : poutrelles précontraintes, entrevous en béton vibré de 12 cm et dalle de compression de 4 cm.</p><p>Idéal pour les extensions, garages attenants et planchers de maisons individuelles jusqu’à 4 m environ.</p>',
  }),
  entry({
    id: 2,
    slug: 'plancher-poutrelle-entrevous-beton-16-4',
    libelle: 'Plancher poutrelle entrevous béton 16+4',
    family: 'poutrelles-entrevous',
    entrevous: 'beton',
    thickness: 20,
    layers: [
      layer('Dalle', 4, 'Dalle de compression en béton armé'),
      layer('Entrevous', 16, 'Entrevous béton de 16 cm'),
    ],
    selfWeight: 270,
    referenceSpan: 5.6,
    minSpan: 1.5,
    continuity: true,
    fire: 60,
    positions: ALL_POSITIONS,
    usages: ALL_USAGES,
    carbon: { castConcrete: 68, precastConcrete: 12, rebar: 1.4, prestress: 1.5, infill: 8 },
    rebarLabel: 'treillis soudé ST 25 C',
    composition: '16 + 4 (entrevous + dalle de compression)',
    technicalReference: 'Avis technique CSTB 3.2/18-942_V2',
    avisTechnique: '3.2/18-942_V2',
    fdes: 'Plancher poutrelles précontraintes et entrevous béton',
    description:
      '<p>Le plancher poutrelles-entrevous de référence : entrevous béton de 16 cm, dalle de compression de 4 cm, poutrelles précontraintes posées tous les 60 cm.</p><p>Masse élevée, bonne tenue au feu (REI 60) : il convient aussi aux parkings de véhicules légers.</p>',
  }),
  entry({
    id: 3,
    slug: 'plancher-poutrelle-entrevous-beton-20-5',
    libelle: 'Plancher poutrelle entrevous béton 20+5',
    family: 'poutrelles-entrevous',
    entrevous: 'beton',
    thickness: 25,
    layers: [
      layer('Dalle', 5, 'Dalle de compression en béton armé'),
      layer('Entrevous', 20, 'Entrevous béton de 20 cm'),
    ],
    selfWeight: 330,
    referenceSpan: 6.7,
    minSpan: 2,
    continuity: true,
    fire: 90,
    positions: ALL_POSITIONS,
    usages: ALL_USAGES,
    carbon: { castConcrete: 85, precastConcrete: 14, rebar: 1.7, prestress: 2, infill: 9.5 },
    rebarLabel: 'treillis soudé ST 25 C',
    composition: '20 + 5 (entrevous + dalle de compression)',
    technicalReference: 'Avis technique CSTB 3.2/18-942_V2',
    avisTechnique: '3.2/18-942_V2',
    fdes: 'Plancher poutrelles précontraintes et entrevous béton',
    description:
      '<p>Entrevous béton de 20 cm et dalle de 5 cm pour les grandes portées et les charges de bureaux ou de commerces.</p><p>Plus de 300 kg/m² : il répond aux exigences acoustiques entre logements.</p>',
  }),
  entry({
    id: 4,
    slug: 'plancher-poutrelle-entrevous-pse-16-4',
    libelle: 'Plancher poutrelle entrevous PSE 16+4',
    family: 'poutrelles-entrevous',
    entrevous: 'pse',
    thickness: 20,
    layers: [
      layer('Dalle', 4, 'Dalle de compression en béton armé'),
      layer('Entrevous', 16, 'Entrevous en polystyrène expansé de 16 cm'),
    ],
    selfWeight: 175,
    referenceSpan: 5.9,
    minSpan: 1.5,
    continuity: true,
    fire: 30,
    positions: ALL_POSITIONS,
    usages: NOT_PARKING,
    carbon: { castConcrete: 66, precastConcrete: 12, rebar: 1.4, prestress: 1.6, infill: 4.6 },
    rebarLabel: 'treillis soudé ST 25 C',
    composition: '16 + 4 (entrevous + dalle de compression)',
    technicalReference: 'Avis technique CSTB 3.2/21-1045_V1',
    avisTechnique: '3.2/21-1045_V1',
    fdes: 'Plancher poutrelles précontraintes et entrevous PSE',
    description:
      '<p>Entrevous en polystyrène expansé de 16 cm : un plancher léger (moins de 1,5 kg par entrevous), rapide à poser et sans casse.</p><p>La sous-face reçoit une plaque de plâtre pour la tenue au feu REI 30.</p>',
  }),
  entry({
    id: 5,
    slug: 'plancher-poutrelle-entrevous-pse-20-5',
    libelle: 'Plancher poutrelle entrevous PSE 20+5',
    family: 'poutrelles-entrevous',
    entrevous: 'pse',
    thickness: 25,
    layers: [
      layer('Dalle', 5, 'Dalle de compression en béton armé'),
      layer('Entrevous', 20, 'Entrevous en polystyrène expansé de 20 cm'),
    ],
    selfWeight: 210,
    referenceSpan: 7,
    minSpan: 2,
    continuity: true,
    fire: 30,
    positions: ALL_POSITIONS,
    usages: NOT_PARKING,
    carbon: { castConcrete: 82, precastConcrete: 14, rebar: 1.7, prestress: 2.1, infill: 5.6 },
    rebarLabel: 'treillis soudé ST 25 C',
    composition: '20 + 5 (entrevous + dalle de compression)',
    technicalReference: 'Avis technique CSTB 3.2/21-1045_V1',
    avisTechnique: '3.2/21-1045_V1',
    fdes: 'Plancher poutrelles précontraintes et entrevous PSE',
    description:
      '<p>La version grande portée du plancher à entrevous PSE : jusqu’à 7 m en habitation avec des poutrelles renforcées.</p>',
  }),
  entry({
    id: 6,
    slug: 'plancher-poutrelle-entrevous-pse-isolant-up-0-27',
    libelle: 'Plancher poutrelle entrevous PSE isolant Up 0,27',
    family: 'poutrelles-entrevous',
    entrevous: 'pse-isolant',
    thickness: 19,
    layers: [
      layer('Dalle', 4, 'Dalle de compression en béton armé'),
      layer('Entrevous', 12, 'Entrevous PSE isolant de 12 cm'),
      layer('Languette', 3, 'Languette isolante sous poutrelles'),
    ],
    selfWeight: 150,
    referenceSpan: 4.6,
    minSpan: 1.5,
    continuity: true,
    fire: 30,
    up: 0.27,
    positions: INSULATED,
    usages: NOT_PARKING,
    carbon: { castConcrete: 58, precastConcrete: 11, rebar: 1.3, prestress: 1.2, infill: 6 },
    rebarLabel: 'treillis soudé ST 15 C',
    composition: '12 + 4 avec languette isolante de 3 cm',
    technicalReference: 'Avis technique CSTB 20/21-471_V1',
    avisTechnique: '20/21-471_V1',
    fdes: 'Plancher isolant à entrevous PSE à languette',
    description:
      '<p>Plancher bas isolant : la languette de l’entrevous passe sous les poutrelles et traite les ponts thermiques.</p><p>Up de 0,27 W/m².K sur vide sanitaire, sans isolant rapporté.</p>',
  }),
  entry({
    id: 7,
    slug: 'plancher-poutrelle-entrevous-pse-isolant-up-0-20',
    libelle: 'Plancher poutrelle entrevous PSE isolant Up 0,20',
    family: 'poutrelles-entrevous',
    entrevous: 'pse-isolant',
    thickness: 25,
    layers: [
      layer('Dalle', 4, 'Dalle de compression en béton armé'),
      layer('Entrevous', 16, 'Entrevous PSE isolant de 16 cm'),
      layer('Languette', 5, 'Languette isolante sous poutrelles'),
    ],
    selfWeight: 180,
    referenceSpan: 5.9,
    minSpan: 1.5,
    continuity: true,
    fire: 30,
    up: 0.2,
    positions: INSULATED,
    usages: NOT_PARKING,
    carbon: { castConcrete: 66, precastConcrete: 12, rebar: 1.4, prestress: 1.6, infill: 8.2 },
    rebarLabel: 'treillis soudé ST 25 C',
    composition: '16 + 4 avec languette isolante de 5 cm',
    technicalReference: 'Avis technique CSTB 20/21-471_V1',
    avisTechnique: '20/21-471_V1',
    fdes: 'Plancher isolant à entrevous PSE à languette',
    description:
      '<p>Le plancher bas isolant le plus posé en maison individuelle : Up de 0,20 W/m².K, conforme aux exigences de la RE2020 sans isolation complémentaire.</p><p>Languette de 5 cm en PSE graphité sous les poutrelles.</p>',
  }),
  entry({
    id: 8,
    slug: 'plancher-poutrelle-entrevous-pse-isolant-up-0-15',
    libelle: 'Plancher poutrelle entrevous PSE isolant Up 0,15',
    family: 'poutrelles-entrevous',
    entrevous: 'pse-isolant',
    thickness: 33,
    layers: [
      layer('Dalle', 5, 'Dalle de compression en béton armé'),
      layer('Entrevous', 20, 'Entrevous PSE isolant de 20 cm'),
      layer('Languette', 8, 'Languette isolante sous poutrelles'),
    ],
    selfWeight: 215,
    referenceSpan: 7,
    minSpan: 2,
    continuity: true,
    fire: 30,
    up: 0.15,
    positions: INSULATED,
    usages: NOT_PARKING,
    carbon: { castConcrete: 82, precastConcrete: 14, rebar: 1.7, prestress: 2.1, infill: 11.5 },
    rebarLabel: 'treillis soudé ST 25 C',
    composition: '20 + 5 avec languette isolante de 8 cm',
    technicalReference: 'Avis technique CSTB 20/21-471_V1',
    avisTechnique: '20/21-471_V1',
    fdes: 'Plancher isolant à entrevous PSE à languette',
    description:
      '<p>Le plancher bas très performant des maisons passives : Up de 0,15 W/m².K grâce à une languette de 8 cm.</p>',
  }),
  entry({
    id: 9,
    slug: 'plancher-poutrelle-entrevous-bois-16-4',
    libelle: 'Plancher poutrelle entrevous bois 16+4',
    family: 'poutrelles-entrevous',
    entrevous: 'bois',
    thickness: 20,
    layers: [
      layer('Dalle', 4, 'Dalle de compression en béton armé'),
      layer('Entrevous', 16, 'Entrevous en fibre de bois moulée de 16 cm'),
    ],
    selfWeight: 185,
    referenceSpan: 5.6,
    minSpan: 1.5,
    continuity: true,
    fire: 30,
    positions: ['intermediaire', 'plancher-haut'],
    usages: ['habitation', 'bureaux', 'erp'],
    carbon: { castConcrete: 66, precastConcrete: 12, rebar: 1.4, prestress: 1.5, infill: 3.5 },
    rebarLabel: 'treillis soudé ST 25 C',
    composition: '16 + 4 (entrevous + dalle de compression)',
    technicalReference: 'Avis technique CSTB 3.2/23-1102_V1',
    avisTechnique: '3.2/23-1102_V1',
    fdes: 'Plancher poutrelles précontraintes et entrevous bois',
    description:
      '<p>Des entrevous biosourcés en fibre de bois moulée : le plancher d’étage au plus faible impact carbone de la gamme.</p><p>Réservé aux planchers au sec (étages, combles), hors parkings.</p>',
  }),
  entry({
    id: 10,
    slug: 'predalle-precontrainte-10-10',
    libelle: 'Prédalle précontrainte 10 + 10',
    family: 'predalles',
    thickness: 20,
    layers: [
      layer('Dalle', 10, 'Béton coulé en place'),
      layer('Prédalle', 10, 'Prédalle précontrainte'),
    ],
    selfWeight: 500,
    referenceSpan: 7.6,
    minSpan: 2.5,
    continuity: true,
    fire: 90,
    positions: ALL_POSITIONS,
    usages: ALL_USAGES,
    carbon: { castConcrete: 100, precastConcrete: 100, rebar: 3.5, prestress: 3.2, infill: 0 },
    rebarLabel: 'treillis soudé ST 40 C et chapeaux HA',
    composition: '10 + 10 (prédalle + béton coulé en place)',
    technicalReference: 'Avis technique CSTB 3.2/20-1011_V1',
    guide: 'Guide de pose des prédalles précontraintes',
    description:
      '<p>La prédalle précontrainte sert de coffrage perdu et d’armature inférieure : une sous-face lisse prête à peindre et de grandes portées sans étaiement intermédiaire au-delà de 5 m.</p>',
  }),
  entry({
    id: 11,
    slug: 'predalle-suspendue-8-12',
    libelle: 'Prédalle suspendue 8 + 12',
    family: 'predalles',
    thickness: 20,
    layers: [
      layer('Dalle', 12, 'Béton coulé en place'),
      layer('Prédalle', 8, 'Prédalle en béton armé à raidisseurs'),
    ],
    selfWeight: 500,
    referenceSpan: 7,
    minSpan: 2.5,
    continuity: true,
    fire: 90,
    positions: ALL_POSITIONS,
    usages: ALL_USAGES,
    carbon: { castConcrete: 120, precastConcrete: 80, rebar: 6.5, prestress: 0, infill: 0 },
    rebarLabel: 'raidisseurs et treillis soudé ST 35',
    composition: '8 + 12 (prédalle + béton coulé en place)',
    technicalReference: 'Avis technique CSTB 3.2/19-987_V2',
    guide: 'Guide de pose des prédalles suspendues',
    description:
      '<p>Prédalle en béton armé à raidisseurs, posée suspendue aux murs sans étaiement en rive : la solution des chantiers de logements collectifs.</p>',
  }),
  entry({
    id: 12,
    slug: 'thermopredalle-isolee-up-0-23',
    libelle: 'Thermoprédalle isolée 6 + 14 – Up 0,23',
    family: 'predalles',
    thickness: 32,
    layers: [
      layer('Dalle', 14, 'Béton coulé en place'),
      layer('Prédalle', 6, 'Prédalle précontrainte'),
      layer('Isolant', 12, 'Isolant PSE graphité intégré en sous-face'),
    ],
    selfWeight: 490,
    referenceSpan: 7.2,
    minSpan: 2.5,
    continuity: true,
    fire: 90,
    up: 0.23,
    positions: ['haut-de-sous-sol'],
    usages: ALL_USAGES,
    carbon: { castConcrete: 140, precastConcrete: 60, rebar: 4, prestress: 2.4, infill: 9 },
    rebarLabel: 'treillis soudé ST 40 C',
    composition: '6 + 14 avec 12 cm d’isolant en sous-face',
    technicalReference: 'Avis technique CSTB 20/22-489_V1',
    guide: 'Guide de pose des thermoprédalles',
    description:
      '<p>Prédalle précontrainte livrée avec son isolant en sous-face : le plancher haut de sous-sol ou de parking isolé en une seule pose, Up de 0,23 W/m².K.</p>',
  }),
  entry({
    id: 13,
    slug: 'dalle-pleine-beton-arme-20',
    libelle: 'Dalle pleine béton armé 20 cm',
    family: 'dalle-pleine',
    thickness: 20,
    layers: [layer('Dalle', 20, 'Béton armé coulé en place sur coffrage')],
    selfWeight: 500,
    referenceSpan: 6.2,
    minSpan: 1.5,
    continuity: true,
    fire: 120,
    positions: ALL_POSITIONS,
    usages: ALL_USAGES,
    carbon: { castConcrete: 200, precastConcrete: 0, rebar: 11, prestress: 0, infill: 0 },
    rebarLabel: 'aciers HA en nappes inférieure et supérieure',
    composition: '20 cm de béton armé',
    technicalReference: 'NF DTU 21 – Exécution des ouvrages en béton',
    guide: 'Guide de conception des dalles pleines (Eurocode 2)',
    description:
      '<p>Dalle coulée en place sur coffrage : toutes les formes de plancher, les trémies et les porte-à-faux, avec une excellente tenue au feu (REI 120).</p>',
  }),
  entry({
    id: 14,
    slug: 'dalle-pleine-beton-arme-25',
    libelle: 'Dalle pleine béton armé 25 cm',
    family: 'dalle-pleine',
    thickness: 25,
    layers: [layer('Dalle', 25, 'Béton armé coulé en place sur coffrage')],
    selfWeight: 625,
    referenceSpan: 7.6,
    minSpan: 2,
    continuity: true,
    fire: 120,
    positions: ALL_POSITIONS,
    usages: ALL_USAGES,
    carbon: { castConcrete: 250, precastConcrete: 0, rebar: 12.5, prestress: 0, infill: 0 },
    rebarLabel: 'aciers HA en nappes inférieure et supérieure',
    composition: '25 cm de béton armé',
    technicalReference: 'NF DTU 21 – Exécution des ouvrages en béton',
    guide: 'Guide de conception des dalles pleines (Eurocode 2)',
    description:
      '<p>La dalle pleine des fortes charges et des grandes portées : parkings, commerces, établissements recevant du public.</p>',
  }),
  entry({
    id: 15,
    slug: 'dalle-alveolee-20-5',
    libelle: 'Dalle alvéolée précontrainte 20 + 5',
    family: 'dalle-alveolee',
    thickness: 25,
    layers: [
      layer('Dalle', 5, 'Dalle collaborante coulée en place'),
      layer('Alvéolée', 20, 'Dalle alvéolée précontrainte de 20 cm'),
    ],
    selfWeight: 400,
    referenceSpan: 9.8,
    minSpan: 4,
    continuity: false,
    fire: 90,
    positions: ['haut-de-sous-sol', 'intermediaire', 'plancher-haut'],
    usages: ALL_USAGES,
    carbon: { castConcrete: 55, precastConcrete: 140, rebar: 1.6, prestress: 4.5, infill: 0 },
    rebarLabel: 'treillis soudé ST 25 C et chaînages',
    composition: '20 + 5 (dalle alvéolée + dalle collaborante)',
    technicalReference: 'NF EN 1168 – Dalles alvéolées',
    guide: 'Guide de manutention et de pose des dalles alvéolées',
    description:
      '<p>Dalles alvéolées précontraintes de 1,20 m de large posées à la grue : de grandes portées sans étai, pour les bureaux, commerces et parkings.</p>',
  }),
  entry({
    id: 16,
    slug: 'dalle-alveolee-26-5',
    libelle: 'Dalle alvéolée précontrainte 26 + 5',
    family: 'dalle-alveolee',
    thickness: 31,
    layers: [
      layer('Dalle', 5, 'Dalle collaborante coulée en place'),
      layer('Alvéolée', 26, 'Dalle alvéolée précontrainte de 26,5 cm'),
    ],
    selfWeight: 470,
    referenceSpan: 11.2,
    minSpan: 5,
    continuity: false,
    fire: 120,
    positions: ['haut-de-sous-sol', 'intermediaire', 'plancher-haut'],
    usages: ALL_USAGES,
    carbon: { castConcrete: 55, precastConcrete: 165, rebar: 1.6, prestress: 5.6, infill: 0 },
    rebarLabel: 'treillis soudé ST 25 C et chaînages',
    composition: '26 + 5 (dalle alvéolée + dalle collaborante)',
    technicalReference: 'NF EN 1168 – Dalles alvéolées',
    guide: 'Guide de manutention et de pose des dalles alvéolées',
    description:
      '<p>La plus grande portée de la gamme : plus de 11 m en habitation, pour les plateaux libres de bureaux et les parkings.</p>',
  }),
];

export function findCatalogueEntry(key: unknown): CatalogueEntry | undefined {
  const text = String(key ?? '').trim();
  if (/^\d+$/.test(text)) return CATALOGUE.find((item) => item.id === Number(text));
  return CATALOGUE.find((item) => item.slug === text);
}

export const thicknessWithUnit = (entry: CatalogueEntry) => `${entry.thickness} cm`;

export const packshotUrl = (entry: CatalogueEntry) =>
  publicUrl(`${MEDIA_ROOT}/visuels/${entry.slug}.svg`);

export const wordPressUrl = (entry: CatalogueEntry) =>
  `https://www.rupteo.fr/planchers/${entry.slug}/`;

export const documentUrl = (entry: CatalogueEntry, file: string) =>
  publicUrl(`${MEDIA_ROOT}/documents/${entry.slug}/${file}`);

export function linksOf(entry: CatalogueEntry): SolutionLink[] {
  return entry.documents.map((document) => ({
    libelle: document.libelle,
    url: document.file ? documentUrl(entry, document.file) : (document.url ?? wordPressUrl(entry)),
    downloadable: Boolean(document.file),
    prettySize: document.prettySize,
    prettyDocumentDate: frDate(seedDate(document.age)),
    linkType: { name: document.type },
  }));
}

/** The technical data that do not depend on a configuration. */
export function staticTechnicalData(entry: CatalogueEntry): TechnicalDataItem[] {
  const items: TechnicalDataItem[] = [
    { label: 'Système', value: FAMILY_LABELS[entry.family] },
    { label: 'Composition', value: entry.composition },
    { label: 'Épaisseur totale', value: thicknessWithUnit(entry) },
    { label: 'Poids propre', value: `${frNumber(entry.selfWeight)} daN/m²` },
  ];
  if (entry.family === 'poutrelles-entrevous')
    items.push({ label: 'Entraxe des poutrelles', value: '60 cm' });
  items.push({ label: 'Résistance au feu', value: `REI ${entry.fire}` });
  if (entry.up !== undefined)
    items.push({ label: 'Coefficient Up', value: `${frNumber(entry.up, 2)} W/m².K` });
  items.push(
    {
      label: 'Portée maximale de référence',
      value: `${metres(entry.referenceSpan)} (habitation, travée simple)`,
    },
    { label: 'Référence technique', value: entry.technicalReference },
  );
  return items;
}

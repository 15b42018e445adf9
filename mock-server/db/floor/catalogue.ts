/**
 * The catalogue of floor solutions (its table is `catalogueData.ts`): each entry completed with its
 * documents, found by id or slug, and what does not depend on a configuration: its addresses, its
 * links and its technical data.
 */
import type { SolutionLink, TechnicalDataItem } from '../../../src/api/floorTypes';
import { publicUrl } from '../../publicUrls';
import { seedDate } from '../seedClock';
import { CATALOGUE_ENTRIES } from './catalogueData';
import type { CatalogueEntry, DocumentSpec, EntryInput, FamilyKey } from './catalogueTypes';
import { frDate, frNumber, metres } from './format';
import { MEDIA_ROOT } from './form';

export type { CarbonQuantities, CatalogueEntry, DocumentSpec, FamilyKey } from './catalogueTypes';

export const FAMILY_LABELS: Readonly<Record<FamilyKey, string>> = {
  'poutrelles-entrevous': 'Poutrelles et entrevous',
  predalles: 'Prédalles',
  'dalle-pleine': 'Dalle pleine',
  'dalle-alveolee': 'Dalle alvéolée',
};

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

export const CATALOGUE: readonly CatalogueEntry[] = CATALOGUE_ENTRIES.map(entry);

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

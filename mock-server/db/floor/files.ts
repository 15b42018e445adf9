/**
 * The files of the floor site: each solution's documents (a short PDF for each downloadable one),
 * the zip of all of them, the PDF recap of a solution for a configuration and the carbon PDF.
 * PDFs come from the shared report builder (pdf-lib), zips from fflate, so the same code runs in the
 * browser worker, in Jest and in the standalone server.
 */
import { strToU8, zipSync } from 'fflate';
import type { CarbonRecap, FloorAgency } from '../../../src/api/floorTypes';
import type { FieldDefinition } from '../../../src/api/formDefinitionTypes';
import { kindOf } from '../../../src/domain/serverForm';
import { buildReportPdf, type ReportSection } from '../../files/reportPdf';
import { FLOOR_COMPARATORS, isFieldShown } from '../../forms/conditions';
import { seedDate, SEED_TODAY } from '../seedClock';
import { nowIso } from '../store';
import { formValuesOf, type FloorAnswers } from './answers';
import { FAMILY_LABELS, linksOf, type CatalogueEntry, type DocumentSpec } from './catalogue';
import { displaysScheme, technicalDataOf } from './engine';
import { frDate, frNumber, plainText } from './format';
import { choiceLabel, floorFormSteps } from './form';
import type { StoredSimulation } from './simulations';

/** A fixed modification time keeps the zip's bytes the same for the same documents. */
const ZIP_TIME = new Date(SEED_TODAY);

const FOOTER =
  'Rupteo – Configurateur de planchers – document indicatif, à faire valider par votre bureau d’études';

export function findDocument(entry: CatalogueEntry, file: string): DocumentSpec | undefined {
  return entry.documents.find((document) => document.file === file);
}

/** The PDF of one downloadable document: its object, the solution's data and its references. */
export function documentPdf(entry: CatalogueEntry, document: DocumentSpec): Promise<Uint8Array> {
  return buildReportPdf({
    title: document.libelle,
    subtitle: `${entry.libelle} – ${document.type} – mise à jour du ${frDate(seedDate(document.age))}`,
    footer: FOOTER,
    sections: [
      { heading: 'Le système', lines: plainText(entry.description).split('\n') },
      {
        heading: 'Caractéristiques',
        table: {
          columns: ['Caractéristique', 'Valeur'],
          rows: technicalDataOf(entry, null).map((item) => [item.label, item.value]),
          widths: [2, 3],
        },
      },
      {
        heading: 'Composition',
        table: {
          columns: ['Couche', 'Épaisseur', 'Description'],
          rows: entry.layers.map((layer) => [
            layer.short,
            `${layer.thickness} ${layer.unit}`,
            layer.label,
          ]),
          widths: [1, 1, 3],
        },
      },
      {
        heading: 'Version de consultation',
        lines: [
          `Ce document résume « ${document.libelle} » (${document.prettySize} dans sa version complète).`,
          'La version complète est disponible auprès de votre agence et sur la page du système.',
        ],
      },
    ],
  });
}

/** The name of the zip of a solution's documents. */
export const filesZipName = (entry: CatalogueEntry) => `documents-${entry.slug}.zip`;

/** The zip of every downloadable document, with a list of its content. */
export async function filesZip(entry: CatalogueEntry): Promise<Uint8Array> {
  const downloadable = entry.documents.filter((document) => document.file);
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const document of downloadable)
    files[document.file!] = [await documentPdf(entry, document), { mtime: ZIP_TIME }];
  const list = linksOf(entry)
    .map(
      (link) =>
        `- ${link.libelle} (${link.linkType.name}, ${link.prettyDocumentDate})${link.downloadable ? '' : ` : ${link.url}`}`,
    )
    .join('\r\n');
  files['LISEZ-MOI.txt'] = [
    strToU8(
      `Documents du système « ${entry.libelle} »\r\n\r\n${list}\r\n\r\nPage du système : https://www.rupteo.fr/planchers/${entry.slug}/\r\n`,
    ),
    { mtime: ZIP_TIME },
  ];
  return zipSync(files, { level: 6 });
}

// ---- Recap of a configuration ------------------------------------------------------------------

function answerText(field: FieldDefinition, value: unknown): string {
  if (Array.isArray(value))
    return value.map((item) => choiceLabel(field, String(item)) ?? String(item)).join(', ');
  const text = String(value ?? '');
  if (kindOf(field) === 'flag') return text === 'true' ? 'Oui' : 'Non';
  const label = choiceLabel(field, text);
  if (label) return label;
  if (kindOf(field) === 'number' && text)
    return `${frNumber(Number(text), Number.isInteger(Number(text)) ? 0 : 2)}${field.unit ? ` ${field.unit}` : ''}`;
  return text || '—';
}

/** The answers shown in the configurator, as question and answer. */
export function answerRows(answers: FloorAnswers): string[][] {
  const values = formValuesOf(answers);
  const rows: string[][] = [];
  const visit = (field: FieldDefinition, parentShown: boolean) => {
    const shown = parentShown && isFieldShown(field, values, FLOOR_COMPARATORS);
    if (shown && kindOf(field) !== 'fixed')
      rows.push([field.label, answerText(field, values[field.name])]);
    for (const child of field.children ?? []) visit(child, shown);
  };
  for (const step of floorFormSteps()) for (const field of step.fields) visit(field, true);
  return rows;
}

export function recapFileName(entry: CatalogueEntry, simulation: StoredSimulation | undefined) {
  return simulation
    ? `recapitulatif-${entry.slug}-simulation-${simulation.id}.pdf`
    : `recapitulatif-${entry.slug}.pdf`;
}

/** The PDF recap of a solution, for a configuration when given. */
export function recapPdf(
  entry: CatalogueEntry,
  simulation: StoredSimulation | undefined,
  agency: FloorAgency,
  carbon: CarbonRecap,
  verdict: string | undefined,
): Promise<Uint8Array> {
  const answers = simulation?.answers ?? null;
  const sections: ReportSection[] = [];
  if (simulation && answers) {
    sections.push(
      {
        heading: 'Votre projet',
        lines: [
          `Configuration : ${answers.configurationName} (simulation n° ${simulation.id} du ${frDate(simulation.createdAt)})`,
          ...(answers.projectCode ? [`Référence du projet : ${answers.projectCode}`] : []),
          ...(answers.company ? [`Entreprise : ${answers.company}`] : []),
          `Code postal du chantier : ${answers.zipCode}`,
        ],
      },
      {
        heading: 'Votre configuration',
        table: { columns: ['Question', 'Réponse'], rows: answerRows(answers), widths: [2, 3] },
      },
    );
  }
  sections.push({
    heading: 'La solution',
    lines: [
      `${entry.libelle} – ${FAMILY_LABELS[entry.family]}, ${entry.thickness} cm`,
      ...plainText(entry.description).split('\n'),
    ],
  });
  if (verdict)
    sections.push({ heading: 'Vérification pour votre configuration', lines: [verdict] });
  sections.push({
    heading: 'Caractéristiques techniques',
    table: {
      columns: ['Caractéristique', 'Valeur'],
      rows: technicalDataOf(entry, answers).map((item) => [item.label, item.value]),
      widths: [2, 3],
    },
  });
  if (displaysScheme(entry) || entry.layers.length > 1)
    sections.push({
      heading: 'Composition',
      table: {
        columns: ['Couche', 'Épaisseur', 'Description'],
        rows: entry.layers.map((layer) => [
          layer.short,
          `${layer.thickness} ${layer.unit}`,
          layer.label,
        ]),
        widths: [1, 1, 3],
      },
    });
  sections.push(...carbonSections(carbon));
  sections.push(
    {
      heading: 'Documents',
      table: {
        columns: ['Nom', 'Type', 'Taille', 'Mise à jour'],
        rows: linksOf(entry).map((link) => [
          link.libelle,
          link.linkType.name,
          link.prettySize,
          link.prettyDocumentDate,
        ]),
        widths: [4, 2, 1, 1.4],
      },
    },
    {
      heading: 'Votre agence',
      lines: [agency.libelle, `${agency.phone} – ${agency.emails[0] ?? ''}`],
    },
  );
  return buildReportPdf({
    title: 'Récapitulatif de votre solution de plancher',
    subtitle: `${entry.libelle}${answers ? ` – ${answers.configurationName}` : ''} – édité le ${frDate(nowIso())}`,
    footer: FOOTER,
    sections,
  });
}

// ---- Carbon ---------------------------------------------------------------------------------------

function carbonSections(recap: CarbonRecap): ReportSection[] {
  const highest = Math.max(...recap.carbonFootprints.map((item) => item.total), 1);
  return [
    {
      heading: `Empreinte carbone estimée (${recap.unit})`,
      table: {
        columns: ['Béton', 'Total'],
        rows: recap.carbonFootprints.map((item) => [
          item.concrete.name,
          `${frNumber(item.total, 1)} ${recap.unit}`,
        ]),
        widths: [3, 2],
      },
      bars: recap.carbonFootprints.map((item, index) => ({
        label: `${item.concrete.name} : ${frNumber(item.total, 1)} ${recap.unit}`,
        percentage: (item.total / highest) * 100,
        color: ['#8a5a2b', '#3f7d58', '#2f6f9f'][index % 3]!,
      })),
    },
    { heading: 'Hypothèses sur les aciers', lines: recap.steelMasses },
  ];
}

export const carbonRecapFileName = (slug: string) => `empreinte-carbone-${slug}.pdf`;

/** The carbon PDF of a carbonRecap payload. */
export function carbonRecapPdf(recap: CarbonRecap): Promise<Uint8Array> {
  const sections: ReportSection[] = [];
  if (recap.simulation)
    sections.push({
      heading: 'Votre configuration',
      lines: [
        `${recap.simulation.configurationName} (simulation n° ${recap.simulation.id})`,
        `Code postal du chantier : ${recap.simulation.zipCode}`,
        `Portée de calcul : ${recap.simulation.span}`,
      ],
    });
  sections.push(...carbonSections(recap));
  // One table of the breakdown: a row per item, a column per concrete.
  const labels = [
    ...new Set(recap.carbonFootprints.flatMap((item) => (item.details ?? []).map((d) => d.label))),
  ];
  if (labels.length > 0)
    sections.push({
      heading: `Détail par poste (${recap.unit})`,
      table: {
        columns: ['Poste', ...recap.carbonFootprints.map((item) => item.concrete.name)],
        rows: labels.map((label) => [
          label,
          ...recap.carbonFootprints.map(
            (item) =>
              item.details
                ?.find((detail) => detail.label === label)
                ?.value.replace(` ${recap.unit}`, '') ?? '—',
          ),
        ]),
        widths: [2.2, ...recap.carbonFootprints.map(() => 1.6)],
      },
    });
  sections.push({
    heading: 'Méthode',
    lines: [
      'Estimation par m² de plancher, de la fabrication à la fin de vie, à partir des quantités de béton, d’aciers et d’entrevous du système.',
      'Elle ne remplace pas le calcul réglementaire de l’analyse de cycle de vie du bâtiment (RE2020).',
    ],
  });
  return buildReportPdf({
    title: 'Estimation de l’empreinte carbone',
    subtitle: `${recap.solution.libelle} – ${recap.solution.thicknessWithUnit}`,
    footer: FOOTER,
    sections,
  });
}

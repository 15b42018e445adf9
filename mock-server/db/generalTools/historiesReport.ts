/**
 * The PDF report of a history (`GET /api/history/rapport/{id}/{key}.pdf`, project-defined): the
 * product and its PSI values with the search criteria for a thermal-break result; the system, the
 * environmental results and the FDES sheets for an environmental one. The link carries a key
 * derived from the history's id with the server's secret, so that only the link's holders (its
 * owner, the recipients of the e-mail) can open it without logging in.
 */
import type { HistoryPsiValue, ThermalHistory } from '../../../src/api/thermalHistoryTypes';
import { publicUrl } from '../../publicUrls';
import { buildReportPdf, type ReportDocument, type ReportSection } from '../../files/reportPdf';
import { signLink } from '../signedLinks';
import { filterValueById, psiValueCharacteristics } from './catalogue';
import type { HistoryRecord } from './histories';
import { historyEntity } from './historiesView';

/** The key of a history's report link: 32 hex characters of HMAC-SHA256 of `{id}.rapport.0`. */
export async function reportKeyOf(id: number): Promise<string> {
  return (await signLink(id, 'rapport', 0)).slice(0, 32);
}

/** The report link, relative to the API (absolute on the standalone server: publicUrls.ts). */
export async function reportLinkOf(id: number): Promise<string> {
  return publicUrl(`/api/history/rapport/${id}/${await reportKeyOf(id)}.pdf`);
}

/** A PSI value in W/m.K with 2 decimals (French decimal comma), '--' when unknown. */
export function formatPsi(value: number | null | undefined): string {
  return value === null || value === undefined ? '--' : value.toFixed(2).replace('.', ',');
}

function formatNumber(value: number | null, decimals = 1): string {
  return value === null ? '--' : value.toFixed(decimals).replace('.', ',');
}

/** 2026-10-20T… -> 20/10/2026 (French time). */
function frenchDate(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/** The name as text: the app shows it as HTML, the PDF draws its text. */
export function plainName(name: string): string {
  return name
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const PSI_COLUMNS = ['', 'PSI moyen', 'PSI about', 'PSI rive', 'PSI RT', 'PSI RNT'];
const PSI_WIDTHS = [2.4, 1, 1, 1, 1, 1];

function psiRow(label: string, psi: HistoryPsiValue): string[] {
  return [
    label,
    formatPsi(psi.psiMoyen),
    formatPsi(psi.psiAbout),
    formatPsi(psi.psiRive),
    formatPsi(psi.psiRt),
    formatPsi(psi.psiRnt),
  ];
}

/** The characteristics of a PSI value that the history's answers leave open ('100 mm · Laine minérale'). */
function configurationLabel(psiValueId: number, history: ThermalHistory): string {
  const answered = new Set(history.filterValues.map((answer) => answer.id));
  const open = [...(psiValueCharacteristics(psiValueId)?.values() ?? [])]
    .filter((valueId) => !answered.has(valueId))
    .map((valueId) => filterValueById(valueId)?.value)
    .filter((value): value is string => Boolean(value));
  return open.length ? open.join(' · ') : `Valeur n° ${psiValueId}`;
}

function criteria(history: ThermalHistory): ReportSection[] {
  const sections: ReportSection[] = [
    {
      heading: 'Critères de recherche',
      lines: history.filterValues.map((answer) => `${answer.filter} : ${answer.value}`),
    },
  ];
  if (history.refineValues.length > 0)
    sections.push({
      heading: 'Caractéristiques du chantier (Configurateur)',
      lines: history.refineValues.map((answer) => `${answer.filter} : ${answer.value}`),
    });
  return sections;
}

function thermalSections(history: ThermalHistory): ReportSection[] {
  const rupteur = history.rupteur;
  const product: ReportSection = {
    heading: 'Produit',
    lines: rupteur
      ? [
          rupteur.name,
          `Référence produit : ${rupteur.uuid}`,
          `Fiche produit : ${rupteur.urlProduct}`,
          ...[rupteur.certification1, rupteur.certification2]
            .filter((certification): certification is string => Boolean(certification))
            .map((certification) => `Certification : ${certification}`),
        ]
      : ["La solution n'a pas de nom"],
  };
  const refined = history.refineValues.length > 0;
  const rows: string[][] = [];
  if (history.psiValue)
    rows.push(psiRow(refined ? 'Valeur précise' : 'Valeur la plus défavorable', history.psiValue));
  const others = refined ? [] : history.psi_value.filter((psi) => psi.id !== history.psiValue?.id);
  const psiSection: ReportSection = {
    heading: 'Valeurs de PSI (W/m.K)',
    ...(rows.length
      ? { table: { columns: PSI_COLUMNS, rows, widths: PSI_WIDTHS } }
      : { lines: ['Aucune valeur de PSI pour ces critères.'] }),
  };
  const sections = [product, psiSection];
  if (others.length > 0)
    sections.push({
      heading: 'Autres valeurs selon les caractéristiques du chantier (W/m.K)',
      lines: [
        'Précisez les caractéristiques du chantier dans le Configurateur pour obtenir la valeur exacte.',
      ],
      table: {
        columns: PSI_COLUMNS,
        rows: others.map((psi) => psiRow(configurationLabel(psi.id, history), psi)),
        widths: PSI_WIDTHS,
      },
    });
  return [...sections, ...criteria(history)];
}

function environmentSections(history: ThermalHistory): ReportSection[] {
  const result = history.envPoutrelle ?? history.envPredalle ?? history.envMur;
  if (!result) return criteria(history);
  const rows = [
    ['Litrage béton', formatNumber(result.litrageBeton), result.uniteLitrageBeton],
    ...(result.ratioKilotageArmatures === null
      ? []
      : [
          [
            'Ratio kilotage armatures',
            formatNumber(result.ratioKilotageArmatures),
            result.uniteRatioKilotageArmatures ?? '',
          ],
        ]),
    [
      'Litrage béton supplémentaire',
      formatNumber(result.litrageBetonSupplementaire),
      result.uniteLitrageBetonSupplementaire,
    ],
    ['Ratio kilotage', formatNumber(result.ratioKilotage), result.uniteRatioKilotage],
  ];
  return [
    {
      heading: 'Système constructif',
      lines: [
        result.systemName,
        result.name,
        ...(result.typeDePoutrelle ? [`Type de poutrelle : ${result.typeDePoutrelle}`] : []),
      ],
    },
    {
      heading: 'Résultats environnementaux',
      table: { columns: ['Indicateur', 'Valeur', 'Unité'], rows, widths: [3, 1, 1] },
    },
    ...criteria(history),
    {
      heading: `Fiches FDES (${history.fdes.length})`,
      lines: ['Fiches consultables sur la base INIES à partir de leur numéro.'],
      table: {
        columns: ['Numéro', 'Titre'],
        rows: history.fdes.map((sheet) => [sheet.number, sheet.title]),
        widths: [1, 4],
      },
    },
  ];
}

/** The report of a history: title, subtitle, sections and footer (see `historyReportPdf`). */
export function historyReportDocument(record: HistoryRecord): ReportDocument {
  const history = historyEntity(record);
  const thermal = history.dataType === 'rup';
  const name = history.name ? plainName(history.name) : 'Simulation non enregistrée';
  return {
    title: thermal
      ? 'Rapport de simulation – Rupteur thermique'
      : 'Rapport de simulation – Données environnementales',
    subtitle: `${name} · simulation n° ${history.id} du ${frenchDate(history.createdAt)}`,
    footer: thermal
      ? `Rupteo – simulation n° ${history.id} – PSI en W/m.K arrondis à 2 décimales ; « -- » : valeur non mesurée.`
      : `Rupteo – simulation n° ${history.id} – volumes en L/m², aciers en kg/m².`,
    sections: thermal ? thermalSections(history) : environmentSections(history),
  };
}

/** The PDF of a history's report and its file name. */
export async function historyReportPdf(
  record: HistoryRecord,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const bytes = await buildReportPdf(historyReportDocument(record));
  return { bytes, fileName: `rapport-simulation-${record.id}.pdf` };
}

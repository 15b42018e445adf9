/**
 * The PSI library's PDF report (spec 001 §2.3): the search criteria, then each rupteur with what its
 * matching PSI values share and a table of those values.
 */
import type { SelectedFilterValue } from '../../../src/api/catalogueTypes';
import { buildReportPdf, type ReportSection } from '../../files/reportPdf';
import { catalogueTables, toRupteur } from './catalogue';
import { type Choices } from './catalogueMatching';
import { F } from './catalogueData';
import type { PsiRecord } from './catalogueSeed';
import { characteristicsOf, searchLibrary } from './library';

/** A PSI figure as the reports print it: 2 decimals with a French comma, '--' when unknown. */
export function formatPsi(value: number | null): string {
  return value === null ? '--' : value.toFixed(2).replace('.', ',');
}

function frenchDate(ms: number): string {
  const date = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(ms));
  return date.replace(/^1 /, '1er ');
}

/** Short labels of the refine values that are bare measures ('80 mm' → 'isolant 80 mm'). */
const MEASURE_LABELS: Partial<Record<number, string>> = {
  [F.insulationThickness]: 'isolant',
  [F.overhang]: 'porte-à-faux',
  [F.wallThickness]: 'mur',
  [F.integratedWidth]: 'rupteur',
};

function characteristicLabel(item: SelectedFilterValue): string {
  const label = MEASURE_LABELS[item.filter_id];
  return label ? `${label} ${item.value}` : item.value;
}

export const LIBRARY_REPORT_FILE_NAME = 'Bibliothèque de PSI - rapport.pdf';

/**
 * The library's PDF report: the criteria, then each rupteur with the characteristics shared by its
 * matching PSI values and a table of those values (W/m.K, 2 decimals, '--' when unknown).
 */
export async function libraryReportPdf(choices: Choices, nowMs: number): Promise<Uint8Array> {
  const { rupteurs, filters, values } = catalogueTables();
  const { rows } = searchLibrary(choices);
  const byRupteur = new Map<number, PsiRecord[]>();
  for (const record of rows) {
    const own = byRupteur.get(record.rupteurId) ?? [];
    own.push(record);
    byRupteur.set(record.rupteurId, own);
  }

  const criteria = [...choices]
    .sort(([a], [b]) => a - b)
    .map(
      ([filterId, ids]) =>
        `${filters.get(filterId)!.name} : ${[...ids]
          .sort((a, b) => a - b)
          .map((id) => values.get(id)!.value)
          .join(', ')}`,
    );
  const sections: ReportSection[] = [
    { heading: 'Critères de recherche', lines: criteria },
    {
      lines: [
        'Valeurs de PSI (coefficients de transmission linéique) en W/m.K, arrondies à 2 décimales ; « -- » : valeur non déterminée pour cette liaison.',
        'About : appui du plancher sur le mur. Rive : plancher parallèle au mur. RT / RNT : jonction avec un mur de refend traitée / non traitée.',
      ],
    },
  ];

  for (const [rupteurId, records] of byRupteur) {
    const rupteur = toRupteur(rupteurs.get(rupteurId)!);
    const characteristics = records.map((record) => characteristicsOf(record));
    // What every PSI value of this rupteur shares goes above the table; the rest in its rows.
    const shared = (characteristics[0] ?? []).filter((item) =>
      characteristics.every((list) =>
        list.some(
          (other) => other.filter_id === item.filter_id && other.value_id === item.value_id,
        ),
      ),
    );
    const sharedFilters = new Set(shared.map((item) => item.filter_id));
    sections.push({
      heading: `${rupteur.name} (réf. ${rupteur.uuid})`,
      lines: [
        `Fiche produit : ${rupteur.urlProduct}`,
        ...(shared.length > 0
          ? [`Commun à ces valeurs : ${shared.map(characteristicLabel).join(' · ')}`]
          : []),
        `${records.length} valeur${records.length > 1 ? 's' : ''} de PSI`,
      ],
      table: {
        columns: ['Caractéristiques', 'PSI moyen', 'PSI about', 'PSI rive', 'PSI RT', 'PSI RNT'],
        widths: [4.2, 1.1, 1.1, 1.1, 1.1, 1.1],
        rows: records.map((record, index) => [
          characteristics[index]!.filter((item) => !sharedFilters.has(item.filter_id))
            .map(characteristicLabel)
            .join(' · ') || '—',
          formatPsi(record.psi.psiMoyen),
          formatPsi(record.psi.psiAbout),
          formatPsi(record.psi.psiRive),
          formatPsi(record.psi.psiRt),
          formatPsi(record.psi.psiRnt),
        ]),
      },
    });
  }

  return buildReportPdf({
    title: 'Bibliothèque de PSI',
    subtitle: `Rapport de recherche édité le ${frenchDate(nowMs)} — ${rows.length} valeur${
      rows.length > 1 ? 's' : ''
    } de PSI, ${byRupteur.size} rupteur${byRupteur.size > 1 ? 's' : ''}`,
    sections,
    footer:
      'Rupteo — Bibliothèque de PSI. Valeurs indicatives, à confirmer par une étude thermique.',
  });
}

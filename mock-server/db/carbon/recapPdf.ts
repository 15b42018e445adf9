/**
 * The PDF recap of a cluster (GET /api/clusters/{id}/download-recap/): a summary table, then one
 * block per simulation with its figures, its data and the bars of its footprint drawn with
 * `pdfPercentage` and their colour, and the design office to contact.
 */
import type { CarbonDataValue } from '../../../src/api/carbonTypes';
import { buildReportPdf, type ReportSection } from '../../files/reportPdf';
import type { CarbonCluster } from '../carbonHistory';
import { parisDay } from '../historyQuery';
import { clusterDatas } from './clusters';
import { departmentOf } from './departments';
import { CARBON_UNIT, formatNumber, formatOneDecimal } from './format';

function frenchDate(iso: string): string {
  const [year, month, day] = parisDay(iso).split('-');
  return `${day}/${month}/${year}`;
}

function dataText(value: CarbonDataValue): string {
  return typeof value === 'string' ? value : [value.value, ...value.details].join('\n');
}

/** 'Résidence Les Acacias – bât. B' -> 'residence-les-acacias-bat-b'. */
export function slugOf(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'projet'
  );
}

export function recapFileName(cluster: CarbonCluster): string {
  return `recapitulatif-carbone-${slugOf(cluster.name)}-${cluster.id}.pdf`;
}

export async function buildClusterRecap(
  cluster: CarbonCluster,
  nowIso: string,
): Promise<Uint8Array> {
  const datas = clusterDatas(cluster);
  const department = departmentOf(datas.zipCode);
  const count = datas.simulations.length;
  const summary: ReportSection = {
    heading: 'Synthèse',
    table: {
      columns: [
        'Simulation',
        'Système',
        'Empreinte',
        'ACV dynamique',
        'Carbone biogénique',
        'Note',
      ],
      widths: [1.3, 2.2, 1.2, 1.2, 1.3, 0.6],
      rows: datas.simulations.map((simulation, index) => [
        `n° ${index + 1}`,
        typeof simulation.data['Système constructif'] === 'string'
          ? simulation.data['Système constructif']
          : simulation.systemType,
        formatOneDecimal(simulation.carbonFootprint),
        formatOneDecimal(simulation.acvCarbonFootprint),
        formatOneDecimal(simulation.bio),
        simulation.note,
      ]),
    },
    lines: [`Valeurs en ${CARBON_UNIT} de plancher.`],
  };
  const blocks = datas.simulations.flatMap((simulation): ReportSection[] => [
    {
      heading: simulation.title,
      lines: [
        `Empreinte carbone : ${formatOneDecimal(simulation.carbonFootprint)} ${CARBON_UNIT} – ` +
          `ACV dynamique : ${formatOneDecimal(simulation.acvCarbonFootprint)} ${CARBON_UNIT} – ` +
          `carbone biogénique stocké : ${formatOneDecimal(simulation.bio)} ${CARBON_UNIT} – ` +
          `note ${simulation.note}`,
      ],
      table: {
        columns: ['Critère', 'Valeur'],
        widths: [1, 2],
        rows: Object.entries(simulation.data).map(([label, value]) => [label, dataText(value)]),
      },
    },
    {
      lines: ['Répartition de l’empreinte carbone :'],
      bars: simulation.bars.map((bar) => ({
        label: `${bar.label} (${formatNumber(bar.pdfPercentage, 1)} %)`,
        percentage: bar.pdfPercentage,
        color: bar.color,
      })),
    },
  ]);
  const { agency } = datas;
  return buildReportPdf({
    title: `Récapitulatif carbone – ${cluster.name}`,
    subtitle:
      `Projet au code postal ${datas.zipCode}${department ? ` (${department.name})` : ''} – ` +
      `${count} simulation${count > 1 ? 's' : ''} – édité le ${frenchDate(nowIso)}`,
    sections: [
      summary,
      ...blocks,
      {
        heading: 'Méthode et contact',
        lines: [
          'Empreinte carbone : analyse de cycle de vie statique des modules A à C, carbone fossile, par m² de plancher.',
          'ACV dynamique : pondération RE2020 (fin de vie à 50 ans pondérée 0,579, stockage du carbone biogénique crédité).',
          'Estimation indicative, établie d’après vos réponses ; elle ne remplace pas une étude réglementaire.',
          `Votre bureau d’études : ${agency.libelle} – ${agency.phone} – ${agency.emails[0] ?? ''}`,
        ],
      },
    ],
    footer: 'Rupteo – simulateur d’empreinte carbone des planchers',
  });
}

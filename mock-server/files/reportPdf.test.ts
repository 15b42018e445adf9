import { PDFDocument } from 'pdf-lib';
import { buildReportPdf, toWinAnsi } from './reportPdf';

describe('buildReportPdf', () => {
  it('makes a PDF that opens, with its title, and flows onto new pages', async () => {
    const bytes = await buildReportPdf({
      title: 'Rapport de simulation – Rupteur thermique',
      subtitle: 'Créé le 01/11/2026',
      footer: 'Rupteo',
      sections: [
        {
          heading: 'Critères de recherche',
          lines: Array.from({ length: 80 }, (_, i) => `Critère n° ${i + 1} : élément`),
        },
        {
          heading: 'Valeurs de PSI',
          table: { columns: ['Jonction', 'PSI (W/m.K)'], rows: [['Moyen', '0,21']] },
        },
        {
          heading: 'Empreinte',
          bars: [{ label: 'Béton 45 kg eq CO₂/m²', percentage: 60, color: '#1c6b3d' }],
        },
      ],
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Rapport de simulation – Rupteur thermique');
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });

  it('replaces what the standard fonts cannot draw', () => {
    expect(toWinAnsi('kg eq CO₂/m² – « prêt » ✓')).toBe('kg eq CO2/m² – « prêt » ?');
  });
});

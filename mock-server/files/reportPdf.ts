/**
 * The PDF reports of the mock backend (history report, PSI library report, floor recap, carbon
 * cluster recap): an A4 document with a title, sections of text lines, tables and bars, made with
 * pdf-lib so that the same code runs in the browser worker, in Jest and in the standalone server.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export interface ReportTable {
  columns: string[];
  rows: string[][];
  /** Relative widths of the columns; equal when absent. */
  widths?: number[];
}

export interface ReportBar {
  label: string;
  /** 0 to 100. */
  percentage: number;
  /** '#rrggbb' */
  color: string;
}

export interface ReportSection {
  heading?: string;
  lines?: string[];
  table?: ReportTable;
  bars?: ReportBar[];
}

export interface ReportDocument {
  title: string;
  subtitle?: string;
  sections: ReportSection[];
  /** Printed at the bottom of every page. */
  footer?: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.43);
const RULE = rgb(0.82, 0.84, 0.87);

/** Characters the standard fonts (WinAnsi) cannot draw, and what to draw instead. */
const REPLACEMENTS: Record<string, string> = {
  '₂': '2',
  '²': '²',
  '\u202f': ' ',
  '\u00a0': ' ',
  '≥': '>=',
  '≤': '<=',
};

export function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      if (REPLACEMENTS[char] !== undefined) return REPLACEMENTS[char];
      const code = char.codePointAt(0) ?? 0;
      // Latin-1 and the WinAnsi extras (quotes, dashes, €, œ, …) are drawable; others are not.
      return code < 0x100 || '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.includes(char) ? char : '?';
    })
    .join('');
}

function hexToRgb(hex: string) {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** Splits a text into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of toWinAnsi(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  readonly width = PAGE.width - 2 * PAGE.margin;

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly footer: string | undefined,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    if (this.footer) {
      this.page.drawText(toWinAnsi(this.footer), {
        x: PAGE.margin,
        y: 24,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
    }
  }

  ensure(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  text(text: string, { size = 10, font = this.regular, color = INK, gap = 4 } = {}) {
    for (const line of wrap(text, font, size, this.width)) {
      this.ensure(size + gap);
      this.y -= size;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color });
      this.y -= gap;
    }
  }

  table({ columns, rows, widths }: ReportTable) {
    const total = (widths ?? columns.map(() => 1)).reduce((sum, w) => sum + w, 0);
    const columnWidths = (widths ?? columns.map(() => 1)).map((w) => (w / total) * this.width);
    const drawRow = (cells: string[], font: PDFFont) => {
      const wrapped = cells.map((cell, i) => wrap(cell, font, 9, (columnWidths[i] ?? 0) - 6));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * 12 + 6;
      this.ensure(height);
      let x = PAGE.margin;
      wrapped.forEach((lines, i) => {
        lines.forEach((line, n) => {
          this.page.drawText(line, {
            x: x + 3,
            y: this.y - 12 - n * 12,
            size: 9,
            font,
            color: INK,
          });
        });
        x += columnWidths[i] ?? 0;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y },
        end: { x: PAGE.margin + this.width, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
    };
    drawRow(columns, this.bold);
    for (const row of rows) drawRow(row, this.regular);
    this.y -= 8;
  }

  bars(bars: ReportBar[]) {
    for (const bar of bars) {
      this.ensure(30);
      this.text(bar.label, { size: 9, gap: 2 });
      this.page.drawRectangle({
        x: PAGE.margin,
        y: this.y - 10,
        width: this.width,
        height: 10,
        color: RULE,
      });
      const share = Math.max(0, Math.min(100, bar.percentage)) / 100;
      this.page.drawRectangle({
        x: PAGE.margin,
        y: this.y - 10,
        width: this.width * share,
        height: 10,
        color: hexToRgb(bar.color),
      });
      this.y -= 18;
    }
  }
}

export async function buildReportPdf(report: ReportDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(report.title));
  doc.setLanguage('fr-FR');
  doc.setProducer('Rupteo');
  // A fixed date keeps the bytes of a report the same for the same data.
  doc.setCreationDate(new Date('2026-11-01T09:00:00Z'));
  doc.setModificationDate(new Date('2026-11-01T09:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc, regular, bold, report.footer);
  writer.text(report.title, { size: 18, font: bold, gap: 8 });
  if (report.subtitle) writer.text(report.subtitle, { size: 11, color: MUTED, gap: 10 });
  for (const section of report.sections) {
    if (section.heading) {
      writer.y -= 6;
      writer.text(section.heading, { size: 13, font: bold, gap: 6 });
    }
    for (const line of section.lines ?? []) writer.text(line);
    if (section.table) writer.table(section.table);
    if (section.bars) writer.bars(section.bars);
  }
  return doc.save();
}

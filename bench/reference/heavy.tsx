/**
 * A deliberately heavier first page, for the budget's own test (bench/budget.test.ts): the
 * reference page plus a PDF library loaded up front, as a page that grew past its budget would be.
 */
import { PDFDocument } from 'pdf-lib';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ReferencePage } from './ReferencePage';

async function makePdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return pdf.save();
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ReferencePage onClick={() => void makePdf()} />
  </StrictMode>,
);

/**
 * The floor site's media, outside the API contract (like the outbox): the packshots and tooltip
 * illustrations (SVG) and the documents of each solution (PDF) that the answers link to, under
 * /media/plancher/. Not declared with `route`: they are files, not API operations.
 */
import { http, HttpResponse } from 'msw';
import {
  documentPdf,
  findCatalogueEntry,
  findDocument,
  illustrationSvg,
  MEDIA_ROOT,
  packshotSvg,
} from '../../db/floor';
import { notFound } from '../respond';
import { FLOOR_HANDLER_MESSAGES as TEXT } from './access';

function svgResponse(svg: string) {
  return new HttpResponse(svg, {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'max-age=3600' },
  });
}

export const mediaHandlers = [
  http.get(`*${MEDIA_ROOT}/visuels/:file`, ({ params }) => {
    const entry = findCatalogueEntry(String(params.file).replace(/\.svg$/, ''));
    return entry ? svgResponse(packshotSvg(entry)) : notFound(TEXT.documentNotFound);
  }),

  http.get(`*${MEDIA_ROOT}/aide/:file`, ({ params }) => {
    const svg = illustrationSvg(String(params.file).replace(/\.svg$/, ''));
    return svg ? svgResponse(svg) : notFound(TEXT.documentNotFound);
  }),

  /** A document opens in the browser (inline), under its own name. */
  http.get(`*${MEDIA_ROOT}/documents/:slug/:file`, async ({ params }) => {
    const entry = findCatalogueEntry(params.slug);
    const document = entry && findDocument(entry, String(params.file));
    if (!entry || !document) return notFound(TEXT.documentNotFound);
    const bytes = await documentPdf(entry, document);
    return new HttpResponse(bytes.slice().buffer as ArrayBuffer, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${document.file}"`,
      },
    });
  }),
];

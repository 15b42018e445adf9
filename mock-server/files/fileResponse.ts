/** Answers with a file: its bytes, its type and a Content-Disposition naming it. */
import { HttpResponse } from 'msw';

function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function fileResponse(
  bytes: Uint8Array | string,
  contentType: string,
  fileName: string,
  disposition = true,
) {
  const body = typeof bytes === 'string' ? bytes : (bytes.slice().buffer as ArrayBuffer);
  return new HttpResponse(body, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      ...(disposition ? { 'Content-Disposition': contentDisposition(fileName) } : {}),
    },
  });
}

export const pdfResponse = (bytes: Uint8Array, fileName: string) =>
  fileResponse(bytes, 'application/pdf', fileName);
export const zipResponse = (bytes: Uint8Array, fileName: string) =>
  fileResponse(bytes, 'application/zip', fileName);

/**
 * The thermal-break catalogue of the general site (spec 001 §7; docs/api/catalogue.md): the
 * questionnaire of the finder, the rupteurs, the refine configuration, the PSI library with its
 * PDF report, and the product pictures.
 */
import type { ApiBody, ApiClient } from './http';
import type {
  ConfigurationDatas,
  ConfigurationRequest,
  FilterChoices,
  FiltersDatas,
  FiltersRequest,
  LibraryDatas,
  LibraryRequest,
  RapportLinkDatas,
  RupteurDatas,
  RupteursDatas,
  RupteursRequest,
} from './catalogueTypes';

/** A downloaded file: `file` is a Blob in the browser, the bytes under Node. */
export interface FileBody extends ApiBody {
  file?: unknown;
  fileName?: string;
}

/**
 * POST /api/filters: the next questions and the number of products left. Without answers the call
 * is public (no token); with answers it carries the device or user token.
 */
export function getFilters(client: ApiClient, request: FiltersRequest) {
  return client.request<FiltersDatas>({
    method: 'POST',
    url: '/api/filters',
    data: request,
    public: request.answers.length === 0,
  });
}

/** POST /api/filters/configuration: the refine screen of a history and, when complete, its PSI value. */
export function getConfiguration(client: ApiClient, request: ConfigurationRequest) {
  return client.request<ConfigurationDatas>({
    method: 'POST',
    url: '/api/filters/configuration',
    data: request,
  });
}

/** POST /api/rupteur: the rupteurs matching the answers, each with its matching PSI values. */
export function getRupteurs(client: ApiClient, request: RupteursRequest) {
  return client.request<RupteursDatas>({ method: 'POST', url: '/api/rupteur', data: request });
}

/** POST /api/rupteur/{id}: a rupteur with all its PSI values. */
export function getRupteur(client: ApiClient, id: number) {
  return client.request<RupteurDatas>({ method: 'POST', url: `/api/rupteur/${id}`, data: {} });
}

/** POST /api/filters/bibliotheque (public): the PSI library's filters and results. */
export function searchPsiLibrary(client: ApiClient, request: LibraryRequest) {
  return client.request<LibraryDatas>({
    method: 'POST',
    url: '/api/filters/bibliotheque',
    data: request,
    public: true,
  });
}

/** POST /api/filters/bibliotheque/get-rapport-link (logged-in): the link of the search's PDF report. */
export function getPsiLibraryReportLink(client: ApiClient, filterChoices: FilterChoices) {
  return client.request<RapportLinkDatas>({
    method: 'POST',
    url: '/api/filters/bibliotheque/get-rapport-link',
    data: { filterChoices },
  });
}

/** GET of a report link (**project-defined** `/api/filters/bibliotheque/rapport/{key}.pdf`): the PDF. */
export function downloadPsiLibraryReport(client: ApiClient, link: string) {
  return client.request<unknown, FileBody>({
    method: 'GET',
    url: link,
    public: true,
    responseType: 'blob',
  });
}

/** The address of a picture (`visual` of a rupteur), optionally as a thumbnail. */
export function mediaPath(visual: string, thumb = false): string {
  return `/media/download/${encodeURIComponent(visual)}${thumb ? '?format=thumb' : ''}`;
}

/** GET /media/download/{visual} (public): a product picture (SVG). */
export function downloadMedia(client: ApiClient, visual: string, thumb = false) {
  return client.request<unknown, FileBody>({
    method: 'GET',
    url: `/media/download/${encodeURIComponent(visual)}`,
    params: thumb ? { format: 'thumb' } : undefined,
    public: true,
    responseType: 'blob',
  });
}

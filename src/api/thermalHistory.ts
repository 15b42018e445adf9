/**
 * Saved simulations of the general site (spec 001 §7): the thermal-break and environmental
 * histories, their list, their PDF report and sending it by e-mail. See docs/api/thermalHistory.md.
 */
import { historySummariesRequest } from './historyLists';
import type { ApiClient } from './http';
import type {
  CreateHistoryRequest,
  HistoryDatas,
  HistoryListDatas,
  HistoryRapportLinkDatas,
  HistorySummaryListDatas,
  ListHistoriesRequest,
  LoadHistoryDatas,
  SaveHistoryRequest,
  SaveRefineRequest,
  SendRapportDatas,
  SendRapportRequest,
} from './thermalHistoryTypes';

/**
 * POST /api/history/create: saves the result of a finished questionnaire as a history (the
 * user's when logged in, else a visitor's, with the device token); reads `datas.history`.
 */
export function createHistory(client: ApiClient, body: CreateHistoryRequest) {
  return client.request<HistoryDatas>({ method: 'POST', url: '/api/history/create', data: body });
}

/** POST /api/history/load (public): a history by id; reads `datas.history`, `filters`, `fdes`. */
export function loadHistory(client: ApiClient, id: number) {
  return client.request<LoadHistoryDatas>({
    method: 'POST',
    url: '/api/history/load',
    data: { id },
    public: true,
  });
}

/** POST /api/history/save: names a history (3 to 50 characters) and keeps it in the user's list. */
export function saveHistory(client: ApiClient, body: SaveHistoryRequest) {
  return client.request<HistoryDatas>({ method: 'POST', url: '/api/history/save', data: body });
}

/** POST /api/history/save-refine: saves the refine screen's values; the precise PSI value applies. */
export function saveHistoryRefine(client: ApiClient, body: SaveRefineRequest) {
  return client.request<HistoryDatas>({
    method: 'POST',
    url: '/api/history/save-refine',
    data: body,
  });
}

/** POST /api/history/remove: deletes one of the user's histories; reads `datas.history`. */
export function removeHistory(client: ApiClient, id: number) {
  return client.request<HistoryDatas>({
    method: 'POST',
    url: '/api/history/remove',
    data: { id },
  });
}

/** POST /api/history/list: the user's saved histories, createdAt DESC by default; `datas.list`. */
export function listHistories(client: ApiClient, sort: ListHistoriesRequest = {}) {
  return client.request<HistoryListDatas>({
    method: 'POST',
    url: '/api/history/list',
    data: sort,
  });
}

/**
 * POST /api/history/list with the **project-defined** `fields: 'summary'`: the list as the history
 * screen shows it, each history without its filters and PSI table (`datas.list`).
 */
export function listHistorySummaries(
  client: ApiClient,
  sort: Omit<ListHistoriesRequest, 'fields'> = {},
) {
  return client.request<HistorySummaryListDatas>(historySummariesRequest(sort));
}

/** POST /api/history/send-rapport: e-mails the report to 1 to 3 addresses; `datas.message`. */
export function sendHistoryRapport(client: ApiClient, body: SendRapportRequest) {
  return client.request<SendRapportDatas>({
    method: 'POST',
    url: '/api/history/send-rapport',
    data: body,
  });
}

/** POST /api/history/get-rapport-link: `datas.link`, the PDF report's address under the site. */
export function getHistoryRapportLink(client: ApiClient, id: number) {
  return client.request<HistoryRapportLinkDatas>({
    method: 'POST',
    url: '/api/history/get-rapport-link',
    data: { id },
  });
}

/**
 * GET /api/history/rapport/{id}/{key}.pdf (project-defined, public): the PDF behind a report
 * link, as `body.file` with `body.fileName`.
 */
export function downloadHistoryRapport(client: ApiClient, link: string) {
  return client.request({ method: 'GET', url: link, public: true, responseType: 'blob' });
}

/**
 * Saved simulations of the general site (spec 001 §3-§8, docs/api/thermalHistory.md): create at
 * the end of a questionnaire, load, save with a name, refine, remove, list, the report link and
 * its PDF, and sending the report by e-mail.
 *
 * Who may do what is in `historyAccess.ts`; the checks and messages in `historyChecks.ts`.
 */
import { sendEmail } from '../../db/mockDb';
import {
  createHistory,
  deleteHistory,
  historyById,
  isHistoryDataType,
  savedHistoriesOf,
  updateHistory,
  type HistoryRecord,
} from '../../db/generalTools/histories';
import { historyReportPdf, reportKeyOf, reportLinkOf } from '../../db/generalTools/historiesReport';
import { idOf, refineThermal } from '../../db/generalTools/historiesThermal';
import {
  historyEntity,
  historyEntityJson,
  historySummaryJson,
} from '../../db/generalTools/historiesView';
import { pdfResponse } from '../../files/fileResponse';
import { readRecipients } from '../fields';
import {
  fail,
  fieldErrors,
  jsonBody,
  jsonOfParts,
  notFound,
  ok,
  textOf,
  withUser,
} from '../respond';
import { route } from '../route';
import { callerOf, usableHistory } from './historyAccess';
import { HISTORY_MESSAGES, nameError, sendErrors, sortHistories } from './historyChecks';

const history = (record: HistoryRecord) => historyEntity(record);

export const thermalHistoryHandlers = [
  /** Makes the history of a finished questionnaire, the caller's when logged in. */
  route('POST', '/api/history/create', async ({ request }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    if (!isHistoryDataType(body.dataType))
      return fail(400, { message: HISTORY_MESSAGES.unknownDataType });
    const created = createHistory({
      dataType: body.dataType,
      filtersValue: Array.isArray(body.filtersValue) ? body.filtersValue : [],
      customerId: caller.kind === 'user' ? caller.user.id : null,
      deviceUuid: caller.kind === 'visitor' ? caller.deviceUuid : null,
    });
    if ('error' in created) return fail(400, { message: created.error });
    return ok({ datas: { history: history(created) } });
  }),

  /** Any history by id, with its answered filters and FDES sheets. */
  route('POST', '/api/history/load', async ({ request }) => {
    const body = await jsonBody(request);
    const id = idOf(body.id);
    if (id === undefined) return fail(400, { message: HISTORY_MESSAGES.missingId });
    const record = historyById(id);
    if (!record) return notFound(HISTORY_MESSAGES.notFound);
    const entity = history(record);
    return ok({ datas: { history: entity, filters: entity.filters, fdes: entity.fdes } });
  }),

  /**
   * Names a history (the caller's, or a visitor's that the caller claims); without id, makes a
   * saved history from `filtersValue` and `dataType`.
   */
  route(
    'POST',
    '/api/history/save',
    withUser(async ({ request, user }) => {
      const body = await jsonBody(request);
      const error = nameError(body.name);
      if (error) return fieldErrors({ name: error });
      const name = textOf(body.name).trim();
      if (body.id === undefined || body.id === null || body.id === '') {
        if (!isHistoryDataType(body.dataType))
          return fail(400, { message: HISTORY_MESSAGES.unknownDataType });
        const created = createHistory({
          dataType: body.dataType,
          filtersValue: Array.isArray(body.filtersValue) ? body.filtersValue : [],
          customerId: user.id,
          name,
        });
        if ('error' in created) return fail(400, { message: created.error });
        return ok({ message: HISTORY_MESSAGES.saved, datas: { history: history(created) } });
      }
      const record = usableHistory(body, { kind: 'user', user }, 'claim');
      if (record instanceof Response) return record;
      const saved = updateHistory(record.id, { name, customerId: user.id })!;
      return ok({ message: HISTORY_MESSAGES.saved, datas: { history: history(saved) } });
    }),
  ),

  /** Saves the refine screen's answers and applies the rupteur and precise PSI value they give. */
  route('POST', '/api/history/save-refine', async ({ request }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    const record = usableHistory(body, caller, 'change');
    if (record instanceof Response) return record;
    if (record.dataType !== 'rup') return fail(400, { message: HISTORY_MESSAGES.notThermal });
    const raw = Array.isArray(body.filtersValue) ? body.filtersValue : [];
    const outcome = refineThermal(record, raw);
    if (!outcome.ok) return fail(outcome.status, { message: outcome.message });
    const refined = updateHistory(record.id, {
      refineValueIds: outcome.refineValueIds,
      rupteurId: outcome.rupteurId,
      psiValueId: outcome.psiValueId,
    })!;
    return ok({ message: HISTORY_MESSAGES.refined, datas: { history: history(refined) } });
  }),

  /** Deletes one of the user's histories. */
  route(
    'POST',
    '/api/history/remove',
    withUser(async ({ request, user }) => {
      const body = await jsonBody(request);
      const id = idOf(body.id);
      if (id === undefined) return fail(400, { message: HISTORY_MESSAGES.missingId });
      const record = historyById(id);
      if (!record || record.customerId !== user.id) return notFound(HISTORY_MESSAGES.notFound);
      const removed = history(record);
      deleteHistory(id);
      return ok({ message: HISTORY_MESSAGES.removed, datas: { history: removed } });
    }),
  ),

  /** The user's saved histories, sorted; whole, or summed up (`fields: 'summary'`). */
  route(
    'POST',
    '/api/history/list',
    withUser(async ({ request, user }) => {
      const body = await jsonBody(request);
      const sort = body.sort ?? 'createdAt';
      const order = body.order ?? (sort === 'name' ? 'ASC' : 'DESC');
      if (sort !== 'createdAt' && sort !== 'name')
        return fieldErrors({ sort: HISTORY_MESSAGES.unknownSort });
      if (order !== 'ASC' && order !== 'DESC')
        return fieldErrors({ order: HISTORY_MESSAGES.unknownOrder });
      if (body.fields !== undefined && body.fields !== 'summary')
        return fieldErrors({ fields: HISTORY_MESSAGES.unknownFields });
      // Project-defined `fields: 'summary'`: what the list shows of each history, not all of it.
      const json = body.fields === 'summary' ? historySummaryJson : historyEntityJson;
      const list = sortHistories(savedHistoriesOf(user.id), sort, order).map(json);
      // `{ success, datas: { list, total } }`, each entity's JSON kept from the last request.
      return jsonOfParts('{"success":true,"datas":{"list":[', list, `],"total":${list.length}}}`);
    }),
  ),

  /** E-mails the report's link to 1 to 3 recipients. */
  route('POST', '/api/history/send-rapport', async ({ request }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const body = await jsonBody(request);
    const user = caller.kind === 'user' ? caller.user : null;
    const record = usableHistory(body, caller, 'read');
    if (record instanceof Response) return record;
    const { recipients, error } = readRecipients(body);
    const errors = sendErrors(body, recipients, user === null);
    if (error) errors.emails = error;
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const sender = user
      ? `${user.firstname} ${user.lastname}`.trim()
      : `${textOf(body.firstname).trim()} ${textOf(body.lastname).trim()}`;
    const link = await reportLinkOf(record.id);
    for (const to of [...new Set(recipients.map((email) => email.toLowerCase()))])
      sendEmail({
        to,
        subject: sender
          ? `${sender} vous a envoyé un rapport de simulation`
          : HISTORY_MESSAGES.reportSubject,
        link,
      });
    return ok({ datas: { message: HISTORY_MESSAGES.rapportSent } });
  }),

  /** The link of the history's PDF report, relative to the site. */
  route(
    'POST',
    '/api/history/get-rapport-link',
    withUser(async ({ request, user }) => {
      const body = await jsonBody(request);
      const record = usableHistory(body, { kind: 'user', user }, 'read');
      if (record instanceof Response) return record;
      return ok({ datas: { link: await reportLinkOf(record.id) } });
    }),
  ),

  /** Project-defined: the PDF report behind the link, for whoever holds the link. */
  route<{ id: string; key: string }>(
    'GET',
    '/api/history/rapport/{id}/{key}.pdf',
    async ({ params }) => {
      const id = idOf(params.id);
      const record = id === undefined ? undefined : historyById(id);
      if (!record || params.key !== (await reportKeyOf(record.id)))
        return notFound(HISTORY_MESSAGES.reportNotFound);
      const { bytes, fileName } = await historyReportPdf(record);
      return pdfResponse(bytes, fileName);
    },
    { notFound: HISTORY_MESSAGES.reportNotFound },
  ),
];

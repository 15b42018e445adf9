/**
 * Saved simulations of the general site (spec 001 §3-§8, docs/api/thermalHistory.md): create at
 * the end of a questionnaire, load, save with a name, refine, remove, list, the report link and
 * its PDF, and sending the report by e-mail.
 *
 * Who may do what:
 * - create, load, save-refine and send-rapport take a user token, a device token or none. A valid
 *   user token makes the caller that user; a device token or none a visitor. A user token that is
 *   unknown or expired answers 401, so that the app forgets the stale session (a device token that
 *   has expired counts as none).
 * - save, remove, list and get-rapport-link need a logged-in user (401 otherwise).
 * - A history belongs to its customer; a visitor's history (no customer) belongs to the device that
 *   made it. Loading and sending its report are open to all who have its id (the result page shows
 *   the history's owner header only to the owner). Refining it is for its device, or an account
 *   that logged in from that device; saving it (a claim: the account becomes its customer) for such
 *   an account only. Otherwise it answers 404, as a missing one. A history made without any
 *   credential has no device: anyone may refine it, nobody may claim it.
 */
import type { Account } from '../../db/accounts';
import { db, isDeviceTiedTo, isValidEmail, sendEmail, tokenOwner } from '../../db/mockDb';
import {
  createHistory,
  deleteHistory,
  historyById,
  isHistoryDataType,
  savedHistoriesOf,
  updateHistory,
  type HistoryRecord,
} from '../../db/generalTools/histories';
import {
  historyReportPdf,
  plainName,
  reportKeyOf,
  reportLinkOf,
} from '../../db/generalTools/historiesReport';
import { idOf, refineThermal } from '../../db/generalTools/historiesThermal';
import {
  historyEntity,
  historyEntityJson,
  historySummaryJson,
} from '../../db/generalTools/historiesView';
import { pdfResponse } from '../../files/fileResponse';
import { readRecipients, readText, readTexts, senderRules } from '../fields';
import { MESSAGES } from '../messages';
import {
  bearerOf,
  EXPIRED_TOKEN_MESSAGE,
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

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 50;
export const MAX_REPORT_RECIPIENTS = 3;

export const HISTORY_MESSAGES = {
  notFound: 'Cette simulation est introuvable.',
  missingId: "L'identifiant de la simulation est manquant.",
  unknownDataType: 'Type de données inconnu : choisissez rup, pou, pre ou mur.',
  nameLength: `Entre ${NAME_MIN_LENGTH} et ${NAME_MAX_LENGTH} caractères`,
  saved: 'Votre simulation a été sauvegardée dans votre espace personnel',
  removed: 'Votre recherche a été supprimée',
  refined: 'Les caractéristiques du chantier ont été enregistrées',
  notThermal: 'Seule une simulation de rupteur thermique peut être affinée.',
  unknownSort: 'Tri inconnu : choisissez createdAt ou name.',
  unknownOrder: 'Ordre inconnu : choisissez ASC ou DESC.',
  /** **Project-defined** `fields` of the list. */
  unknownFields: 'Champs inconnus : choisissez summary.',
  rapportSent: 'Le rapport a bien été envoyé',
  reportSubject: 'Un rapport de simulation vous a été envoyé',
  tooManyRecipients: `Vous pouvez envoyer le rapport à ${MAX_REPORT_RECIPIENTS} adresses e-mail au maximum.`,
  reportNotFound:
    'Ce rapport est introuvable : le lien est erroné ou la simulation a été supprimée.',
} as const;

// ---- Callers --------------------------------------------------------------------------------------

type Caller = { kind: 'user'; user: Account } | { kind: 'visitor'; deviceUuid: string | null };

/** The caller of an operation open to visitors, or the 401 of a stale user session. */
function callerOf(request: Request): Caller | Response {
  const token = bearerOf(request);
  if (!token) return { kind: 'visitor', deviceUuid: null };
  const owner = tokenOwner(token);
  if (owner?.kind === 'user') {
    const user = db.users.get(owner.userId);
    if (user) return { kind: 'user', user };
  }
  if (owner?.kind === 'device') return { kind: 'visitor', deviceUuid: owner.uuid };
  const known = db.tokens.get(token);
  const wasUserToken = known ? known.owner.kind === 'user' : token.startsWith('usr.');
  return wasUserToken
    ? fail(401, { message: EXPIRED_TOKEN_MESSAGE })
    : { kind: 'visitor', deviceUuid: null };
}

/** What the caller wants of a history: to read it (send its report), change it, or claim it. */
type Use = 'read' | 'change' | 'claim';

/** Whether the caller may use a history so (see the rules at the top). */
function mayUse(record: HistoryRecord, caller: Caller, use: Use): boolean {
  const userId = caller.kind === 'user' ? caller.user.id : null;
  if (record.customerId !== null) return record.customerId === userId;
  if (use === 'read') return true;
  const device = record.deviceUuid;
  if (device === null) return use === 'change';
  if (caller.kind === 'user') return isDeviceTiedTo(device, caller.user.id);
  return use === 'change' && caller.deviceUuid === device;
}

/** The history of a body's `id` that the caller may use so, or the 400/404 answer. */
function usableHistory(
  body: Record<string, unknown>,
  caller: Caller,
  use: Use,
): HistoryRecord | Response {
  const id = idOf(body.id);
  if (id === undefined) return fail(400, { message: HISTORY_MESSAGES.missingId });
  const record = historyById(id);
  return record && mayUse(record, caller, use) ? record : notFound(HISTORY_MESSAGES.notFound);
}

const history = (record: HistoryRecord) => historyEntity(record);

// ---- Validation -----------------------------------------------------------------------------------

function nameError(raw: unknown): string | undefined {
  // The length has the form's own message (spec 001 §5): only the type is read here.
  const read = readText(raw, { max: Number.POSITIVE_INFINITY });
  if (read.error !== undefined) return read.error;
  const name = read.value;
  if (!name) return MESSAGES.requiredField;
  const length = [...name].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) return HISTORY_MESSAGES.nameLength;
  return undefined;
}

function sendErrors(
  body: Record<string, unknown>,
  recipients: string[],
  visitor: boolean,
): Record<string, string> {
  // The sender's fields are asked of visitors only; a logged-in user's are the account's.
  const { errors } = readTexts(body, senderRules(visitor));
  if (recipients.length === 0) errors.emails = MESSAGES.requiredField;
  else if (recipients.length > MAX_REPORT_RECIPIENTS)
    errors.emails = HISTORY_MESSAGES.tooManyRecipients;
  else if (!recipients.every(isValidEmail)) errors.emails = MESSAGES.invalidEmail;
  return errors;
}

const NAME_ORDER = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** A list's sort: createdAt DESC by default, createdAt ASC, name ASC (or DESC). */
function sortHistories(
  records: HistoryRecord[],
  sort: 'createdAt' | 'name',
  order: 'ASC' | 'DESC',
): HistoryRecord[] {
  const direction = order === 'ASC' ? 1 : -1;
  // Each record's key once, not at every comparison.
  const keyed = records.map((record) => ({
    record,
    key: sort === 'name' ? plainName(record.name ?? '') : record.createdAt,
  }));
  keyed.sort((a, b) => {
    const primary = sort === 'name' ? NAME_ORDER.compare(a.key, b.key) : a.key.localeCompare(b.key);
    return direction * (primary || a.record.id - b.record.id);
  });
  return keyed.map(({ record }) => record);
}

// ---- Handlers -------------------------------------------------------------------------------------

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

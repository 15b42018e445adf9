/**
 * Who may use a saved simulation of the general site, and how (docs/api/thermalHistory.md).
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
import { db, isDeviceTiedTo, tokenOwner } from '../../db/mockDb';
import { historyById, type HistoryRecord } from '../../db/generalTools/histories';
import { idOf } from '../../db/generalTools/historiesThermal';
import { bearerOf, EXPIRED_TOKEN_MESSAGE, fail, notFound } from '../respond';
import { HISTORY_MESSAGES } from './historyChecks';

export type Caller =
  { kind: 'user'; user: Account } | { kind: 'visitor'; deviceUuid: string | null };

/** The caller of an operation open to visitors, or the 401 of a stale user session. */
export function callerOf(request: Request): Caller | Response {
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
export type Use = 'read' | 'change' | 'claim';

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
export function usableHistory(
  body: Record<string, unknown>,
  caller: Caller,
  use: Use,
): HistoryRecord | Response {
  const id = idOf(body.id);
  if (id === undefined) return fail(400, { message: HISTORY_MESSAGES.missingId });
  const record = historyById(id);
  return record && mayUse(record, caller, use) ? record : notFound(HISTORY_MESSAGES.notFound);
}

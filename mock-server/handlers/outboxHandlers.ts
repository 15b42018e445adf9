/**
 * A development aid outside the contract: the e-mails the mock has sent, newest first, so people
 * and tests can follow activation, confirmation and reset links. Not declared with `route`, so the
 * coverage check does not count it as an API operation.
 */
import { http, HttpResponse } from 'msw';
import { outboxNewestFirst } from '../db/mockDb';

export const OUTBOX_PATH = '/__mock/outbox';

export const outboxHandlers = [
  http.get(`*${OUTBOX_PATH}`, () =>
    HttpResponse.json({ success: true, datas: { emails: outboxNewestFirst() } }),
  ),
];

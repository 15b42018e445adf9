/**
 * The environmental data of a construction system (spec 001 §2.2, docs/api/thermalHistory.md):
 * the concrete volumes, steel ratios and FDES sheets of the product that the answers lead to.
 * Open to visitors; the token, if any, is not read.
 */
import { environmentOutcomeFor } from '../../db/generalTools/environment';
import { fail, jsonBody, ok } from '../respond';
import { route } from '../route';

export const environmentHandlers = [
  route('POST', '/api/env/result', async ({ request }) => {
    const body = await jsonBody(request);
    const answers = Array.isArray(body.filtersValue) ? body.filtersValue : [];
    const outcome = environmentOutcomeFor(body.dataType, answers);
    if (!outcome.ok) return fail(400, { message: outcome.message });
    return ok({ datas: { success: true, result: outcome.result, fdes: outcome.fdes } });
  }),
];

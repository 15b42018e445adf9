/** Devices of the general site's anonymous visitors (spec 000 §7). */
import { registerDevice, tokenOwner } from '../db/mockDb';
import { MESSAGES } from './messages';
import { TEXT_MAX_LENGTH } from '../../src/domain/fieldLimits';
import { readTexts } from './fields';
import { bearerOf, fail, fieldErrors, jsonBody, ok } from './respond';
import { route } from './route';

export const deviceHandlers = [
  route('POST', '/api/device/create', async ({ request }) => {
    const body = await jsonBody(request);
    if (typeof body.uuid !== 'string' || !body.uuid.trim())
      return fail(400, { message: MESSAGES.missingDeviceId });
    const text = { max: TEXT_MAX_LENGTH };
    const { values, errors } = readTexts(body, {
      uuid: text,
      browser: text,
      browserVersion: text,
      os: text,
    });
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const device = registerDevice({
      uuid: values.uuid,
      browser: values.browser,
      browserVersion: values.browserVersion,
      os: values.os,
    });
    return ok({ datas: { device } });
  }),

  /** The only operation that takes a device token (an anonymous visitor of the general site). */
  route('POST', '/api/device/verify', ({ request }) => {
    const owner = tokenOwner(bearerOf(request));
    return owner?.kind === 'device' ? ok() : fail(401, { message: MESSAGES.unknownDevice });
  }),
];

/** Devices of the general site's anonymous visitors (spec 000 §7). */
import { registerDevice, tokenOwner } from '../db/mockDb';
import { MESSAGES } from './messages';
import { bearerOf, fail, jsonBody, ok, textOf } from './respond';
import { route } from './route';

export const deviceHandlers = [
  route('POST', '/api/device/create', async ({ request }) => {
    const { uuid, browser, browserVersion, os } = await jsonBody(request);
    if (typeof uuid !== 'string' || !uuid.trim())
      return fail(400, { message: MESSAGES.missingDeviceId });
    const device = registerDevice({
      uuid: uuid.trim(),
      browser: textOf(browser),
      browserVersion: textOf(browserVersion),
      os: textOf(os),
    });
    return ok({ datas: { device } });
  }),

  /** The only operation that takes a device token (an anonymous visitor of the general site). */
  route('POST', '/api/device/verify', ({ request }) => {
    const owner = tokenOwner(bearerOf(request));
    return owner?.kind === 'device' ? ok() : fail(401, { message: MESSAGES.unknownDevice });
  }),
];

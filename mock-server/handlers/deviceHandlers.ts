import { http } from 'msw';
import { registerDevice, tokenOwner } from '../db/mockDb';
import { api, bearerOf, fail, jsonBody, ok } from './respond';

export const deviceHandlers = [
  http.post(api('/api/device/create'), async ({ request }) => {
    const body = await jsonBody(request);
    const { uuid, browser, browserVersion, os } = body;
    if (typeof uuid !== 'string' || !uuid)
      return fail(400, { message: "L'identifiant de l'appareil est manquant." });
    const device = registerDevice({
      uuid,
      browser: String(browser ?? ''),
      browserVersion: String(browserVersion ?? ''),
      os: String(os ?? ''),
    });
    return ok({ datas: { device } });
  }),

  http.post(api('/api/device/verify'), ({ request }) => {
    const owner = tokenOwner(bearerOf(request));
    return owner?.kind === 'device' ? ok() : fail(401, { message: 'Appareil inconnu.' });
  }),
];

/**
 * Consumer contract of the general site's devices (docs/api.md, "General site"), with their
 * documented failures.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { createDevice, verifyDevice } from '../device';
import { createPact, expectInteraction, given, PARAM_STATE, STATE, TOKEN } from './pactHarness';

const { like, string } = MatchersV3;

const pact = createPact();

const DEVICE_INFO = {
  uuid: '6f1c2b7e-3d4a-4f8b-9c21-5e7a8d9b0c1f',
  browser: 'Firefox',
  browserVersion: '128.0',
  os: 'Linux',
};

describe('devices', () => {
  it('registers a device and reads its token', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.noDeviceUuid, { uuid: DEVICE_INFO.uuid }),
      description: 'a request to register a device',
      method: 'POST',
      path: '/api/device/create',
      body: DEVICE_INFO,
      status: 200,
      responseBody: {
        success: true,
        datas: {
          device: {
            uuid: DEVICE_INFO.uuid,
            browser: like(DEVICE_INFO.browser),
            browserVersion: like(DEVICE_INFO.browserVersion),
            os: like(DEVICE_INFO.os),
            token: string('dev.2f0c9e41d3b84c6e'),
          },
        },
      },
      call: (client) => createDevice(client, DEVICE_INFO),
      check: (result) => {
        expect(result.status).toBe(200);
        expect(result.body.success).toBe(true);
        expect(result.body.datas?.device.uuid).toBe(DEVICE_INFO.uuid);
        expect(typeof result.body.datas?.device.token).toBe('string');
      },
    }));

  it('refuses a device without uuid with 400', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.noDeviceUuid, { uuid: DEVICE_INFO.uuid }),
      description: 'a request to register a device without uuid',
      method: 'POST',
      path: '/api/device/create',
      body: { ...DEVICE_INFO, uuid: '' },
      status: 400,
      responseBody: {
        success: false,
        message: string("L'identifiant de l'appareil est manquant."),
      },
      call: (client) => createDevice(client, { ...DEVICE_INFO, uuid: '' }),
      check: (result) => {
        expect(result.status).toBe(400);
        expect(result.body.success).toBe(false);
        expect(typeof result.body.message).toBe('string');
      },
    }));

  it('verifies a registered device token', () =>
    expectInteraction(pact, {
      state: STATE.registeredDevice,
      description: 'a request to verify a registered device token',
      method: 'POST',
      path: '/api/device/verify',
      token: TOKEN.device,
      body: {},
      status: 200,
      // Exact: the client reads only `success` (and the status).
      responseBody: { success: true },
      call: (client) => verifyDevice(client),
      check: (result) => expect(result).toMatchObject({ status: 200, body: { success: true } }),
    }));

  it('answers 401 for an unknown device token', () =>
    expectInteraction(pact, {
      state: given(PARAM_STATE.noDeviceToken, { token: TOKEN.unknownDevice }),
      description: 'a request to verify an unknown device token',
      method: 'POST',
      path: '/api/device/verify',
      token: TOKEN.unknownDevice,
      body: {},
      status: 401,
      responseBody: { success: false, message: string('Appareil inconnu.') },
      call: (client) => verifyDevice(client),
      check: (result) => {
        expect(result.status).toBe(401);
        expect(result.body.success).toBe(false);
      },
    }));
});

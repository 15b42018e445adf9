/** Device operations of the general site (spec 000 §7). */
import type { ApiBody, ApiClient } from './http';
import type { Device, DeviceInfo } from './types';

/** POST /api/device/create: registers an anonymous visitor's device; reads `datas.device` (with its token). */
export function createDevice(client: ApiClient, device: DeviceInfo) {
  return client.request<{ device: Device }>({
    method: 'POST',
    url: '/api/device/create',
    data: device,
    public: true,
  });
}

/**
 * POST /api/device/verify: checks the device token sent as Bearer; `success` tells. `deviceToken` is
 * sent instead of the session's token, which is the user's once someone is logged in.
 */
export function verifyDevice(client: ApiClient, deviceToken?: string) {
  return client.request<ApiBody>({
    method: 'POST',
    url: '/api/device/verify',
    data: {},
    ...(deviceToken ? { token: deviceToken } : {}),
  });
}

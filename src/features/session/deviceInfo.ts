/** Describes this browser for device registration (spec 000 §3: uuid, browser, browserVersion, os). */
import Bowser from 'bowser';
import type { DeviceInfo } from '@/api/types';

export function describeDevice(
  userAgent: string = navigator.userAgent,
  uuid: string = crypto.randomUUID(),
): DeviceInfo {
  const parsed = Bowser.parse(userAgent);
  return {
    uuid,
    browser: parsed.browser.name ?? 'Inconnu',
    browserVersion: parsed.browser.version ?? '',
    os:
      [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ') ||
      'Inconnu',
  };
}

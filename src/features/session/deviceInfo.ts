/** Describes this browser for device registration (spec 000 §3: uuid, browser, browserVersion, os). */
import type { DeviceInfo } from '@/api/types';

/**
 * The user-agent parser is loaded when a device is first registered, not with the first page.
 */
export async function describeDevice(
  userAgent: string = navigator.userAgent,
  uuid: string = crypto.randomUUID(),
): Promise<DeviceInfo> {
  const { default: Bowser } = await import('bowser');
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

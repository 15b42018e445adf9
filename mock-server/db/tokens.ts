/**
 * Session tokens of users and devices. Tokens expire against the store's clock (`db.now`), so the
 * app's 401-then-retry path is real, and the expired ones are purged as new ones are issued. Random
 * values, so that a token kept by a browser across a reload of the mock never names another user.
 * Only access tokens authenticate: a session's refresh token is kept and given back, never accepted
 * as a Bearer token. A password change ends the account's other sessions.
 */
import type { Device, DeviceInfo } from '../../src/api/types';
import { db } from './store';
import type { TokenOwner } from './records';

export type { TokenOwner, TokenRecord } from './records';

export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const REMEMBERED_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

let counter = 0;

/** A random token (or any random identifier) with a readable prefix. */
export function randomToken(prefix: string): string {
  counter += 1;
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(16)}${counter.toString(16)}`;
  return `${prefix}.${random.replaceAll('-', '')}`;
}

export function issueToken(
  owner: TokenOwner,
  lifetimeMs: number = TOKEN_LIFETIME_MS,
  use?: 'refresh',
): string {
  return registerToken(randomToken(owner.kind === 'user' ? 'usr' : 'dev'), owner, lifetimeMs, use);
}

/** Forgets the tokens that have expired (the server does not grow with every login). */
export function purgeExpiredTokens(): void {
  const now = db.now();
  for (const [token, record] of db.tokens) if (record.expiresAt <= now) db.tokens.delete(token);
}

/**
 * Registers a token with a fixed value (provider states, tests). A lifetime of 0 makes a token that
 * has already expired.
 */
export function registerToken(
  token: string,
  owner: TokenOwner,
  lifetimeMs: number = TOKEN_LIFETIME_MS,
  use?: 'refresh',
): string {
  purgeExpiredTokens();
  db.tokens.set(token, { owner, expiresAt: db.now() + lifetimeMs, ...(use ? { use } : {}) });
  return token;
}

/**
 * The owner of a valid access token: undefined when it is unknown, expired or a refresh token
 * (which authenticates nothing).
 */
export function tokenOwner(token: string | null | undefined): TokenOwner | undefined {
  if (!token) return undefined;
  const record = db.tokens.get(token);
  if (!record || record.expiresAt <= db.now() || record.use === 'refresh') return undefined;
  return record.owner;
}

/**
 * Ends a user's sessions (a password changed): every token of the user but `kept`, the access token
 * of the session that changed it, if any.
 */
export function endUserSessions(userId: number, kept?: string | null): void {
  for (const [token, record] of db.tokens) {
    if (token !== kept && record.owner.kind === 'user' && record.owner.userId === userId)
      db.tokens.delete(token);
  }
}

/** Makes a token expire now (fault injection and tests). */
export function expireToken(token: string): void {
  const record = db.tokens.get(token);
  if (record) record.expiresAt = db.now();
}

/** A login session: a token (30 days when remembered) and a refresh token. */
export function openSession(
  userId: number,
  remember = false,
): { token: string; refreshToken: string } {
  const owner: TokenOwner = { kind: 'user', userId };
  return {
    token: issueToken(owner, remember ? REMEMBERED_TOKEN_LIFETIME_MS : TOKEN_LIFETIME_MS),
    refreshToken: issueToken(owner, REMEMBERED_TOKEN_LIFETIME_MS, 'refresh'),
  };
}

/**
 * Ties a device to the account that logged in with its token (login-check with the device token as
 * Bearer): the account may then claim the histories the device made as a visitor.
 */
export function tieDeviceToUser(deviceToken: string | null, userId: number): void {
  const owner = tokenOwner(deviceToken);
  const device = owner?.kind === 'device' ? db.devices.get(owner.uuid) : undefined;
  if (!device) return;
  device.userIds = [...new Set([...(device.userIds ?? []), userId])];
}

/** Whether an account logged in from a device. */
export function isDeviceTiedTo(uuid: string, userId: number): boolean {
  return db.devices.get(uuid)?.userIds?.includes(userId) ?? false;
}

/** Registers a device; `token` fixes its token's value (provider states). */
export function registerDevice(info: DeviceInfo, token?: string): Device {
  const owner: TokenOwner = { kind: 'device', uuid: info.uuid };
  const device: Device = {
    ...info,
    token: token ? registerToken(token, owner) : issueToken(owner),
  };
  db.devices.set(info.uuid, device);
  return device;
}

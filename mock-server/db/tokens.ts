/**
 * Session tokens of users and devices. Tokens expire against the store's clock (`db.now`), so the
 * app's 401-then-retry path is real. Random values, so that a token kept by a browser across a
 * reload of the mock never names another user.
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

export function issueToken(owner: TokenOwner, lifetimeMs: number = TOKEN_LIFETIME_MS): string {
  return registerToken(randomToken(owner.kind === 'user' ? 'usr' : 'dev'), owner, lifetimeMs);
}

/**
 * Registers a token with a fixed value (provider states, tests). A lifetime of 0 makes a token that
 * has already expired.
 */
export function registerToken(
  token: string,
  owner: TokenOwner,
  lifetimeMs: number = TOKEN_LIFETIME_MS,
): string {
  db.tokens.set(token, { owner, expiresAt: db.now() + lifetimeMs });
  return token;
}

/** The owner of a valid token; undefined when it is unknown or expired. */
export function tokenOwner(token: string | null | undefined): TokenOwner | undefined {
  if (!token) return undefined;
  const record = db.tokens.get(token);
  if (!record || record.expiresAt <= db.now()) return undefined;
  return record.owner;
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
    refreshToken: issueToken(owner, REMEMBERED_TOKEN_LIFETIME_MS),
  };
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

/**
 * The mock backend's in-memory store: accounts, devices and tokens, seeded deterministically and
 * resettable. Tokens expire, so the 401-then-retry path of the app is real.
 */
import type { Device, DeviceInfo } from '../../src/api/types';
import { SEED_USERS, type SeedUser } from './seedUsers';

export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const REMEMBERED_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type TokenOwner = { kind: 'user'; userId: number } | { kind: 'device'; uuid: string };

interface TokenRecord {
  owner: TokenOwner;
  expiresAt: number;
}

export interface MockDb {
  users: Map<number, SeedUser>;
  devices: Map<string, Device>;
  tokens: Map<string, TokenRecord>;
  /** The clock of the server; tests move it to expire tokens. */
  now: () => number;
}

let counter = 0;
function newToken(prefix: string): string {
  counter += 1;
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${counter}`;
  return `${prefix}.${random.replaceAll('-', '')}`;
}

export const db: MockDb = {
  users: new Map(),
  devices: new Map(),
  tokens: new Map(),
  now: () => Date.now(),
};

export function resetDb(): void {
  db.users = new Map(SEED_USERS.map((user) => [user.id, { ...user }]));
  db.devices = new Map();
  db.tokens = new Map();
  db.now = () => Date.now();
}

resetDb();

export function findUserByEmail(email: string): SeedUser | undefined {
  const wanted = email.trim().toLowerCase();
  return [...db.users.values()].find((user) => user.email.toLowerCase() === wanted);
}

export function issueToken(owner: TokenOwner, lifetimeMs: number = TOKEN_LIFETIME_MS): string {
  const token = newToken(owner.kind === 'user' ? 'usr' : 'dev');
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

export function registerDevice(info: DeviceInfo): Device {
  const device: Device = { ...info, token: issueToken({ kind: 'device', uuid: info.uuid }) };
  db.devices.set(info.uuid, device);
  return device;
}

/**
 * Signed links of the e-mails (account activation, e-mail change) and password-reset tokens.
 *
 * A signed link carries `id`, `token`, `expires` (Unix seconds) and `signature`, the hex
 * HMAC-SHA256 of `id.token.expires` with the server's secret. The token must also be pending for
 * that user and that purpose. Activation links stay valid until they expire (a second use answers
 * alreadyActivated); e-mail change links and reset tokens are used once.
 */
import type { SignedLinkParams } from '../../src/api/types';
import { db } from './store';
import { randomToken } from './tokens';
import type { LinkPurpose, PendingLink } from './records';

export type { LinkPurpose, PendingLink, ResetToken } from './records';

export const SIGNED_LINK_SECRET = 'mock-server-secret';
export const ACTIVATION_LINK_LIFETIME_S = 7 * 24 * 60 * 60;
export const EMAIL_CHANGE_LINK_LIFETIME_S = 24 * 60 * 60;
export const RESET_TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

// ---- HMAC-SHA256 with Web Crypto ----------------------------------------------------------------

interface NodeProcessLike {
  getBuiltinModule?: (id: string) => unknown;
}

/**
 * Web Crypto's SubtleCrypto: the global one (browsers, Node), else Node's own when the global lacks
 * it (jsdom under Jest). `process.getBuiltinModule` is a runtime lookup, so no bundler pulls
 * node:crypto into the browser bundle, and browsers never reach that branch.
 */
function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return subtle;
  const nodeProcess = (globalThis as { process?: NodeProcessLike }).process;
  const nodeCrypto = nodeProcess?.getBuiltinModule?.('node:crypto') as
    { webcrypto?: { subtle?: SubtleCrypto } } | undefined;
  if (nodeCrypto?.webcrypto?.subtle) return nodeCrypto.webcrypto.subtle;
  throw new Error(
    'Web Crypto (crypto.subtle) is missing: serve the app from a secure origin (https or localhost).',
  );
}

let signingKey: Promise<CryptoKey> | undefined;
let signingSecret = SIGNED_LINK_SECRET;

/**
 * Replaces the secret of the signed links and report keys (the standalone server's
 * `MOCK_SERVER_SECRET`): the Pact verification signs with another secret than the consumer tests'
 * examples, which proves that the pacts take every signed value from the provider states.
 */
export function setSigningSecret(secret: string): void {
  signingSecret = secret;
  signingKey = undefined;
}

function key(): Promise<CryptoKey> {
  signingKey ??= subtleCrypto().importKey(
    'raw',
    new TextEncoder().encode(signingSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return signingKey;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The signature of a link: hex HMAC-SHA256 of `id.token.expires`. */
export async function signLink(
  id: number | string,
  token: string,
  expires: number | string,
): Promise<string> {
  const message = new TextEncoder().encode(`${id}.${token}.${expires}`);
  return toHex(await subtleCrypto().sign('HMAC', await key(), message));
}

// ---- Signed links ---------------------------------------------------------------------------------

/** The query string of a signed link, without '?'. */
export function linkQuery(link: SignedLinkParams): string {
  return new URLSearchParams({
    id: link.id,
    token: link.token,
    expires: link.expires,
    signature: link.signature,
  }).toString();
}

/** Registers a pending link with a fixed token (provider states) and returns its parameters. */
export async function registerPendingLink(
  token: string,
  link: PendingLink,
): Promise<SignedLinkParams> {
  db.pendingLinks.set(token, { ...link });
  return {
    id: String(link.userId),
    token,
    expires: String(link.expires),
    signature: await signLink(link.userId, token, link.expires),
  };
}

/** Creates a signed link for a user; `newEmail` for an e-mail change. */
export function createSignedLink(
  purpose: LinkPurpose,
  userId: number,
  newEmail?: string,
): Promise<SignedLinkParams> {
  const lifetime =
    purpose === 'activation' ? ACTIVATION_LINK_LIFETIME_S : EMAIL_CHANGE_LINK_LIFETIME_S;
  const expires = Math.floor(db.now() / 1000) + lifetime;
  const token = randomToken(purpose === 'activation' ? 'act' : 'mail').replace('.', '-');
  return registerPendingLink(token, {
    purpose,
    userId,
    expires,
    ...(newEmail ? { newEmail } : {}),
  });
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The pending link that these parameters prove, or undefined when the signature is wrong, the link
 * has expired, or its token is unknown, used or meant for another purpose or user.
 */
export async function verifySignedLink(
  purpose: LinkPurpose,
  params: Record<string, unknown>,
): Promise<(PendingLink & { token: string }) | undefined> {
  const [id, token, expires, signature] = ['id', 'token', 'expires', 'signature'].map((name) =>
    text(params[name]),
  ) as [string, string, string, string];
  if (!id || !token || !/^\d+$/.test(expires) || !signature) return undefined;
  if (signature.toLowerCase() !== (await signLink(id, token, expires))) return undefined;
  if (Number(expires) * 1000 <= db.now()) return undefined;
  const pending = db.pendingLinks.get(token);
  if (!pending || pending.purpose !== purpose || String(pending.userId) !== id) return undefined;
  if (pending.expires !== Number(expires)) return undefined;
  return { ...pending, token };
}

/** Forgets a used link. */
export function consumeLink(token: string): void {
  db.pendingLinks.delete(token);
}

// ---- Password-reset tokens ----------------------------------------------------------------------

/** Creates a reset token for a user; `token` fixes its value (provider states). */
export function createResetToken(userId: number, token?: string): string {
  const value = token ?? randomToken('reset').replace('.', '-');
  db.resetTokens.set(value, { userId, expiresAt: db.now() + RESET_TOKEN_LIFETIME_MS });
  return value;
}

/** The user id of a valid reset token, without using it. */
export function resetTokenUser(token: unknown): number | undefined {
  if (typeof token !== 'string') return undefined;
  const record = db.resetTokens.get(token);
  return record && record.expiresAt > db.now() ? record.userId : undefined;
}

export function consumeResetToken(token: string): void {
  db.resetTokens.delete(token);
}

/** The path of the reset link that the e-mail carries. */
export function resetLinkPath(token: string): string {
  return `/user/data/password/${encodeURIComponent(token)}`;
}

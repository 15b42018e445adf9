/** Helpers of the handlers: the response envelope and the Bearer token of a request. */
import { HttpResponse } from 'msw';
import { db, tokenOwner } from '../db/mockDb';
import type { SeedUser } from '../db/seedUsers';

/** Handlers answer on any origin, so one set serves the browser, Jest, Pact and the standalone server. */
export const api = (path: string) => `*${path}`;

export function ok(fields: Record<string, unknown> = {}, status = 200) {
  return HttpResponse.json({ success: true, ...fields }, { status });
}

export function fail(status: number, fields: Record<string, unknown>) {
  return HttpResponse.json({ success: false, ...fields }, { status });
}

export const EXPIRED_TOKEN_MESSAGE = 'Votre session a expiré. Veuillez vous reconnecter.';

export function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The user of the request's token, or the 401 answer to send. */
export function authenticatedUser(request: Request): SeedUser | Response {
  const owner = tokenOwner(bearerOf(request));
  const user = owner?.kind === 'user' ? db.users.get(owner.userId) : undefined;
  return user ?? fail(401, { message: EXPIRED_TOKEN_MESSAGE });
}

export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

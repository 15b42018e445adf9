/** Helpers of the handlers: the response envelope, the request's body and its authenticated user. */
import { HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';

/**
 * A JSON answer. Cheaper than `HttpResponse.json`, which copies the body through a Blob to compute
 * its length; the servers (worker, Node) set the length themselves.
 */
export function json(body: unknown, status = 200) {
  return jsonText(JSON.stringify(body), status);
}

/** A JSON answer whose text is already written (parts serialised once and kept). */
export function jsonText(text: string | Uint8Array<ArrayBuffer>, status = 200) {
  return new HttpResponse(text, { status, headers: { 'Content-Type': 'application/json' } });
}

const utf8 = new TextEncoder();
const COMMA = utf8.encode(',');

/**
 * A JSON answer written from UTF-8 JSON parts kept by the caller: `before`, the parts separated by
 * commas (the items of a list), then `after`. The parts go out as they are, one after the other,
 * never copied into one text (a list of a thousand histories is some 12 MB).
 */
export function jsonOfParts(before: string, parts: readonly Uint8Array[], after: string) {
  const head = utf8.encode(before);
  const tail = utf8.encode(after);
  let size = head.length + tail.length + Math.max(0, parts.length - 1);
  for (const part of parts) size += part.length;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
      parts.forEach((part, index) => {
        if (index > 0) controller.enqueue(COMMA);
        controller.enqueue(part);
      });
      controller.enqueue(tail);
      controller.close();
    },
  });
  return new HttpResponse(body, {
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(size) },
  });
}
import { db, tokenOwner, type Account } from '../db/mockDb';

export function ok(fields: Record<string, unknown> = {}, status = 200) {
  return json({ success: true, ...fields }, status);
}

export function fail(status: number, fields: Record<string, unknown>) {
  return json({ success: false, ...fields }, status);
}

/** A business refusal on fields: 400 `{ success: false, error: { field: message } }`. */
export function fieldErrors(error: Record<string, string>) {
  return fail(400, { error });
}

export function notFound(message: string) {
  return fail(404, { message });
}

export const EXPIRED_TOKEN_MESSAGE = 'Votre session a expiré. Veuillez vous reconnecter.';

export function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The user of the request's token, or the 401 answer to send (missing, unknown or expired). */
export function authenticatedUser(request: Request): Account | Response {
  const owner = tokenOwner(bearerOf(request));
  const user = owner?.kind === 'user' ? db.users.get(owner.userId) : undefined;
  return user ?? fail(401, { message: EXPIRED_TOKEN_MESSAGE });
}

type ResolverInfo<Params extends PathParams> = Parameters<HttpResponseResolver<Params>>[0];

/** A resolver for logged-in users only: others get the 401 of `authenticatedUser`. */
export function withUser<Params extends PathParams = PathParams>(
  resolver: (info: ResolverInfo<Params> & { user: Account }) => Response | Promise<Response>,
): HttpResponseResolver<Params> {
  return (info) => {
    const user = authenticatedUser(info.request);
    return user instanceof Response ? user : resolver({ ...info, user });
  };
}

export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A text field of a body: strings as they are, numbers as text, anything else ''. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The query parameters of a request, as an object of strings. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

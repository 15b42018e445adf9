/**
 * How the consumer contracts match values rather than fix them: values taken from the provider
 * state (tokens, signed links), addresses, dates and texts the server words, the typed-text fields
 * of a request, and the templates whose examples the client sends.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import type { SignedLinkParams } from '../types';

const { fromProviderState, regex } = MatchersV3;

/** A value, or a template of it whose leaves may be matchers (the client sends the examples). */
export type Template<T> =
  | MatchersV3.Matcher<T>
  | (T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]: Template<T[K]> } : T);

/**
 * The body of a signed link whose every value comes from the provider state (its values `id`,
 * `linkToken`, `expires` and `signature`), the example being `example`; a value of `forged`
 * replaces the state's (a wrong signature or token, for a refusal).
 */
export function signedLinkFromState(
  example: SignedLinkParams,
  forged: Partial<SignedLinkParams> = {},
): Template<SignedLinkParams> {
  return {
    id: forged.id ?? fromProviderState('${id}', example.id),
    token: forged.token ?? fromProviderState('${linkToken}', example.token),
    expires: forged.expires ?? fromProviderState('${expires}', example.expires),
    signature: forged.signature ?? fromProviderState('${signature}', example.signature),
  };
}

/** A password-reset token issued by the state 'a password-reset token' (its value `resetToken`). */
export function resetTokenFromState(example: string) {
  return fromProviderState('${resetToken}', example);
}

/**
 * The example values of a template that may hold matchers: what the client sends in the consumer
 * test (the pact keeps the matchers).
 */
export function exampleOf<T>(template: Template<T>): T {
  return examples(template) as T;
}

function examples(template: unknown): unknown {
  if (template === undefined || template === null) return template;
  if (Array.isArray(template)) return template.map(examples);
  if (typeof template === 'object') {
    if ('pact:matcher:type' in template || 'pact:generator:type' in template)
      return examples((template as { value?: unknown }).value);
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [key, examples(value)]),
    );
  }
  return template;
}

/**
 * The tokens a provider state issues, by the name of the state's value that gives them: a backend
 * issues its own and its state-change endpoint answers them (docs/api.md).
 */
const TOKEN_STATE_VALUES: Record<string, string> = {
  'usr.pact-valid': 'token',
  'usr.pact-expired': 'token',
  'dev.pact-device': 'deviceToken',
};

/**
 * The Authorization header of a call made with `token`: a token a provider state issued comes from
 * the state's values; another one (an unknown token) is sent as it is.
 */
export function bearer(token: string) {
  const value = TOKEN_STATE_VALUES[token];
  return {
    Authorization: value
      ? fromProviderState(`Bearer \${${value}}`, `Bearer ${token}`)
      : regex(/^Bearer \S+$/, `Bearer ${token}`),
  };
}

export const JSON_CONTENT = { 'Content-Type': regex(/^application\/json/, 'application/json') };

/**
 * An address the server gives (media, document, report, zip, operation): root-relative to the API
 * or absolute on the API's host, both accepted (the embedded mock answers the first, the
 * standalone one the second; the app resolves both: src/api/apiUrl.ts). `path` is a regular
 * expression of the path, without anchors; the example is root-relative.
 */
export function apiAddress(path: string, example: string) {
  return regex(`^(https?://[^/?#]+)?${path}$`, example);
}

/** A picture of `/media/download/{visual}` (with `?format=thumb` when the example has it). */
export function mediaAddress(example: string) {
  const thumb = example.endsWith('?format=thumb') ? '\\?format=thumb' : '';
  return apiAddress(`/media/download/[\\w-]+${thumb}`, example);
}

/**
 * A response body whose texts are the server's to word: every string becomes a type matcher, while
 * `success`, booleans, numbers and keys stay exact (the client branches on them). For answers whose
 * wording the client does not depend on: it shows whatever message it is given (a toast, a field
 * message), or only reads the status.
 */
export function anyText<T>(body: T): T {
  return textMatchers(body) as T;
}

function textMatchers(value: unknown): unknown {
  if (typeof value === 'string') return MatchersV3.string(value);
  if (Array.isArray(value)) return value.map(textMatchers);
  if (value && typeof value === 'object') {
    if ('pact:matcher:type' in value) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, textMatchers(item)]),
    );
  }
  return value;
}

/** An ISO 8601 date and time, with or without milliseconds and offset. */
export function isoDateTime(example: string) {
  return regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/, example);
}

/**
 * Fields of a request body that hold what the user typed about themselves or a message: the answer
 * does not depend on their wording, so the pact matches them by type (`like`). A blank one stays
 * exact (the server refuses it: a required field).
 */
const TYPED_TEXT_FIELDS = new Set([
  'firstname',
  'lastname',
  'company',
  'phone',
  'siret',
  'fonction',
  'address',
  'addressComplement',
  'postalCode',
  'city',
  'country',
  'message',
]);

/** The request body with its typed-text fields matched by type (see TYPED_TEXT_FIELDS). */
export function typedTextFields(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'pact:matcher:type' in body)
    return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      TYPED_TEXT_FIELDS.has(key) && typeof value === 'string' && value.trim() !== ''
        ? MatchersV3.like(value)
        : value,
    ]),
  );
}

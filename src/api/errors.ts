/** Reading the error of a response body, as the error catalogues of the specification ask. */
import { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, type ApiBody } from './http';

/** The first value of an error object (`{ field: 'message' }` or `{ field: ['message'] }`), if any. */
export function firstErrorValue(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) return firstErrorValue(error[0]);
  if (error && typeof error === 'object') {
    for (const value of Object.values(error)) {
      const found = firstErrorValue(value);
      if (found) return found;
    }
  }
  return undefined;
}

/** The message to show for a failed body: its error (first value), else its message, else the default. */
export function errorMessageOf(
  body: Pick<ApiBody, 'error' | 'message'>,
  fallback = SERVER_ERROR_MESSAGE,
): string {
  return firstErrorValue(body.error) ?? (body.message || fallback);
}

/** The body of a call that got no answer at all (network cut: src/api/http.ts). */
export function isNetworkFailure(body: Pick<ApiBody, 'success' | 'error'>): boolean {
  return !body.success && body.error === NETWORK_ERROR_MESSAGE;
}

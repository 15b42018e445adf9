/**
 * The key of the library's results route '#/results/{hash}' (spec 001 §2.3): the base64 of the
 * JSON object mapping a filter id to the ids of its chosen values. Encoding goes through UTF-8, so
 * any text survives; decoding refuses anything that is not such an object (the page then goes back
 * to '#/' with an empty state).
 */
import type { FilterChoices } from '@/api/catalogueTypes';
import { RESULTS_PREFIX } from '@/ui/libraryFrame/libraryFrame';

function base64OfText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function textOfBase64(base64: string): string {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The choices without empty lists, filters and values in ascending order (one hash per search). */
export function normaliseChoices(choices: FilterChoices): FilterChoices {
  return Object.fromEntries(
    Object.entries(choices)
      .filter(([, ids]) => ids.length > 0)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([filterId, ids]) => [filterId, [...new Set(ids)].sort((a, b) => a - b)]),
  );
}

/** base64 of the JSON of the choices, as the server's `hash`. */
export function encodeChoicesHash(choices: FilterChoices): string {
  return base64OfText(JSON.stringify(normaliseChoices(choices)));
}

/** The choices of a hash, or null when it is not base64 of a JSON { filterId: valueId[] }. */
export function decodeChoicesHash(hash: string): FilterChoices | null {
  let raw = hash.trim();
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (raw === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(textOfBase64(raw));
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const choices: FilterChoices = {};
  for (const [filterId, ids] of Object.entries(parsed as Record<string, unknown>)) {
    if (!/^\d+$/.test(filterId)) return null;
    if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id) && id > 0)) return null;
    choices[filterId] = ids as number[];
  }
  return normaliseChoices(choices);
}

/** The hash route of a search: '/results/{hash}' ('/' when nothing is chosen). */
export function resultsPathOf(choices: FilterChoices): string {
  const normalised = normaliseChoices(choices);
  if (Object.keys(normalised).length === 0) return '/';
  return `${RESULTS_PREFIX}${encodeURIComponent(encodeChoicesHash(normalised))}`;
}

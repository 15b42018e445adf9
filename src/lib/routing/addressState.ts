/**
 * State kept in a page's address (a query parameter): JSON, as UTF-8, in base64url without padding,
 * so that a reload or a shared link restores it without any server state (the floor configurator's
 * and the carbon simulator's `config`).
 */

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64(encoded: string): string {
  const normal = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function encodeAddressState(value: unknown): string {
  return toBase64(JSON.stringify(value));
}

/** The value, or null when the text is missing or not such a state. */
export function decodeAddressState(encoded: string | null | undefined): unknown {
  if (!encoded) return null;
  try {
    return JSON.parse(fromBase64(encoded)) as unknown;
  } catch {
    return null;
  }
}

/**
 * The single sign-on's state (project-defined, docs/security.md): a random value made when the tab
 * sends the browser to the single-sign-on host, kept in the tab's sessionStorage for at most
 * SSO_STATE_LIFETIME_MS, passed to the server, which passes it back to the hand-over page. The
 * hand-over logs in only when the state it brings is the one this tab kept: a hand-over link made by
 * someone else (their tokens, and no state or another one) logs nobody in.
 */

export const SSO_STATE_STORAGE_KEY = 'sso-state';

/** How long a sign-on may take, from the login dialog to the hand-over page. */
export const SSO_STATE_LIFETIME_MS = 10 * 60 * 1000;

interface KeptState {
  value: string;
  createdAt: number;
}

/** What this module needs of the tab's storage. */
export type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function randomValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Makes and keeps a new state for this tab (replacing any earlier one); returns it. */
export function createSsoState(
  storage: StateStorage = window.sessionStorage,
  now: number = Date.now(),
): string {
  const value = randomValue();
  const kept: KeptState = { value, createdAt: now };
  storage.setItem(SSO_STATE_STORAGE_KEY, JSON.stringify(kept));
  return value;
}

function readKept(storage: StateStorage): KeptState | null {
  try {
    const kept = JSON.parse(storage.getItem(SSO_STATE_STORAGE_KEY) ?? 'null') as unknown;
    if (
      kept &&
      typeof kept === 'object' &&
      typeof (kept as KeptState).value === 'string' &&
      typeof (kept as KeptState).createdAt === 'number'
    )
      return kept as KeptState;
  } catch {
    // Not ours, or altered: no state.
  }
  return null;
}

/**
 * Whether `received` is the state this tab kept, made at most SSO_STATE_LIFETIME_MS ago. The kept
 * state is used once: it is deleted whatever the answer.
 */
export function takeSsoState(
  received: string | null | undefined,
  storage: StateStorage = window.sessionStorage,
  now: number = Date.now(),
): boolean {
  let kept: KeptState | null = null;
  try {
    kept = readKept(storage);
    storage.removeItem(SSO_STATE_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
  if (!kept || !received) return false;
  const age = now - kept.createdAt;
  return kept.value === received && age >= 0 && age <= SSO_STATE_LIFETIME_MS;
}

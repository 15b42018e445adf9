/**
 * The single-sign-on hand-over's address (`/connexion-sso/?token=…&refreshToken=…&state=…`): its
 * credentials are taken out of the address by the page's inline start-up script, before any other
 * request of the page (a chunk's request would carry the whole address as Referer, and the server's
 * logs keep it), and handed to the app in memory (a property of the window, forgotten once used).
 *
 * Bundled into the inline script (build/prerenderedShell.ts): it imports nothing but the API's
 * constants. In development, where the page has no inline script, the hand-over page calls
 * `takeHandoverFromAddress` itself when it starts.
 */
import { SSO_HANDOVER_PATH, SSO_STATE_PARAMETER } from '@/api/sso';

/** What the hand-over address carried. */
export interface AddressHandover {
  token?: string;
  refreshToken?: string;
  destination?: string;
  state?: string;
  error?: string;
}

/** The window's property the inline script leaves the hand-over in. */
export const HANDOVER_GLOBAL = '__ssoHandover';

/** The query parameters taken out of the address: the credentials and the state. */
export const HANDOVER_SECRET_PARAMETERS = ['token', 'refreshToken', SSO_STATE_PARAMETER] as const;

type HandoverWindow = Record<string, unknown>;

function isHandoverPath(pathname: string): boolean {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return withSlash === SSO_HANDOVER_PATH;
}

/**
 * On the hand-over page: reads the address's hand-over, keeps it for the app and takes its
 * credentials out of the address, in place of the current history entry (so neither a request's
 * Referer, the history, Back nor a bookmark keeps them). Elsewhere, and when the address carries no
 * credentials, does nothing.
 */
export function takeHandoverFromAddress(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
  target: HandoverWindow = window as unknown as HandoverWindow,
): void {
  const url = new URL(location.href);
  if (!isHandoverPath(url.pathname)) return;
  const query = url.searchParams;
  if (!HANDOVER_SECRET_PARAMETERS.some((name) => query.has(name))) return;
  const handover: AddressHandover = {};
  for (const name of [
    'token',
    'refreshToken',
    'destination',
    SSO_STATE_PARAMETER,
    'error',
  ] as const) {
    const value = query.get(name);
    if (value !== null) handover[name] = value;
  }
  target[HANDOVER_GLOBAL] = handover;
  for (const name of HANDOVER_SECRET_PARAMETERS) query.delete(name);
  const search = query.toString();
  history.replaceState(
    history.state,
    '',
    `${url.pathname}${search ? `?${search}` : ''}${url.hash}`,
  );
}

/**
 * The hand-over the address carried, left by `takeHandoverFromAddress`. Read as often as asked (a
 * page's state initialiser may run twice); the page forgets it once it has used it.
 */
export function handoverInMemory(
  target: HandoverWindow = window as unknown as HandoverWindow,
): AddressHandover | null {
  const handover = target[HANDOVER_GLOBAL];
  return handover && typeof handover === 'object' ? (handover as AddressHandover) : null;
}

/** Forgets the hand-over kept in memory: a later visit of the page does not replay it. */
export function forgetHandoverInMemory(
  target: HandoverWindow = window as unknown as HandoverWindow,
): void {
  delete target[HANDOVER_GLOBAL];
}

/** Single sign-on (spec 000 §7): a browser redirect, not an XHR call. */
import { paths } from '@/config/paths';

/** Project-defined: the hand-over page of the site, where the server sends the browser back. */
export const SSO_HANDOVER_PATH = paths.ssoHandover.getHref();

/** Project-defined query parameter of the sign-on start: the origin to come back to. */
export const SSO_RETURN_TO_PARAMETER = 'returnTo';

/**
 * Project-defined query parameter of the sign-on start and of the hand-over address: a random value
 * the tab keeps while it signs on, which the server passes back unchanged. A hand-over whose state is
 * not the one this tab sent is refused (a link made by someone else: docs/security.md).
 */
export const SSO_STATE_PARAMETER = 'state';

/**
 * Project-defined codes of a refused sign-on, sent as `?error=<code>` to the hand-over page: the
 * address given to another domain, an unknown partner address. The page shows its own French text
 * for each, and a generic one for any other value.
 */
export const SSO_ERROR_CODES = ['not_partner', 'unknown_account'] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

export function isSsoErrorCode(value: string | null | undefined): value is SsoErrorCode {
  return (SSO_ERROR_CODES as readonly (string | null | undefined)[]).includes(value);
}

export interface SamlLoginOptions {
  floorSimulationId?: number | string;
  carbonClusterId?: number | string;
  /** Project-defined: the e-mail typed in the login dialog, passed to the identity provider as a hint. */
  loginHint?: string;
  /**
   * Project-defined: the origin of the site that starts the sign-on (`window.location.origin`),
   * where the server sends the browser back. Without it, the hand-over address is relative to the
   * single-sign-on host.
   */
  returnTo?: string;
  /** Project-defined: the tab's random state, passed back with the tokens (`SSO_STATE_PARAMETER`). */
  state?: string;
}

/**
 * GET /api/saml-login on the single-sign-on host: the address to send the browser to. The server
 * answers with a redirect to the hand-over page `/connexion-sso/` (project-defined) carrying
 * `token`, `refreshToken`, `destination` and the `state` it was given (or `error` and `state`), on
 * the `returnTo` origin when it accepts it.
 */
export function samlLoginUrl(
  baseURL: string,
  { floorSimulationId, carbonClusterId, loginHint, returnTo, state }: SamlLoginOptions = {},
) {
  const query = new URLSearchParams();
  if (floorSimulationId !== undefined) query.set('floorSimulationId', String(floorSimulationId));
  if (carbonClusterId !== undefined) query.set('carbonClusterId', String(carbonClusterId));
  if (loginHint) query.set('login_hint', loginHint);
  if (returnTo) query.set(SSO_RETURN_TO_PARAMETER, returnTo);
  if (state) query.set(SSO_STATE_PARAMETER, state);
  const search = query.toString();
  return `${baseURL}/api/saml-login${search ? `?${search}` : ''}`;
}

/** Single sign-on (spec 000 §7): a browser redirect, not an XHR call. */

/** Project-defined: the hand-over page of the site, where the server sends the browser back. */
export const SSO_HANDOVER_PATH = '/connexion-sso/';

/** Project-defined query parameter of the sign-on start: the origin to come back to. */
export const SSO_RETURN_TO_PARAMETER = 'returnTo';

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
}

/**
 * GET /api/saml-login on the single-sign-on host: the address to send the browser to. The server
 * answers with a redirect to the hand-over page `/connexion-sso/` (project-defined) carrying
 * `token`, `refreshToken` and `destination`, on the `returnTo` origin when it accepts it.
 */
export function samlLoginUrl(
  baseURL: string,
  { floorSimulationId, carbonClusterId, loginHint, returnTo }: SamlLoginOptions = {},
) {
  const query = new URLSearchParams();
  if (floorSimulationId !== undefined) query.set('floorSimulationId', String(floorSimulationId));
  if (carbonClusterId !== undefined) query.set('carbonClusterId', String(carbonClusterId));
  if (loginHint) query.set('login_hint', loginHint);
  if (returnTo) query.set(SSO_RETURN_TO_PARAMETER, returnTo);
  const search = query.toString();
  return `${baseURL}/api/saml-login${search ? `?${search}` : ''}`;
}

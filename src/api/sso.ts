/** Single sign-on (spec 000 §7): a browser redirect, not an XHR call. */

export interface SamlLoginOptions {
  floorSimulationId?: number | string;
  carbonClusterId?: number | string;
  /** Project-defined: the e-mail typed in the login dialog, passed to the identity provider as a hint. */
  loginHint?: string;
}

/**
 * GET /api/saml-login on the single-sign-on host: the address to send the browser to. The server
 * answers with a redirect to the hand-over page `/connexion-sso/` (project-defined) carrying
 * `token`, `refreshToken` and `destination`.
 */
export function samlLoginUrl(
  baseURL: string,
  { floorSimulationId, carbonClusterId, loginHint }: SamlLoginOptions = {},
) {
  const query = new URLSearchParams();
  if (floorSimulationId !== undefined) query.set('floorSimulationId', String(floorSimulationId));
  if (carbonClusterId !== undefined) query.set('carbonClusterId', String(carbonClusterId));
  if (loginHint) query.set('login_hint', loginHint);
  const search = query.toString();
  return `${baseURL}/api/saml-login${search ? `?${search}` : ''}`;
}

export const SSO_HANDOVER_PATH = '/connexion-sso/';

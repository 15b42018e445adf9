/**
 * Single sign-on (spec 000 §7): the browser is sent to GET /api/saml-login on the single-sign-on
 * host. The mock plays the identity provider too: it signs in the partner account named by
 * `login_hint` (or the first partner account without a hint) and redirects to the hand-over page
 * with the tokens and the destination; a hint it cannot sign in redirects there with an error code
 * (project-defined `SSO_ERROR_CODES`). The project-defined `state` it is given goes back unchanged
 * in both.
 *
 * The hand-over page is on the site that started the sign-on: the project-defined `returnTo`
 * query parameter gives its origin. The mock accepts a development origin (as its CORS rule) or
 * its own origin (the embedded mock, on the page's origin); the redirect is then absolute on that
 * origin. Without an accepted `returnTo` it stays relative to the single-sign-on host.
 */
import { HttpResponse } from 'msw';
import {
  SSO_HANDOVER_PATH,
  SSO_RETURN_TO_PARAMETER,
  SSO_STATE_PARAMETER,
  type SsoErrorCode,
} from '../../src/api/sso';
import { db, findUserByEmail, isPartnerDomain, openSession, type Account } from '../db/mockDb';
import { isDevelopmentOrigin } from '../origins';
import { route } from './route';

/** The accepted origin to send the browser back to, or '' (a relative redirect). */
export function returnOrigin(request: Request, returnTo: string | null): string {
  if (!returnTo) return '';
  let origin: string;
  try {
    origin = new URL(returnTo).origin;
  } catch {
    return '';
  }
  // An origin only: no path, query, credentials or other scheme.
  if (origin !== returnTo) return '';
  return isDevelopmentOrigin(origin) || origin === new URL(request.url).origin ? origin : '';
}

function redirect(origin: string, query: Record<string, string>) {
  const location = `${origin}${SSO_HANDOVER_PATH}?${new URLSearchParams(query).toString()}`;
  return new HttpResponse(null, { status: 302, headers: { Location: location } });
}

/** Where the hand-over page sends the user: the simulation or cluster asked for, else home. */
export function ssoDestination(search: URLSearchParams): string {
  const simulationId = search.get('floorSimulationId');
  const clusterId = search.get('carbonClusterId');
  if (simulationId)
    return `/configurer-un-plancher/?simulationId=${encodeURIComponent(simulationId)}`;
  if (clusterId) return `/simuler-mon-empreinte-carbone/?cluster=${encodeURIComponent(clusterId)}`;
  return '/';
}

function defaultPartner(): Account | undefined {
  return [...db.users.values()].filter((user) => user.partner).sort((a, b) => a.id - b.id)[0];
}

export const ssoHandlers = [
  route(
    'GET',
    '/api/saml-login',
    ({ request }) => {
      const search = new URL(request.url).searchParams;
      const origin = returnOrigin(request, search.get(SSO_RETURN_TO_PARAMETER));
      const state = search.get(SSO_STATE_PARAMETER);
      const passedBack: Record<string, string> = state ? { [SSO_STATE_PARAMETER]: state } : {};
      const hint = search.get('login_hint')?.trim();
      const user = hint ? findUserByEmail(hint) : defaultPartner();
      if (!user?.partner) {
        const error: SsoErrorCode =
          hint && !isPartnerDomain(hint) ? 'not_partner' : 'unknown_account';
        return redirect(origin, { error, ...passedBack });
      }
      const { token, refreshToken } = openSession(user.id);
      return redirect(origin, {
        token,
        refreshToken,
        destination: ssoDestination(search),
        ...passedBack,
      });
    },
    // The sign-in issues tokens: they are saved like the changes of a POST.
    { changesData: true },
  ),
];

/**
 * Consumer contract of the single sign-on (docs/api.md, "Single sign-on"): the browser is sent to
 * `samlLoginUrl(…)` and the server redirects it to the hand-over page with the tokens, the
 * destination and the project-defined `state` it was given (or an error code and the state). The
 * call is the browser's: a fetch of that address that does not follow the redirect.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  samlLoginUrl,
  SSO_HANDOVER_PATH,
  SSO_RETURN_TO_PARAMETER,
  SSO_STATE_PARAMETER,
  type SamlLoginOptions,
} from '../sso';
import {
  createPact,
  expectInteraction,
  given,
  PARAM_STATE,
  PARTNER_EMAIL,
  SEED_PASSWORD,
  USER_1_EMAIL,
} from './pactHarness';

const { regex } = MatchersV3;

const pact = createPact();

/** The tab's random state (src/features/session/ssoState.ts), passed back by the server unchanged. */
const STATE = '5f0c2b7e9a1d4c3b8e6f0a2d4c6b8e1f';

/**
 * '/connexion-sso/?token=…&refreshToken=…&destination=<encoded destination>&state=<the state>',
 * absolute or not.
 */
function handoverLocation(encodedDestination: string, example: string) {
  const pattern = `^(https?://[^/?#]+)?/connexion-sso/\\?token=[^&]+&refreshToken=[^&]+&destination=${encodedDestination}&state=${STATE}$`;
  return regex(pattern, example);
}

const CASES: Array<{
  description: string;
  options: SamlLoginOptions;
  query: Record<string, string>;
  destination: string;
}> = [
  {
    description: 'a single sign-on from a floor simulation',
    options: { floorSimulationId: 101, loginHint: PARTNER_EMAIL, state: STATE },
    query: { floorSimulationId: '101', login_hint: PARTNER_EMAIL, state: STATE },
    destination: '/configurer-un-plancher/?simulationId=101',
  },
  {
    description: 'a single sign-on from a carbon cluster',
    options: { carbonClusterId: 301, loginHint: PARTNER_EMAIL, state: STATE },
    query: { carbonClusterId: '301', login_hint: PARTNER_EMAIL, state: STATE },
    destination: '/simuler-mon-empreinte-carbone/?cluster=301',
  },
  {
    description: 'a single sign-on without destination',
    options: { loginHint: PARTNER_EMAIL, state: STATE },
    query: { login_hint: PARTNER_EMAIL, state: STATE },
    destination: '/',
  },
];

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The browser sent to `samlLoginUrl(url, options)`, the redirect not followed. */
function signOn(url: string, options: SamlLoginOptions): Promise<Response> {
  return fetch(samlLoginUrl(url, options), { redirect: 'manual' });
}

describe('GET /api/saml-login', () => {
  it.each(CASES)('redirects $description to the hand-over page', (sso) => {
    const encoded = encodeURIComponent(sso.destination);
    const example = `${SSO_HANDOVER_PATH}?token=usr.5e8a1c3f7b2d4096&refreshToken=usr.0b7d2e9c4a6f4183&destination=${encoded}&state=${STATE}`;
    return expectInteraction(pact, {
      state: given(PARAM_STATE.partnerAccount, { email: PARTNER_EMAIL }),
      description: sso.description,
      method: 'GET',
      path: '/api/saml-login',
      query: sso.query,
      status: 302,
      headers: { Location: handoverLocation(escapeRegex(encoded), example) },
      call: (_client, url) => signOn(url, sso.options),
      check: (response, url) => {
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get('location') ?? '', url);
        expect(location.pathname).toBe(SSO_HANDOVER_PATH);
        expect(location.searchParams.get('token')).toBeTruthy();
        expect(location.searchParams.get('refreshToken')).toBeTruthy();
        expect(location.searchParams.get('destination')).toBe(sso.destination);
        expect(location.searchParams.get(SSO_STATE_PARAMETER)).toBe(STATE);
      },
    });
  });
});

/** A development site on another origin than the API (a build for a real backend, previewed). */
const RETURN_TO = 'http://plancher.localhost:4180';

describe('GET /api/saml-login with returnTo (project-defined)', () => {
  it('redirects to the hand-over page on the origin that started the sign-on', () => {
    const destination = encodeURIComponent('/configurer-un-plancher/?simulationId=101');
    const example = `${RETURN_TO}${SSO_HANDOVER_PATH}?token=usr.5e8a1c3f7b2d4096&refreshToken=usr.0b7d2e9c4a6f4183&destination=${destination}&state=${STATE}`;
    return expectInteraction(pact, {
      state: given(PARAM_STATE.partnerAccount, { email: PARTNER_EMAIL }),
      description: 'a single sign-on from a floor simulation returning to the starting site',
      method: 'GET',
      path: '/api/saml-login',
      query: {
        floorSimulationId: '101',
        login_hint: PARTNER_EMAIL,
        [SSO_RETURN_TO_PARAMETER]: RETURN_TO,
        [SSO_STATE_PARAMETER]: STATE,
      },
      status: 302,
      headers: {
        Location: regex(
          `^${escapeRegex(RETURN_TO)}/connexion-sso/\\?token=[^&]+&refreshToken=[^&]+&destination=${escapeRegex(destination)}&state=${STATE}$`,
          example,
        ),
      },
      call: (_client, url) =>
        signOn(url, {
          floorSimulationId: 101,
          loginHint: PARTNER_EMAIL,
          returnTo: RETURN_TO,
          state: STATE,
        }),
      check: (response) => {
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get('location') ?? '');
        expect(location.origin).toBe(RETURN_TO);
        expect(location.pathname).toBe(SSO_HANDOVER_PATH);
        expect(location.searchParams.get('token')).toBeTruthy();
        expect(location.searchParams.get(SSO_STATE_PARAMETER)).toBe(STATE);
      },
    });
  });

  it('sends a refusal back to the starting site too', () => {
    const example = `${RETURN_TO}${SSO_HANDOVER_PATH}?error=not_partner&state=${STATE}`;
    return expectInteraction(pact, {
      // An account that signs in with a password cannot use the single sign-on.
      state: given(PARAM_STATE.account, { email: USER_1_EMAIL, password: SEED_PASSWORD }),
      description: 'a single sign-on for a non-partner address returning to the starting site',
      method: 'GET',
      path: '/api/saml-login',
      query: {
        login_hint: USER_1_EMAIL,
        [SSO_RETURN_TO_PARAMETER]: RETURN_TO,
        [SSO_STATE_PARAMETER]: STATE,
      },
      status: 302,
      // The code of the refusal: the page shows its own text for it (SsoHandoverPage.test.ts).
      headers: {
        Location: regex(
          `^${escapeRegex(RETURN_TO)}/connexion-sso/\\?error=not_partner&state=${STATE}$`,
          example,
        ),
      },
      call: (_client, url) =>
        signOn(url, { loginHint: USER_1_EMAIL, returnTo: RETURN_TO, state: STATE }),
      check: (response) => {
        const location = new URL(response.headers.get('location') ?? '');
        expect(location.origin).toBe(RETURN_TO);
        expect(location.searchParams.get('error')).toBe('not_partner');
        expect(location.searchParams.get(SSO_STATE_PARAMETER)).toBe(STATE);
      },
    });
  });

  it('sends a refusal to the hand-over page with ?error=', () => {
    const unknownPartner = 'inconnu@batiprime.fr';
    const example = `${SSO_HANDOVER_PATH}?error=unknown_account&state=${STATE}`;
    return expectInteraction(pact, {
      state: given(PARAM_STATE.noAccount, { email: unknownPartner }),
      description: 'a single sign-on for an unknown partner address',
      method: 'GET',
      path: '/api/saml-login',
      query: { login_hint: unknownPartner, [SSO_STATE_PARAMETER]: STATE },
      status: 302,
      headers: {
        Location: regex(
          `^(https?://[^/?#]+)?/connexion-sso/\\?error=unknown_account&state=${STATE}$`,
          example,
        ),
      },
      call: (_client, url) => signOn(url, { loginHint: unknownPartner, state: STATE }),
      check: (response, url) => {
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get('location') ?? '', url);
        expect(location.pathname).toBe(SSO_HANDOVER_PATH);
        expect(location.searchParams.get('error')).toBe('unknown_account');
        expect(location.searchParams.get('token')).toBeNull();
      },
    });
  });
});

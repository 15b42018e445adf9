/**
 * Consumer contract of the single sign-on (docs/api.md, "Single sign-on"): the browser is sent to
 * `samlLoginUrl(…)` and the server redirects it to the hand-over page with the tokens and the
 * destination.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { samlLoginUrl, SSO_HANDOVER_PATH, type SamlLoginOptions } from '../sso';
import { createPact, PARTNER_EMAIL } from './pactHarness';

const { regex } = MatchersV3;

const pact = createPact();

/** '/connexion-sso/?token=…&refreshToken=…&destination=<encoded destination>', absolute or not. */
function handoverLocation(encodedDestination: string, example: string) {
  const pattern = `^(https?://[^/?#]+)?/connexion-sso/\\?token=[^&]+&refreshToken=[^&]+&destination=${encodedDestination}$`;
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
    options: { floorSimulationId: 101, loginHint: PARTNER_EMAIL },
    query: { floorSimulationId: '101', login_hint: PARTNER_EMAIL },
    destination: '/configurer-un-plancher/?simulationId=101',
  },
  {
    description: 'a single sign-on from a carbon cluster',
    options: { carbonClusterId: 301, loginHint: PARTNER_EMAIL },
    query: { carbonClusterId: '301', login_hint: PARTNER_EMAIL },
    destination: '/simuler-mon-empreinte-carbone/?cluster=301',
  },
  {
    description: 'a single sign-on without destination',
    options: { loginHint: PARTNER_EMAIL },
    query: { login_hint: PARTNER_EMAIL },
    destination: '/',
  },
];

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('GET /api/saml-login', () => {
  it.each(CASES)('redirects $description to the hand-over page', async (sso) => {
    const encoded = encodeURIComponent(sso.destination);
    const example = `${SSO_HANDOVER_PATH}?token=usr.5e8a1c3f7b2d4096&refreshToken=usr.0b7d2e9c4a6f4183&destination=${encoded}`;
    await pact
      .addInteraction()
      .uponReceiving(sso.description)
      .withRequest('GET', '/api/saml-login', (builder) => {
        builder.query(sso.query);
      })
      .willRespondWith(302, (builder) => {
        builder.headers({ Location: handoverLocation(escapeRegex(encoded), example) });
      })
      .executeTest(async (mockServer) => {
        const response = await fetch(samlLoginUrl(mockServer.url, sso.options), {
          redirect: 'manual',
        });
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get('location') ?? '', mockServer.url);
        expect(location.pathname).toBe(SSO_HANDOVER_PATH);
        expect(location.searchParams.get('token')).toBeTruthy();
        expect(location.searchParams.get('refreshToken')).toBeTruthy();
        expect(location.searchParams.get('destination')).toBe(sso.destination);
      });
  });
});

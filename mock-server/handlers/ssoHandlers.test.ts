/**
 * Single sign-on's way back (project-defined `returnTo`): the hand-over address is absolute on an
 * accepted origin, relative otherwise.
 */
import { samlLoginUrl, SSO_HANDOVER_PATH } from '@/api/sso';
import { tokenOwner } from '../db/mockDb';
import { returnOrigin } from './ssoHandlers';
import { CLAIRE, MARC } from './testSupport';

async function locationOf(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
}

const FLOOR_PREVIEW = 'http://plancher.localhost:4180';

describe('GET /api/saml-login with returnTo', () => {
  it('sends the browser back to the hand-over page of the development site that started it', async () => {
    const location = await locationOf(
      samlLoginUrl('http://127.0.0.1:8787', {
        floorSimulationId: 101,
        loginHint: MARC,
        returnTo: FLOOR_PREVIEW,
      }),
    );
    expect(location.startsWith(`${FLOOR_PREVIEW}${SSO_HANDOVER_PATH}?token=`)).toBe(true);
    const url = new URL(location);
    expect(tokenOwner(url.searchParams.get('token'))).toEqual({ kind: 'user', userId: 11 });
    expect(url.searchParams.get('destination')).toBe('/configurer-un-plancher/?simulationId=101');
  });

  it('sends a refusal back there too', async () => {
    const location = await locationOf(
      samlLoginUrl('http://127.0.0.1:8787', { loginHint: CLAIRE, returnTo: FLOOR_PREVIEW }),
    );
    const url = new URL(location);
    expect(url.origin).toBe(FLOOR_PREVIEW);
    expect(url.pathname).toBe(SSO_HANDOVER_PATH);
    expect(url.searchParams.get('error')).toBe('not_partner');
  });

  it('accepts its own origin (the embedded mock on the page of a production host)', async () => {
    const location = await locationOf(
      samlLoginUrl('https://plancher.rupteo.fr', { returnTo: 'https://plancher.rupteo.fr' }),
    );
    expect(location.startsWith(`https://plancher.rupteo.fr${SSO_HANDOVER_PATH}?token=`)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['an origin with a path', `${FLOOR_PREVIEW}/connexion`],
    ['an origin with a trailing slash', `${FLOOR_PREVIEW}/`],
    ['another scheme', 'javascript:alert(1)'],
    ['not an address', 'plancher.localhost'],
  ])('keeps the relative hand-over address for %s', async (_, returnTo) => {
    const location = await locationOf(samlLoginUrl('http://127.0.0.1:8787', { returnTo }));
    expect(location.startsWith(`${SSO_HANDOVER_PATH}?token=`)).toBe(true);
  });

  it('keeps the relative hand-over address without returnTo', async () => {
    const location = await locationOf(samlLoginUrl('http://127.0.0.1:8787'));
    expect(location.startsWith(`${SSO_HANDOVER_PATH}?token=`)).toBe(true);
  });
});

describe('returnOrigin', () => {
  const request = new Request('http://127.0.0.1:8787/api/saml-login');

  it('accepts the development origins and the request’s own', () => {
    expect(returnOrigin(request, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(returnOrigin(request, 'http://carbone.localhost')).toBe('http://carbone.localhost');
    expect(returnOrigin(request, 'http://127.0.0.1:4190')).toBe('http://127.0.0.1:4190');
    expect(
      returnOrigin(
        new Request('https://carbone.batiprime.fr/api/saml-login'),
        'https://carbone.batiprime.fr',
      ),
    ).toBe('https://carbone.batiprime.fr');
  });

  it('refuses anything else', () => {
    expect(returnOrigin(request, null)).toBe('');
    expect(returnOrigin(request, '')).toBe('');
    expect(returnOrigin(request, 'https://localhost.evil.example')).toBe('');
    expect(returnOrigin(request, 'http://user@localhost:5173')).toBe('');
    expect(returnOrigin(request, 'https://carbone.batiprime.fr')).toBe('');
  });
});

import { readHandoverData, ssoErrorMessage, SSO_MISSING_TOKEN_MESSAGE } from './SsoHandoverPage';

function hostElement(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('readHandoverData (single-sign-on hand-over)', () => {
  it('reads token, refresh token, destination and state from the data attributes of the host element', () => {
    const element = hostElement({
      'data-token': 'usr.a',
      'data-refresh-token': 'usr.b',
      'data-destination': '/simuler-mon-empreinte-carbone/?cluster=302',
      'data-state': 'abc',
    });
    expect(readHandoverData(element, { token: 'ignored' }, '?destination=%2Fignored')).toEqual({
      token: 'usr.a',
      refreshToken: 'usr.b',
      destination: '/simuler-mon-empreinte-carbone/?cluster=302',
      state: 'abc',
    });
  });

  it("reads the other service's token set and user", () => {
    const element = hostElement({
      'data-tokens': JSON.stringify({ token: 'usr.c', refreshToken: 'usr.d' }),
      'data-user': JSON.stringify({ email: 'marc.lefevre@batiprime.fr' }),
    });
    expect(readHandoverData(element, null, '')).toEqual({
      token: 'usr.c',
      refreshToken: 'usr.d',
      user: { email: 'marc.lefevre@batiprime.fr' },
      destination: '/',
    });
  });

  it('otherwise reads what the address carried, kept in memory; destination defaults to /', () => {
    expect(
      readHandoverData(null, { token: 'usr.e', refreshToken: 'usr.f', state: 's1' }, ''),
    ).toEqual({ token: 'usr.e', refreshToken: 'usr.f', state: 's1', destination: '/' });
    expect(readHandoverData(null, { token: 'usr.e' }, '?destination=%2Fespace-personnel')).toEqual({
      token: 'usr.e',
      destination: '/espace-personnel',
    });
  });

  it('tokens left in the query are not read: only the start-up script hands them over', () => {
    expect(readHandoverData(null, null, '?token=usr.g&refreshToken=usr.h')).toBeNull();
  });

  it('an error of the identity provider, or no token at all', () => {
    expect(readHandoverData(null, null, '?error=not_partner')).toEqual({ error: 'not_partner' });
    expect(readHandoverData(null, null, '')).toBeNull();
  });
});

describe('ssoErrorMessage: fixed texts by code, never the text of the address', () => {
  it.each([
    ['not_partner', 'L’authentification unique est réservée aux comptes Batiprime.'],
    ['unknown_account', 'Aucun compte Batiprime n’est associé à cette adresse e-mail.'],
    ['Votre compte a été bloqué, appelez le 08 99 …', SSO_MISSING_TOKEN_MESSAGE],
    ['access_denied', SSO_MISSING_TOKEN_MESSAGE],
    ['', SSO_MISSING_TOKEN_MESSAGE],
  ])('%s', (code, text) => expect(ssoErrorMessage(code)).toBe(text));
});

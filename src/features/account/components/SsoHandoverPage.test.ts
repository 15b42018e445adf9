import { forgetTokensInAddress, readHandoverData } from './SsoHandoverPage';

function hostElement(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('readHandoverData (single-sign-on hand-over)', () => {
  it('reads token, refresh token and destination from the data attributes of the host element', () => {
    const element = hostElement({
      'data-token': 'usr.a',
      'data-refresh-token': 'usr.b',
      'data-destination': '/simuler-mon-empreinte-carbone/?cluster=302',
    });
    expect(readHandoverData(element, '?token=ignored')).toEqual({
      token: 'usr.a',
      refreshToken: 'usr.b',
      destination: '/simuler-mon-empreinte-carbone/?cluster=302',
    });
  });

  it("reads the other service's token set and user", () => {
    const element = hostElement({
      'data-tokens': JSON.stringify({ token: 'usr.c', refreshToken: 'usr.d' }),
      'data-user': JSON.stringify({ email: 'marc.lefevre@batiprime.fr' }),
    });
    expect(readHandoverData(element, '')).toEqual({
      token: 'usr.c',
      refreshToken: 'usr.d',
      user: { email: 'marc.lefevre@batiprime.fr' },
      destination: '/',
    });
  });

  it('otherwise reads the query the single-sign-on host redirected to; destination defaults to /', () => {
    expect(readHandoverData(null, '?token=usr.e&refreshToken=usr.f')).toEqual({
      token: 'usr.e',
      refreshToken: 'usr.f',
      destination: '/',
    });
  });

  it('an error of the identity provider, or no token at all', () => {
    expect(readHandoverData(null, '?error=Refus')).toEqual({ error: 'Refus' });
    expect(readHandoverData(null, '')).toBeNull();
  });
});

describe('forgetTokensInAddress', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the tokens out of the address in place of the current history entry', () => {
    window.history.pushState(
      null,
      '',
      '/connexion-sso/?token=usr.a&refreshToken=usr.b&destination=%2F',
    );
    const entries = window.history.length;
    forgetTokensInAddress();
    expect(window.location.pathname + window.location.search).toBe(
      '/connexion-sso/?destination=%2F',
    );
    expect(window.history.length).toBe(entries);
  });

  it('leaves an address without tokens as it is', () => {
    window.history.pushState(null, '', '/connexion-sso/?error=refus');
    forgetTokensInAddress();
    expect(window.location.search).toBe('?error=refus');
  });
});

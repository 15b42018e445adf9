import {
  forgetHandoverInMemory,
  HANDOVER_GLOBAL,
  handoverInMemory,
  takeHandoverFromAddress,
} from './handoverAddress';

afterEach(() => {
  forgetHandoverInMemory();
  window.history.replaceState(null, '', '/');
});

describe('takeHandoverFromAddress', () => {
  it('keeps the hand-over in memory and takes credentials and state out of the address, in place', () => {
    window.history.pushState(
      null,
      '',
      '/connexion-sso/?token=usr.a&refreshToken=usr.b&destination=%2Fespace-personnel&state=s1',
    );
    const entries = window.history.length;
    takeHandoverFromAddress();
    expect(window.location.pathname + window.location.search).toBe(
      '/connexion-sso/?destination=%2Fespace-personnel',
    );
    expect(window.history.length).toBe(entries);
    expect(handoverInMemory()).toEqual({
      token: 'usr.a',
      refreshToken: 'usr.b',
      destination: '/espace-personnel',
      state: 's1',
    });
  });

  it('keeps a refusal with its state; the code stays in the address', () => {
    window.history.pushState(null, '', '/connexion-sso?error=not_partner&state=s2');
    takeHandoverFromAddress();
    expect(window.location.search).toBe('?error=not_partner');
    expect(handoverInMemory()).toEqual({ error: 'not_partner', state: 's2' });
  });

  it('does nothing on another page, nor on the hand-over page without credentials', () => {
    window.history.pushState(null, '', '/espace-personnel/?token=usr.a');
    takeHandoverFromAddress();
    expect(window.location.search).toBe('?token=usr.a');
    window.history.pushState(null, '', '/connexion-sso/?error=not_partner');
    takeHandoverFromAddress();
    expect(window.location.search).toBe('?error=not_partner');
    expect(handoverInMemory()).toBeNull();
  });

  it('is forgotten once used', () => {
    window.history.pushState(null, '', '/connexion-sso/?token=usr.a');
    takeHandoverFromAddress();
    expect(handoverInMemory()).toEqual({ token: 'usr.a' });
    forgetHandoverInMemory();
    expect(handoverInMemory()).toBeNull();
    expect(HANDOVER_GLOBAL in window).toBe(false);
  });
});

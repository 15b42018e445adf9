import { createSsoState, SSO_STATE_LIFETIME_MS, takeSsoState } from './ssoState';

afterEach(() => window.sessionStorage.clear());

describe('the single sign-on state', () => {
  it('is random, kept for the tab, and matches once', () => {
    const first = createSsoState();
    const second = createSsoState();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    // The newer replaces the older.
    expect(takeSsoState(first)).toBe(false);
    createSsoState(window.sessionStorage, 1_000);
    const kept = createSsoState(window.sessionStorage, 1_000);
    expect(takeSsoState(kept, window.sessionStorage, 1_000)).toBe(true);
    expect(takeSsoState(kept, window.sessionStorage, 1_000)).toBe(false);
  });

  it('holds ten minutes at most', () => {
    const kept = createSsoState(window.sessionStorage, 0);
    expect(takeSsoState(kept, window.sessionStorage, SSO_STATE_LIFETIME_MS)).toBe(true);
    const late = createSsoState(window.sessionStorage, 0);
    expect(takeSsoState(late, window.sessionStorage, SSO_STATE_LIFETIME_MS + 1)).toBe(false);
  });

  it('an altered value, or none, matches nothing', () => {
    window.sessionStorage.setItem('sso-state', '{"value":');
    expect(takeSsoState('x')).toBe(false);
    expect(takeSsoState(undefined)).toBe(false);
  });
});

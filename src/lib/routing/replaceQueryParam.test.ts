import { replaceQueryParam } from './replaceQueryParam';

describe('replaceQueryParam', () => {
  beforeEach(() => window.history.replaceState({ idx: 3, key: 'k1' }, '', '/page/?id=7#/etape'));

  it('sets the parameter in place, keeping the others, the hash, the entry and its state', () => {
    const entries = window.history.length;
    expect(replaceQueryParam('config', 'a b')).toBe(true);
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/page/');
    expect(url.searchParams.get('id')).toBe('7');
    expect(url.searchParams.get('config')).toBe('a b');
    expect(url.hash).toBe('#/etape');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ idx: 3, key: 'k1' });
  });

  it('changes it, and leaves the address alone when it already holds that value', () => {
    replaceQueryParam('config', 'first');
    expect(replaceQueryParam('config', 'second')).toBe(true);
    expect(new URL(window.location.href).searchParams.getAll('config')).toEqual(['second']);
    const spy = jest.spyOn(window.history, 'replaceState');
    expect(replaceQueryParam('config', 'second')).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

import { addressOf, queryText, requestKey, scopePrefix } from './requestKey';

describe('requestKey: the name of an answer in every store of answers', () => {
  const list = { method: 'GET', url: '/api/simulations/', params: { type: 'plancher', page: 1 } };

  it('is {scope}|{method} {address}?{query}|{body}, the format of the offline copies kept before', () => {
    expect(requestKey(list, '7')).toBe('7|GET /api/simulations/?page=1&type=plancher|null');
    expect(requestKey({ method: 'POST', url: '/api/history/list', data: { a: 1 } })).toBe(
      '|POST /api/history/list?|{"a":1}',
    );
  });

  it('names the same parameters in any order alike, and drops those not set', () => {
    expect(requestKey({ ...list, params: { page: 1, type: 'plancher', name: undefined } })).toBe(
      requestKey(list),
    );
    expect(requestKey({ ...list, params: { page: 2, type: 'plancher' } })).not.toBe(
      requestKey(list),
    );
  });

  it('keeps apart the scopes, the methods, the addresses and the bodies', () => {
    const keys = [
      requestKey(list, '7'),
      requestKey(list, '8'),
      requestKey(list),
      requestKey({ ...list, method: 'POST' }),
      requestKey({ ...list, url: 'https://api.rupteo.fr/api/simulations/' }),
      requestKey({ ...list, data: { a: 1 } }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(requestKey(list, '7').startsWith(scopePrefix('7'))).toBe(true);
    expect(requestKey(list, '70').startsWith(scopePrefix('7'))).toBe(false);
  });

  it('gives the address a request is sent to, with the same query', () => {
    expect(queryText({ b: 'x y', a: 1, c: null })).toBe('a=1&b=x%20y');
    expect(addressOf({ url: '/api/clusters/', params: { order: 'DESC' } })).toBe(
      '/api/clusters/?order=DESC',
    );
    expect(addressOf({ url: '/api/clusters/' })).toBe('/api/clusters/');
  });
});

import {
  decodeChoicesHash,
  encodeChoicesHash,
  normaliseChoices,
  resultsPathOf,
} from './libraryHash';

describe('results hash: base64 of the JSON { filterId: valueId[] } (spec 001 §2.3)', () => {
  it('encodes the choices as base64 of their JSON, filters and values in ascending order', () => {
    const hash = encodeChoicesHash({ '23': [232, 231], '22': [223] });
    expect(atob(hash)).toBe('{"22":[223],"23":[231,232]}');
  });

  it('decodes what it encodes', () => {
    const choices = { '22': [223], '24': [241, 243] };
    expect(decodeChoicesHash(encodeChoicesHash(choices))).toEqual(choices);
  });

  it('is UTF-8 safe: text outside Latin-1 survives the round trip', () => {
    const json = JSON.stringify({ '22': [223], note: 'prédalle ψ9 ≤ 0,60' });
    const bytes = new TextEncoder().encode(json);
    const hash = btoa(String.fromCharCode(...bytes));
    // Not valid choices (a key that is not a filter id), but it decodes without throwing.
    expect(decodeChoicesHash(hash)).toBeNull();
    expect(() => encodeChoicesHash({ '22': [223] })).not.toThrow();
  });

  it('accepts the URL-encoded form of a hash holding "/", "+" or "="', () => {
    const hash = encodeChoicesHash({ '29': [291, 292, 293, 294], '30': [301, 302, 303] });
    expect(decodeChoicesHash(encodeURIComponent(hash))).toEqual({
      '29': [291, 292, 293, 294],
      '30': [301, 302, 303],
    });
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of no JSON', btoa('not json')],
    ['a JSON array', btoa('[1,2]')],
    ['a value that is not a list', btoa('{"22":223}')],
    ['ids that are not numbers', btoa('{"22":["a"]}')],
    ['a key that is not a filter id', btoa('{"x":[1]}')],
    ['invalid UTF-8', btoa('\xff\xfe{}')],
    ['an empty hash', ''],
  ])('a bad or undecodable hash (%s) decodes to null', (_name, hash) => {
    expect(decodeChoicesHash(hash)).toBeNull();
  });

  it('drops filters without values; nothing chosen is the loader route "/"', () => {
    expect(normaliseChoices({ '22': [], '23': [231] })).toEqual({ '23': [231] });
    expect(resultsPathOf({ '22': [] })).toBe('/');
    expect(resultsPathOf({ '22': [223] })).toBe(
      `/results/${encodeURIComponent(btoa('{"22":[223]}'))}`,
    );
  });

  it('gives the same hash as the server for the same choices', () => {
    // The mock server's hash of { 22: [223] } (choicesHash: base64 of the sorted JSON).
    expect(encodeChoicesHash({ '22': [223] })).toBe('eyIyMiI6WzIyM119');
  });
});

import { blockedKeysOf, sanitizeTyped, stripByPattern } from '.';
import { text } from './rulesTestSetup';

describe('blocked keys', () => {
  it('a number field blocks e, E, minus and plus', () => {
    expect(blockedKeysOf({ name: 'n', type: 'number', label: 'n' })).toEqual(['e', 'E', '-', '+']);
  });
  it('a number field in cm also blocks comma and dot', () => {
    expect(blockedKeysOf({ name: 'n', type: 'number', label: 'n', unit: 'cm' })).toEqual([
      'e',
      'E',
      '-',
      '+',
      ',',
      '.',
    ]);
  });
  it('a text field in cm blocks comma and dot; a plain text field blocks nothing', () => {
    expect(blockedKeysOf(text('t', { unit: 'cm' }))).toEqual([',', '.']);
    expect(blockedKeysOf(text('t'))).toEqual([]);
    expect(blockedKeysOf({ name: 'n', type: 'number', label: 'n', unit: 'm' })).not.toContain(',');
  });
});

describe('pattern stripping: only the characters the pattern allows are kept', () => {
  it("'[0-9]' keeps digits", () => {
    expect(stripByPattern(text('zip', { attr: { pattern: '[0-9]' } }), '69a0 3-x')).toBe('6903');
  });
  it("'[0-9.,]' keeps digits, comma and dot", () => {
    expect(stripByPattern(text('span', { attr: { pattern: '[0-9.,]' } }), '5,2 m.')).toBe('5,2.');
  });
  it('no pattern or an invalid pattern keeps the text', () => {
    expect(stripByPattern(text('name'), 'Maison Dupont')).toBe('Maison Dupont');
    expect(stripByPattern(text('name', { attr: { pattern: '[' } }), 'abc')).toBe('abc');
  });
  it('typing also drops the blocked characters (a pasted minus in a number, a comma in cm)', () => {
    expect(sanitizeTyped({ name: 'n', type: 'number', label: 'n' }, '-1e5')).toBe('15');
    expect(
      sanitizeTyped(
        { name: 'w', type: 'number', label: 'w', unit: 'cm', attr: { pattern: '[0-9]' } },
        '2,5',
      ),
    ).toBe('25');
  });
});
